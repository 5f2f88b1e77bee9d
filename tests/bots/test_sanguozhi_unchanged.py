"""三国智's bots play exactly as recorded: the choices of Easy, Normal and Hard (fixed playouts) at seeded positions.

The 劇牌 advanced Hard is tuned through the generic search in ``desktop/bots/hard.py``; every such setting is
read from the game policy's ``HARD`` table, so 三国智 (whose table names none of them) must keep its choices.  The
recording (``data/sgz_choices.json``) is made from main alone, without the tuning (first on fec944a, again on
8a5ac0e after 三国智 Easy's easy_style landed there), by running this file from main's tree:

    python tests/bots/test_sanguozhi_unchanged.py --record

The positions come from two seeded games of Normal against Easy; at each of them Easy and Normal answer with
their own seeded rng, and at the positions Hard would search (several sensible moves, no clear best, a decision
that shapes the game) ``hard:20`` answers too — enough paired rounds for the race to drop moves.  Hard's own
rules of thumb (``HARD["smart"]``) are off here: they change its choices on purpose (tests/bots/test_sanguozhi_smart.py).
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

if __name__ == "__main__":  # run as a script from the repository root
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from desktop.bots.levels import make
from desktop.core.moves import plays
from desktop.games import rules_for

R = rules_for("sanguozhi")
DATA = Path(__file__).resolve().parent / "data" / "sgz_choices.json"
GAMES = ((["normal", "easy"], 61), (["easy", "normal"], 62))
HARD_POSITIONS = 30        # Hard's recorded searches
EVERY = 3                  # Easy and Normal are recorded at every EVERY-th decision with two or more plays


def record() -> list[dict]:
    """Play the seeded games; at the sampled positions note what each level chooses."""
    easy, normal, hard = make("easy"), make("normal"), make("hard:20")
    out: list[dict] = []
    searches = 0
    for lineup, seed in GAMES:
        drivers = [make(n) for n in lineup]
        st = R.new_game([f"{n}-{k}" for k, n in enumerate(lineup)], {}, seed)
        rng = random.Random(seed)
        k = 0
        while not R.is_over(st) and k < 4000:
            s = R.to_act(st)
            legal = R.legal_actions(st, s)
            view = R.view_for(st, s)
            if len(plays(legal)) >= 2 and k % EVERY == 0:
                row = {"seed": seed, "decision": k,
                       "easy": easy.choose(R, view, legal, 1.0, random.Random(k)).action.to_dict(),
                       "normal": normal.choose(R, view, legal, 1.0, random.Random(k)).action.to_dict()}
                if searches < HARD_POSITIONS:
                    c = hard.choose(R, view, legal, 1.0, random.Random(k))
                    if hard.stats.get("iterations"):  # it searched (not a direct answer)
                        row["hard"] = c.action.to_dict()
                        row["hard_playouts"] = hard.stats["iterations"]  # where the race settled, too
                        searches += 1
                out.append(row)
            R.apply(st, drivers[s].choose(R, view, legal, 1.0, rng).action)
            k += 1
    return out


def test_sanguozhi_bots_choose_as_recorded(monkeypatch):
    # Hard's own rules of thumb (``HARD["smart"]``, December 2026: the camp race) change its choices on purpose;
    # the recording checks Easy and Normal as they are and the generic search with those rules off
    from desktop.games.sanguozhi import policy as P
    monkeypatch.setitem(P.HARD, "smart", False)
    want = json.loads(DATA.read_text("utf-8"))
    got = record()
    assert sum("hard" in r for r in want) == HARD_POSITIONS
    assert len(got) == len(want)
    for g, w in zip(got, want):
        assert g == w, (g, w)


if __name__ == "__main__":
    if "--record" in sys.argv:
        DATA.parent.mkdir(exist_ok=True)
        rows = record()
        DATA.write_text(json.dumps(rows, ensure_ascii=False, indent=0) + "\n", encoding="utf-8")
        print(f"{len(rows)} positions, {sum('hard' in r for r in rows)} Hard searches -> {DATA}")
