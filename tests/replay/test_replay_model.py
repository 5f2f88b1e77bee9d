"""Replays: today's saves open as timelines (the golden games are saves written by the previous version), every
position is the table the moves gave, marks follow the rounds and turns, views show only what the chosen seat may
see (all cards once the game is over), and the recent-games folder keeps finished games newest first, pruned."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from desktop.controller.replay import (OPEN, REPLAY_FORMAT, REPLAY_VERSION, RecentGames, Replay, ReplayError,
                                       replay_document)
from desktop.core.errors import SaveError
from desktop.core.events import PhaseChanged, TurnStarted
from desktop.core.persistence import read_json_limited
from desktop.core.rules import Match
from desktop.games import rules_for
from tests.selfplay import self_play

GOLDEN = sorted((Path(__file__).resolve().parents[1] / "fixtures" / "golden").glob("*.json"))
SMALL = [p for p in GOLDEN if "4p_teams" not in p.name and "3p" not in p.name]


@pytest.mark.parametrize("path", SMALL, ids=[p.stem for p in SMALL])
def test_todays_saves_open_as_replays(path):
    doc = read_json_limited(path)
    r = Replay.load(path, rules_for)
    assert r.length == len(doc["actions"])
    assert r.final.hash() == doc["state_hash"]
    assert r.state_at(r.length).hash() == doc["state_hash"]
    assert r.over() == doc["meta"]["golden"]["over"]
    # all cards open only once the game is over
    assert (OPEN in r.perspectives()) == r.over()
    if not r.over():
        with pytest.raises(ValueError):
            r.view_at(r.length, OPEN)


def test_every_position_is_the_table_the_moves_gave():
    rules = rules_for("jupai")
    r = Replay.load(GOLDEN[0], rules_for)
    m = Match(rules, r.initial)
    m.actions = list(r.actions)
    rng = random.Random(3)
    assert r.length >= 20
    for pos in [0, 1, 19, r.length - 1, r.length] + [rng.randrange(r.length + 1) for _ in range(8)]:
        assert r.state_at(pos).hash() == m.replay_to(pos).hash(), pos
    # a copy each time: changing it does not change the replay
    st = r.state_at(5)
    st.data["round_no"] = 99
    assert r.state_at(5).hash() == m.replay_to(5).hash()


def test_marks_follow_rounds_and_turns():
    r = Replay.load(next(p for p in GOLDEN if p.name == "jupai_basic_4p_s1.json"), rules_for)
    rounds = [m for m in r.marks if m.kind == "round" and m.round_no]
    assert [m.round_no for m in rounds] == sorted({m.round_no for m in rounds})
    for m in rounds:
        assert any(isinstance(e, PhaseChanged) and e.round_no == m.round_no for e in r.events_at(m.pos))
    for m in r.turns():
        assert any(isinstance(e, TurnStarted) and e.seat == m.seat for e in r.events_at(m.pos))
    assert r.numbered == "round"
    assert r.next_mark(0, "round").round_no == 1
    assert r.previous_mark(r.length, "round").round_no == rounds[-1].round_no


def test_a_game_that_numbers_its_turns_is_marked_by_turns():
    r = Replay.load(next(p for p in GOLDEN if p.name == "sanguozhi_2p_running_s15.json"), rules_for)
    assert r.numbered == "turn"
    numbers = [m.round_no for m in r.rounds()]
    assert numbers == sorted(numbers) and len(numbers) == len(set(numbers)) > 5
    assert all(m.seat is not None for m in r.rounds())


def test_a_seat_sees_only_its_own_view_and_open_shows_everything():
    r = Replay.load(next(p for p in GOLDEN if p.name == "jupai_basic_4p_s2.json"), rules_for)
    pos = r.length // 2
    st = r.state_at(pos)
    for seat in range(4):
        v = r.view_at(pos, seat)
        assert v.zones.keys() == r.rules.view_for(st, seat).zones.keys()
        for zid, z in v.zones.items():
            assert z.cards == r.rules.view_for(st, seat).zones[zid].cards
    hidden = sum(c is None for z in r.view_at(pos, 0).zones.values() for c in z.cards)
    assert hidden > 0
    assert all(c is not None for z in r.view_at(pos, OPEN).zones.values() for c in z.cards)
    assert all(z.is_face_up(c) for z in r.view_at(pos, OPEN).zones.values() for c in z.cards)


def _finished(seed=11, game="jupai", players=4):
    rules = rules_for(game)
    played = self_play(rules, players, {}, seed, match=True)
    return played.match


def test_recent_games_keep_finished_games_newest_first(tmp_path):
    store = RecentGames(tmp_path / "recent", limit=3)
    paths = []
    for k, seed in enumerate((1, 2, 3, 4)):
        m = _finished(seed)
        paths.append(store.add(m, {"seats": []}, ["Ann", "Bo", "Cy", "Di"], ended=f"2026-01-0{k + 1}T10:00:00+00:00"))
    entries = store.entries()
    assert [e.ended[:10] for e in entries] == ["2026-01-04", "2026-01-03", "2026-01-02"]  # the oldest was pruned
    assert not paths[0].exists()
    e = entries[0]
    assert e.game == "jupai" and e.players == ["Ann", "Bo", "Cy", "Di"] and e.moves > 0
    assert sorted(s for place in e.ranking for s in place) == [0, 1, 2, 3]
    assert e.result_names()[0][0] in ("Ann", "Bo", "Cy", "Di")
    r = Replay.load(e.path, rules_for)
    assert r.over() and r.summary is not None and r.summary.players == e.players


def test_the_same_game_recorded_again_replaces_its_file(tmp_path):
    store = RecentGames(tmp_path / "recent")
    m = _finished(5)
    store.add(m, {}, ["a", "b", "c", "d"], key="k1", ended="2026-01-01T10:00:00+00:00")
    store.add(m, {}, ["a", "b", "c", "d"], key="k1", ended="2026-01-01T10:05:00+00:00")
    assert len(store.entries()) == 1


def test_size_limit_prunes_the_oldest(tmp_path):
    store = RecentGames(tmp_path / "recent", limit=50, max_bytes=1)
    store.add(_finished(6), {}, ["a", "b", "c", "d"], ended="2026-01-01T10:00:00+00:00")
    store.add(_finished(8), {}, ["a", "b", "c", "d"], ended="2026-01-02T10:00:00+00:00")
    # over the byte limit: the oldest go, the newest game always stays
    assert [e.ended[:10] for e in store.entries()] == ["2026-01-02"]


def test_newer_replay_versions_and_other_files_are_refused(tmp_path):
    m = _finished(7)
    doc = replay_document(m, {}, ["a", "b", "c", "d"])
    assert doc["format"] == REPLAY_FORMAT and doc["version"] == REPLAY_VERSION
    newer = dict(doc, version=REPLAY_VERSION + 1)
    p = tmp_path / "newer.json"
    p.write_text(json.dumps(newer), encoding="utf-8")
    with pytest.raises(ReplayError) as e:
        Replay.load(p, rules_for)
    assert f"format {REPLAY_VERSION + 1}" in e.value.message() and f"reads format {REPLAY_VERSION}" in e.value.message()
    p.write_text(json.dumps({"format": "something else"}), encoding="utf-8")
    with pytest.raises(ReplayError, match="neither a saved game nor a replay"):
        Replay.load(p, rules_for)
    broken = dict(doc)
    broken["save"] = dict(doc["save"], state_hash="0" * 64)
    p.write_text(json.dumps(broken), encoding="utf-8")
    with pytest.raises(SaveError, match="damaged"):
        Replay.load(p, rules_for)
    no_version = {k: v for k, v in doc.items() if k != "version"}
    p.write_text(json.dumps(no_version), encoding="utf-8")
    with pytest.raises(ReplayError, match="which replay format"):
        Replay.load(p, rules_for)


def test_a_replay_message_is_translated_field_by_field():
    err = ReplayError("{name} was written by a newer version of Paizhuo (replay format {got}); this version reads format {want}.",
                      name="x.json", got=2, want=1)
    assert err.message(lambda t: t.replace("written", "WRITTEN")).startswith("x.json was WRITTEN")


def test_play_from_here_starts_from_that_position():
    r = Replay.load(GOLDEN[0], rules_for)
    pos = r.length // 2
    m = r.match_at(pos)
    assert m.initial.hash() == r.state_at(pos).hash() and m.actions == []
    # the game goes on the same way with the same moves: the RNG comes with the position
    for a in r.actions[pos:]:
        m.play(a)
    assert m.state.hash() == r.final.hash()
