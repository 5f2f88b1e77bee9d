"""劇牌's part of the game-over dialog: each seat's standing and the §6.4 tie-breaks that decided places,
in words (rules/jupai.md §6.4: going out first; then fewer burden cards, fewer collected cards, a lower
total value of the burden cards; withdrawn players below, conceded players last)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ....core.zones import zone_id


def tr(text: str) -> str:
    return QCoreApplication.translate("GameOver", text)


def _key(st, s: int) -> tuple[int, int, int]:
    from ....games.jupai.table import burden_cards, value
    bc = burden_cards(st, s)
    return len(bc), len(st.zones[zone_id(s, "collected")].cards), sum(value(st, c) for c in bc)


def result_parts(plugin, seat: int, view) -> list[str]:
    st = plugin.ctl.state
    d = st.data
    status = d["players"][seat]["status"]
    parts = []
    if any(seat in g for g in d.get("finish") or []):
        parts.append(QCoreApplication.translate("GameOver", "went out"))
    elif status == "withdrawn":
        parts.append(QCoreApplication.translate("GameOver", "withdrew (棄局)"))
    elif status == "conceded":
        parts.append(QCoreApplication.translate("GameOver", "conceded (認輸)"))
    n, col, _v = _key(st, seat)
    parts.append(QCoreApplication.translate("TableScene", "burden %n", "", n))
    parts.append(QCoreApplication.translate("GameOver", "%n collected", "", col))
    return parts


def ranking_notes(plugin, view, ranking: list) -> list[str]:
    ctl = plugin.ctl
    st = ctl.state
    d = st.data
    sep = QCoreApplication.translate("App", ", ")
    names = lambda g: sep.join(ctl.name(s) for s in g)  # noqa: E731
    finish = [list(g) for g in d.get("finish") or []]
    notes = []
    for k, g in enumerate(finish):
        if k == 0:
            notes.append((QCoreApplication.translate("GameOver", "%1 went out first (no burden left) [§6.4]") if len(g) == 1 else
                          QCoreApplication.translate("GameOver", "%1 went out at the same time and share the place [§6.4]")).replace("%1", names(g)))
        else:
            notes.append(QCoreApplication.translate("GameOver", "%1 went out next [§6.4]").replace("%1", names(g)))
    out = {s for g in finish for s in g}
    rest = [g for g in ranking if not (set(g) & out) and all(d["players"][s]["status"] == "active" for s in g)]
    for a, b in zip(rest, rest[1:]):
        ka, kb = _key(st, a[0]), _key(st, b[0])
        who = QCoreApplication.translate("GameOver", "%1 ahead of %2").replace("%1", names(a)).replace("%2", names(b))
        if ka[0] != kb[0]:
            why = QCoreApplication.translate("GameOver", "fewer burden cards (%1 against %2)").replace("%1", str(ka[0])).replace("%2", str(kb[0]))
        elif ka[1] != kb[1]:
            why = QCoreApplication.translate("GameOver", "the same burden (%1), fewer collected cards (%2 against %3)").replace(
                "%1", str(ka[0])).replace("%2", str(ka[1])).replace("%3", str(kb[1]))
        else:
            why = QCoreApplication.translate("GameOver", "the same burden and collected cards, a lower total card value (%1 against %2)").replace(
                "%1", str(ka[2])).replace("%2", str(kb[2]))
        notes.append(QCoreApplication.translate("GameOver", "%1: %2 [§6.4]").replace("%1", who).replace("%2", why))
    for g in rest:
        if len(g) > 1:
            notes.append(QCoreApplication.translate("GameOver", "%1 share a place: the same burden, collected cards and card values [§6.4]").replace(
                "%1", names(g)))
    wd = [s for s in d.get("withdrawn") or []]
    if wd:
        notes.append(QCoreApplication.translate("GameOver", "%1 withdrew (棄局) and rank below the players still in; an earlier withdrawal ranks lower [§6.4]")
                     .replace("%1", names(wd)))
    cd = [s for s in d.get("conceded") or []]
    if cd:
        notes.append(QCoreApplication.translate("GameOver", "%1 conceded (認輸) and rank last; an earlier concession ranks lower [§6.4]").replace("%1", names(cd)))
    return notes
