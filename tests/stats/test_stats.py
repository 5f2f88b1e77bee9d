"""Statistics: each finished game's result per human seat in SQLite — games, places, win rate against each bot
level, the longest streak — kept per game and mode, replaced when the same game ends again, and reset."""

from __future__ import annotations

import sqlite3

from desktop.controller.stats import HUMAN, Stats


def seats(*spec):
    out = []
    for k, s in enumerate(spec):
        out.append({"name": f"P{k + 1}", "kind": "human"} if s == HUMAN else {"name": f"P{k + 1}", "kind": "bot", "bot": s})
    return out


def test_results_per_game_mode_and_level(tmp_path):
    st = Stats(tmp_path / "s.sqlite3")
    lineup = seats(HUMAN, "hard", "easy", "easy")
    st.record("g1", "2026-01-01T10:00:00+00:00", "jupai", "basic", lineup, [[0], [1], [2], [3]])   # won
    st.record("g2", "2026-01-02T10:00:00+00:00", "jupai", "basic", lineup, [[1], [0], [2], [3]])   # second
    st.record("g3", "2026-01-03T10:00:00+00:00", "jupai", "basic", seats(HUMAN, "easy"), [[0], [1]])  # won
    st.record("g4", "2026-01-04T10:00:00+00:00", "jupai", "basic", seats(HUMAN, "easy"), [[0], [1]])  # won
    st.record("g5", "2026-01-05T10:00:00+00:00", "jupai", "advanced", lineup, [[3], [2], [1], [0]])  # last
    s = st.summary("jupai", "basic")
    assert (s.games, s.wins, s.places) == (4, 3, {1: 3, 2: 1})
    assert s.longest_streak == 2 and s.current_streak == 2
    levels = {r.level: (r.games, r.wins) for r in s.levels}
    assert levels == {"easy": (4, 3), "hard": (2, 1)}
    adv = st.summary("jupai", "advanced")
    assert (adv.games, adv.wins, adv.places) == (1, 0, {4: 1})
    assert st.summary().games == 5
    assert st.games_played() == [("jupai", "basic"), ("jupai", "advanced")]


def test_a_shared_first_place_is_a_win_and_hot_seat_counts_each_human(tmp_path):
    st = Stats(tmp_path / "s.sqlite3")
    two = [{"name": "Ann", "kind": "human"}, {"name": "Bo", "kind": "human"}, {"name": "x", "kind": "bot", "bot": "normal"}]
    assert st.record("g", "2026-01-01T10:00:00+00:00", "jupai", "basic", two, [[0, 1], [2]]) == 2
    assert st.summary(name="Ann").wins == 1 and st.summary(name="Bo").wins == 1
    levels = {r.level for r in st.summary(name="Ann").levels}
    assert levels == {HUMAN, "normal"}
    assert st.names() == ["Ann", "Bo"]
    # bots only: nothing to record
    assert st.record("b", "2026-01-01T10:00:00+00:00", "jupai", "basic", seats("easy", "hard"), [[0], [1]]) == 0


def test_the_same_game_ending_again_replaces_its_rows_and_reset_forgets(tmp_path):
    st = Stats(tmp_path / "s.sqlite3")
    lineup = seats(HUMAN, "hard")
    st.record("g", "2026-01-01T10:00:00+00:00", "sanguozhi", None, lineup, [[1], [0]])
    st.record("g", "2026-01-01T10:05:00+00:00", "sanguozhi", None, lineup, [[0], [1]])  # undone and played again
    s = st.summary("sanguozhi", "")
    assert (s.games, s.wins) == (1, 1)
    st.reset()
    assert st.summary().games == 0 and st.games_played() == []


def test_a_damaged_file_is_set_aside(tmp_path):
    p = tmp_path / "s.sqlite3"
    p.write_bytes(b"this is not a database" * 100)
    st = Stats(p)
    st.record("g", "2026-01-01T10:00:00+00:00", "jupai", "basic", seats(HUMAN, "easy"), [[0], [1]])
    assert st.summary().games == 1
    assert (tmp_path / "s.damaged").exists()
    con = sqlite3.connect(p)
    assert con.execute("SELECT COUNT(*) FROM results").fetchone() == (1,)
    con.close()
