"""The file validation layer (desktop/core/files.py) and the save loader on top of it: every hostile save of
issue 18 refused with one clear message (file, place, what is wrong; no Python repr), the file untouched;
the declared state schemas accept every table the games really make."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

from desktop.core import files
from desktop.core.errors import FileRefused, SaveError
from desktop.core.persistence import load_match, match_to_dict
from desktop.core.rules import Match
from desktop.games import rules_for

ROOT = Path(__file__).resolve().parents[2]
REPR = re.compile(r"[A-Za-z]+(Error|Exception)\(|unhashable|object has no attribute|not subscriptable|<class '")


def fresh_doc(game: str, options: dict | None = None, moves: int = 0, seed: int = 3) -> dict:
    """A fresh 2-seat save document, as the issue's probes started from."""
    rules = rules_for(game)
    m = Match.new(rules, ["Ann", "Bo"], dict(options or {}), seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if rules.is_over(m.state):
            break
        m.play(rng.choice(rules.legal_actions(m.state, rules.to_act(m.state))))
    return json.loads(json.dumps(match_to_dict(m)))


def write(tmp_path: Path, content, name: str = "bad.json") -> Path:
    p = tmp_path / name
    if isinstance(content, bytes):
        p.write_bytes(content)
    elif isinstance(content, str):
        p.write_text(content, encoding="utf-8", errors="surrogatepass")
    else:
        p.write_text(json.dumps(content, ensure_ascii=True), encoding="ascii")
    return p


def refused(tmp_path: Path, content, *fragments: str) -> SaveError:
    path = write(tmp_path, content)
    before = path.read_bytes()
    with pytest.raises(SaveError) as info:
        load_match(path, rules_for)
    msg = str(info.value)
    assert path.name in msg, msg
    assert not REPR.search(msg), msg
    for f in fragments:
        assert f in msg, msg
    assert path.read_bytes() == before  # a refused file is never touched
    return info.value


def rehash(doc: dict) -> dict:
    """What a forger would do: change the table and write the hash the change gives (None if it cannot)."""
    from desktop.core.state import GameState
    doc = json.loads(json.dumps(doc))
    doc["state_hash"] = GameState.from_dict(doc["initial"]).hash() if not doc["actions"] else doc["state_hash"]
    return doc


# -- the ten tracebacks and three accepted-but-broken saves --------------------------------------------

def test_capacity_not_a_number(tmp_path):
    for game in ("jupai", "sanguozhi"):
        for bad in ("x", [1]):
            doc = fresh_doc(game)
            doc["initial"]["zones"][0]["capacity"] = bad
            refused(tmp_path, doc, "$.initial.zones[0].capacity", "expected")


def test_seat_not_an_object(tmp_path):
    doc = fresh_doc("jupai")
    doc["initial"]["seats"][0] = 1
    refused(tmp_path, doc, "$.initial.seats[0]", "expected an object, found 1")


def test_deep_nesting_under_data(tmp_path):
    doc = fresh_doc("jupai")
    deep: list = []
    for _ in range(600):
        deep = [deep]
    doc["initial"]["data"]["x"] = deep
    refused(tmp_path, doc, "nested more than")


def test_jupai_option_structures(tmp_path):
    cases = [
        (("identity_set", "2", 0), 5, "$.initial.options.identity_set"),
        (("class_modifiers",), 1.5, "$.initial.options.class_modifiers"),
        (("situation_table", "3"), True, '$.initial.options.situation_table["3"]'),
        (("forced_precedence", 0), False, "$.initial.options.forced_precedence[0]"),
    ]
    for path, value, where in cases:
        doc = fresh_doc("jupai", {"mode": "advanced"})
        node = doc["initial"]["options"]
        for k in path[:-1]:
            node = node[k]
        node[path[-1]] = value
        refused(tmp_path, doc, where)


def test_sanguozhi_turn_order_entry(tmp_path):
    doc = fresh_doc("sanguozhi")
    doc["initial"]["data"]["order"][1] = "x"
    refused(tmp_path, doc, "$.initial.data.order[1]", 'found "x"')


def test_lone_surrogate_in_a_seat_name(tmp_path):
    doc = fresh_doc("jupai")
    text = json.dumps(doc).replace('"Ann"', '"\\ud800"', 1)
    refused(tmp_path, text, "$.initial.seats[0].name", "surrogate")
    without = json.loads(text.replace("\\ud800", "Ann"))
    del without["state_hash"]
    refused(tmp_path, json.dumps(without).replace('"Ann"', '"\\ud800"', 1), "surrogate")


def test_round_no_out_of_float_range(tmp_path):
    doc = fresh_doc("jupai")
    text = json.dumps(doc).replace('"round_no": 0', '"round_no": 1e400', 1)
    assert "1e400" in text
    refused(tmp_path, text, "$.initial.data.round_no", "1e400")


def test_a_save_without_state_hash_is_refused(tmp_path):
    doc = fresh_doc("jupai", moves=5)
    del doc["state_hash"]
    refused(tmp_path, doc, "state_hash")
    doc = fresh_doc("jupai", moves=5)
    draw = next(z for z in doc["initial"]["zones"] if z["id"] == "table.draw")
    draw["cards"].reverse()
    del doc["state_hash"]
    refused(tmp_path, doc, "state_hash")  # the reversed draw pile of the issue: no longer accepted


def test_huge_integers_and_non_finite_numbers(tmp_path):
    doc = fresh_doc("sandbox")
    base = json.dumps(doc)
    for token, words in (("9" * 5000, "too large"), ("1" + "0" * 25, "too large"), ("NaN", "not valid JSON"),
                         ("-Infinity", "not valid JSON"), ("1e400", "not valid JSON")):
        text = base.replace('"active": 0', f'"active": {token}', 1)
        err = refused(tmp_path, text, "$.initial.data.active", words)
        assert len(str(err)) < 300  # a 5,000-digit number is not repeated


def test_each_refusal_is_one_translatable_message(tmp_path):
    doc = fresh_doc("jupai")
    doc["initial"]["zones"][0]["capacity"] = "x"
    err = refused(tmp_path, doc)
    assert isinstance(err, FileRefused) and "{file}" in err.text and err.args_["file"] == "bad.json"
    assert err.message(lambda s: s.replace("is malformed at", "壞在")).startswith("bad.json 壞在 $.initial")


def test_move_with_odd_field_values(tmp_path):
    doc = fresh_doc("jupai", moves=4)
    doc["actions"][0]["seat"] = [0]
    refused(tmp_path, doc, "$.actions[0].seat")
    doc = fresh_doc("sanguozhi", moves=4)
    doc["actions"].append({"kind": "UseEvent", "seat": 0, "card": {"x": 1}, "targets": []})
    refused(tmp_path, doc, f"$.actions[{len(doc['actions']) - 1}].card")


def test_a_zone_twice(tmp_path):
    doc = fresh_doc("sandbox")
    doc["initial"]["zones"].append(dict(doc["initial"]["zones"][1]))
    refused(tmp_path, doc, "appears twice")


def test_forged_hash_over_broken_bookkeeping(tmp_path):
    """A forger who recomputes the hash still meets the game's schema."""
    doc = fresh_doc("jupai")
    doc["initial"]["data"]["players"][0]["uses"] = "x"
    refused(tmp_path, rehash(doc), "$.initial.data.players[0].uses")
    doc = fresh_doc("sanguozhi")
    doc["initial"]["data"]["seq"] = "P9:999"
    refused(tmp_path, rehash(doc), "$.initial.data.seq")


def test_bom_and_crlf_saves_open(tmp_path):
    doc = fresh_doc("jupai", moves=6)
    text = json.dumps(doc, indent=1).replace("\n", "\r\n")
    path = write(tmp_path, b"\xef\xbb\xbf" + text.encode("utf-8"), "bom.json")
    assert load_match(path, rules_for).state.hash() == doc["state_hash"]


# -- the parser's limits ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, words", [
    ('{"a": [1, 2', "line 1, column 12"),
    ("[" * 100_000 + "]" * 100_000, "nested more than"),
    ('{"a": "\\udfff"}', "$.a"),
    ('{"\\ud800": 1}', "surrogate"),
    ('[NaN]', "$[0]"),
])
def test_parse_limits(text, words):
    with pytest.raises(FileRefused) as info:
        files.parse_json(text, "f.json")
    assert words in str(info.value) and "f.json" in str(info.value)


