"""The effect-verb registry: one registration per verb holds its parameters, its code and its texts, and the
card loader, the engine and the starter-set generator all read it."""

from __future__ import annotations

import json
import re

import pytest

from desktop.games import rules_for
from desktop.games.sanguozhi import cardtext, verbs
from desktop.games.sanguozhi import engine as E
from desktop.games.sanguozhi.cards import CardDataError, card_db, check_card
from desktop.games.sanguozhi.paths import cards_dir

REG = verbs.registry()
FIELD = re.compile(r"\{(\w+)\}")
KNOWN_FIELDS = {"player", "player_s", "player_of", "their", "their_p", "_s", "_es", "have", "has", "gets", "its",
                "s", "n_a", "when", "when_c", "them", "found"}


def _sample(v: verbs.Verb) -> dict:
    """A minimal valid effect of verb ``v`` (every required parameter, declared targets t1/p1/c1)."""
    e: dict = {"do": v.name}
    sample = {verbs.PLAYER: "you", verbs.CARD: "t1", verbs.CARD1: "t1", verbs.CARD_OR_PLAYER: "t1",
              verbs.CHAIN_ITEM: "c1", verbs.AMOUNT: 1, verbs.AMOUNT_OR_ALL: 1, verbs.STAT: "attack",
              verbs.ROLE: "副将", verbs.ROLES: ["副将"], verbs.BOOL: True, verbs.FILTER: {"type": "将领"},
              verbs.ABILITY: {"kind": "static", "effects": []}}
    for k, p in v.params.items():
        if p.required:
            e[k] = p.choices[0] if p.kind == verbs.CHOICE else sample[p.kind]
    if v.continuous:
        e["duration"] = "this_turn"
    return e


def _card(effect: dict) -> dict:
    return {"id": "X-1", "name": "X", "type": "谋略", "use": {
        "targets": [{"id": "t1", "pick": "card", "filter": {"type": "将领"}},
                    {"id": "c1", "pick": "chain_item"}], "effects": [effect]}}


def test_every_verb_has_code_and_texts():
    assert len(REG) >= 34
    for name, v in REG.items():
        if v.continuous:
            assert v.layer in (verbs.TEXT, verbs.PLAYER_VALUES, verbs.CARD_VALUES, verbs.NO_LAYER), name
            assert (v.apply is verbs.no_code) == (v.layer is verbs.NO_LAYER), name
        else:
            assert callable(v.run), name
        for lang in ("zh_CN", "en"):
            fields = set(FIELD.findall(v.text[lang]))
            assert fields <= KNOWN_FIELDS | set(v.params) | _words(v, lang), (name, lang, fields)


def _words(v: verbs.Verb, lang: str) -> set:
    return set(v.words(_sample(v), lang)) if v.words else set()


@pytest.mark.parametrize("name", sorted(REG))
def test_the_loader_checks_effects_against_the_registration(name):
    v = REG[name]
    check_card(_card(_sample(v)))  # the registered parameters are enough
    with pytest.raises(CardDataError, match="unknown key"):
        check_card(_card(dict(_sample(v), colour="red")))
    for k in v.required():
        bad = _sample(v)
        del bad[k]
        with pytest.raises(CardDataError, match="missing required key"):
            check_card(_card(bad))


def test_every_effect_in_the_card_files_is_a_registered_verb():
    seen = set()

    def walk(o):
        if isinstance(o, dict):
            if "do" in o:
                seen.add(o["do"])
            for x in o.values():
                walk(x)
        elif isinstance(o, list):
            for x in o:
                walk(x)
    for p in cards_dir().glob("*.json"):
        walk(json.loads(p.read_text(encoding="utf-8")))
    assert seen and seen <= set(REG)


def test_the_engine_runs_the_registered_code(monkeypatch):
    calls = []
    v = REG["gain_liangcao"]
    monkeypatch.setitem(REG, "gain_liangcao", verbs.Verb(v.name, False, v.params, v.text,
                                                         run=lambda st, e, c, ev: calls.append(e["n"])))
    st = rules_for("sanguozhi").new_game(["A", "B"], {}, 1)
    E.one_shot(st, {"do": "gain_liangcao", "player": "you", "n": 4}, {"ctl": 0, "src": None, "targets": {}}, [])
    assert calls == [4]


def test_starter_texts_are_rendered_from_the_data():
    for c in card_db().by_id.values():
        if c.get("test"):
            continue
        for lang in ("zh_CN", "en"):
            rendered = cardtext.card_text(c, lang)
            if rendered:  # cards without rules text (plain 兵权, 阵型) carry a description instead
                assert c["display"][lang]["text"] == rendered, (c["id"], lang)
        assert c["display"]["zh_TW"]["text"] == cardtext.zh_tw(c["display"]["zh_CN"]["text"]), c["id"]


def test_texts_follow_the_data():
    ctx = cardtext.Ctx("将领")
    e = {"do": "damage", "target": "t1", "n": 3, "damage_kind": "permanent"}
    ctx = ctx.with_decls([{"id": "t1", "pick": "card", "filter": {"type": "将领", "controller": "enemies"}}])
    assert cardtext.effect_text(e, "zh_CN", ctx) == "对一名敌方将领造成3点永久伤害"
    ctx = ctx.with_decls([{"id": "t1", "pick": "card", "filter": {"type": "将领", "controller": "enemies"}}])
    assert cardtext.effect_text(e, "en", ctx) == "deal 3 permanent damage to target enemy general"
    draw = {"do": "draw", "player": "enemies", "n": 2}
    assert cardtext.effect_text(draw, "en", cardtext.Ctx("将领")) == "each enemy draws 2"
    assert cardtext.effect_text(dict(draw, player="you"), "en", cardtext.Ctx("将领")) == "draw 2"
