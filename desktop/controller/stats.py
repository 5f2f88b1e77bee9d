"""Statistics: every finished game's result for each human seat, in a small SQLite file in the user data folder.

One row per human seat of a finished game (``results``) and one per bot opponent of that game (``opponents``),
so the dialog can say, per game and mode: games played, places, the win rate against each bot level and the
longest winning streak.  The standard library's ``sqlite3``; a damaged file is set aside and a new one begun,
never a reason for the table to fail.
"""

from __future__ import annotations

import sqlite3
from contextlib import closing
from dataclasses import dataclass, field
from pathlib import Path

from ..core.persistence import data_dir

SCHEMA = """
CREATE TABLE IF NOT EXISTS results (
    id INTEGER PRIMARY KEY,
    game_key TEXT NOT NULL,          -- one game played (the same key again replaces its rows: undo, play on)
    ended TEXT NOT NULL,             -- ISO date and time, UTC
    game TEXT NOT NULL,
    mode TEXT NOT NULL DEFAULT '',
    players INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    place INTEGER NOT NULL,          -- 1 = won (a shared first place too)
    places INTEGER NOT NULL,         -- how many places there were
    opponents TEXT NOT NULL          -- 'hard', 'easy+normal', 'human' …: the levels of the other seats
);
CREATE TABLE IF NOT EXISTS opponents (
    result_id INTEGER NOT NULL REFERENCES results(id) ON DELETE CASCADE,
    level TEXT NOT NULL              -- a bot level, or 'human'
);
CREATE INDEX IF NOT EXISTS results_game ON results(game, mode);
"""
VERSION = 1
HUMAN = "human"


def stats_path() -> Path:
    return data_dir() / "stats.sqlite3"


@dataclass
class LevelRow:
    level: str
    games: int
    wins: int

    @property
    def rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


@dataclass
class Summary:
    games: int = 0
    wins: int = 0
    places: dict[int, int] = field(default_factory=dict)   # place → how often
    levels: list[LevelRow] = field(default_factory=list)
    longest_streak: int = 0
    current_streak: int = 0

    @property
    def rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


class Stats:
    """The statistics file (opened per call: the table never holds it open)."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path if path is not None else stats_path()

    def _connect(self) -> sqlite3.Connection:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        try:
            con = self._open()
        except sqlite3.DatabaseError:
            # Not a database (damaged, or another file under this name): keep it aside, begin a new one.
            try:
                self.path.replace(self.path.with_suffix(".damaged"))
            except OSError:
                pass
            con = self._open()
        return con

    def _open(self) -> sqlite3.Connection:
        con = sqlite3.connect(str(self.path), timeout=5)
        con.execute("PRAGMA foreign_keys = ON")
        con.executescript(SCHEMA)
        (v,) = con.execute("PRAGMA user_version").fetchone()
        if v == 0:
            con.execute(f"PRAGMA user_version = {VERSION}")
        return con

    # ---- writing --------------------------------------------------------------------------
    def record(self, key: str, ended: str, game: str, mode: str | None, seats: list[dict],
               ranking: list[list[int]]) -> int:
        """Keep one finished game: ``seats`` as SeatConfig dicts (name, kind, bot), ``ranking`` as the rules give it.

        Returns the rows written (one per human seat); a game with no human seat writes none."""
        place_of = {s: k + 1 for k, group in enumerate(ranking) for s in group}
        n = len(seats)
        levels = [HUMAN if s.get("kind") != "bot" else str(s.get("bot", "")) for s in seats]
        written = 0
        with closing(self._connect()) as con, con:
            con.execute("DELETE FROM results WHERE game_key = ?", (key,))
            for seat, s in enumerate(seats):
                if s.get("kind") == "bot" or seat not in place_of:
                    continue
                others = [levels[k] for k in range(n) if k != seat]
                cur = con.execute(
                    "INSERT INTO results (game_key, ended, game, mode, players, seat, name, place, places, opponents)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (key, ended, game, mode or "", n, seat, str(s.get("name", "")), place_of[seat], len(ranking),
                     "+".join(sorted(set(others)))))
                rid = cur.lastrowid
                con.executemany("INSERT INTO opponents (result_id, level) VALUES (?, ?)",
                                [(rid, lv) for lv in sorted(set(others))])
                written += 1
        return written

    def reset(self) -> None:
        with closing(self._connect()) as con, con:
            con.execute("DELETE FROM opponents")
            con.execute("DELETE FROM results")

    # ---- reading --------------------------------------------------------------------------
    def games_played(self) -> list[tuple[str, str]]:
        """(game, mode) pairs with results, most played first."""
        with closing(self._connect()) as con:
            rows = con.execute("SELECT game, mode, COUNT(*) AS n FROM results GROUP BY game, mode ORDER BY n DESC, game, mode")
            return [(g, m) for g, m, _n in rows.fetchall()]

    def names(self) -> list[str]:
        with closing(self._connect()) as con:
            rows = con.execute("SELECT name, COUNT(*) AS n FROM results GROUP BY name ORDER BY n DESC, name")
            return [r[0] for r in rows.fetchall()]

    def summary(self, game: str | None = None, mode: str | None = None, name: str | None = None) -> Summary:
        """Games, wins, places, win rate against each level and streaks (``None`` = every game / mode / player)."""
        where, args = [], []
        for col, val in (("game", game), ("mode", mode), ("name", name)):
            if val is not None:
                where.append(f"r.{col} = ?")
                args.append(val)
        cond = (" WHERE " + " AND ".join(where)) if where else ""
        out = Summary()
        with closing(self._connect()) as con:
            rows = con.execute(f"SELECT r.id, r.place FROM results r{cond} ORDER BY r.ended, r.id", args).fetchall()
            out.games = len(rows)
            streak = 0
            for _rid, place in rows:
                out.places[place] = out.places.get(place, 0) + 1
                if place == 1:
                    out.wins += 1
                    streak += 1
                    out.longest_streak = max(out.longest_streak, streak)
                else:
                    streak = 0
            out.current_streak = streak
            lv = con.execute(
                f"SELECT o.level, COUNT(*), SUM(CASE WHEN r.place = 1 THEN 1 ELSE 0 END)"
                f" FROM results r JOIN opponents o ON o.result_id = r.id{cond}"
                f" GROUP BY o.level", args).fetchall()
        order = {"random": 0, "easy": 1, "normal": 2, "hard": 3, HUMAN: 4}
        out.levels = sorted((LevelRow(level, games, wins or 0) for level, games, wins in lv),
                            key=lambda r: (order.get(r.level, 9), r.level))
        return out


__all__ = ["Stats", "Summary", "LevelRow", "stats_path", "HUMAN"]