def test_size_is_checked_before_reading(tmp_path, monkeypatch):
    big = tmp_path / "big.json"
    with open(big, "wb") as f:
        f.truncate(50_000_000)  # sparse: 50 MB that nobody reads
    opened = []
    monkeypatch.setattr("builtins.open", lambda *a, **k: opened.append(a) or (_ for _ in ()).throw(AssertionError))
    with pytest.raises(FileRefused) as info:
        files.read_bytes(big, 1_000_000)
    assert "50,000,000 bytes" in str(info.value) and not opened


def test_not_utf8_names_the_byte(tmp_path):
    p = write(tmp_path, b'{"a": "\xff"}', "x.json")
    with pytest.raises(FileRefused, match="byte 7"):
        files.read_json(p, 1000)


# -- the schemas are declared, valid, and accept what the games make ------------------------------------------

def _game_validator(game: str):
    rules = rules_for(game)
    return files.schema_validator(type(rules).__module__.rpartition(".")[0], rules.state_schema)


def _check_state(st, where: str) -> None:
    doc = {"format": "paizhuo-save", "schema": 1, "game": st.game, "initial": st.to_dict(), "actions": [],
           "state_hash": "0" * 64}
    core = files.schema_validator("desktop.core", "save_schema.json")
    errors = [e.message for e in core.iter_errors(doc)] + [e.message for e in _game_validator(st.game).iter_errors(st.to_dict())]
    assert not errors, f"{where}: {errors[:3]}"


@pytest.mark.parametrize("game, options, seats", [
    ("jupai", {}, 2), ("jupai", {}, 6), ("jupai", {"mode": "advanced"}, 4), ("jupai", {"mode": "advanced"}, 6),
    ("sanguozhi", {}, 2), ("sanguozhi", {}, 3), ("sandbox", {"deck": "double108"}, 3),
])
def test_every_state_of_random_play_fits_the_schemas(game, options, seats):
    rules = rules_for(game)
    for seed in range(3):
        rng = random.Random(seed)
        st = rules.new_game([f"P{i + 1}" for i in range(seats)], dict(options), seed)
        for n in range(400):
            if n % 5 == 0:
                _check_state(st, f"{game} seed {seed} move {n}")
            if rules.is_over(st):
                break
            legal = rules.legal_actions(st, rules.to_act(st))
            if not legal:
                break
            rules.apply(st, rng.choice(legal))
        _check_state(st, f"{game} seed {seed} end")


def test_every_scenario_table_fits_the_schemas():
    scenarios = sorted((ROOT / "tests" / "scenarios").glob("*/*.json"))
    assert len(scenarios) > 50
    for path in scenarios:
        spec = json.loads(path.read_text(encoding="utf-8"))
        _check_state(rules_for(spec["game"]).scenario_state(spec), path.name)


def test_every_golden_save_and_every_table_on_its_way_fit_the_schemas():
    """The golden games are long seeded games of both rule sets (combat, chains, trades): every 60th table."""
    from desktop.core.actions import action_from_dict
    from desktop.core.state import GameState
    for path in sorted((ROOT / "tests" / "fixtures" / "golden").glob("*.json")):
        doc = files.read_json(path, 5_000_000)
        files.validate(doc, files.schema_validator("desktop.core", "save_schema.json"), path.name)
        rules = rules_for(doc["game"])
        st = GameState.from_dict(doc["initial"])
        for k, a in enumerate(doc["actions"]):
            if k % 60 == 0:
                _check_state(st, f"{path.name} move {k}")
            rules.apply(st, action_from_dict(a, doc["game"]))
        _check_state(st, f"{path.name} end")
