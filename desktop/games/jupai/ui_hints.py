"""How each 劇牌 action is made on the table (UI-neutral; see desktop/core/rules.py UiHint)."""

from __future__ import annotations

from ...core.actions import Action
from ...core.errors import QT_TRANSLATE_NOOP as N
from ...core.rules import UiHint
from ...core.state import GameState
from . import actions as A
from .table import t, z

_LABELS = {
    A.Pass: N("Actions", "Pass"),
    A.Reequip: N("Actions", "Re-equip"),
    A.PurgeDone: N("Actions", "Stop purging"),
    A.Done: N("Actions", "Done"),
    A.Pause: N("Actions", "Pause (暫停)"),
    A.Resume: N("Actions", "Resume"),
    A.Concede: N("Actions", "Concede (認輸)"),
    A.Exchange: N("Actions", "Exchange hand (交換)"),
    A.RoleChange: N("Actions", "Role change (角色更換)"),
    A.Background: N("Actions", "Background text (信息補充)"),
}


def hint(st: GameState, a: Action) -> UiHint:
    name = st.seats
    if isinstance(a, A.Act):
        return UiHint(card=a.card, zone=z(a.target, "play"), group=a.source,
                      label=N("Actions", "Play {card} against {target} ({source})"),
                      args={"card": a.card, "target": name[a.target]["name"], "source": a.source})
    if isinstance(a, A.Respond):
        return UiHint(card=a.card, zone=z(a.seat, "play"), group=a.source,
                      label=N("Actions", "Answer with {card} ({source})"), args={"card": a.card, "source": a.source})
    if isinstance(a, A.Purge):
        return UiHint(card=a.card, zone=t("discard"), group="purge",
                      label=N("Actions", "Purge with {card}"), args={"card": a.card})
    if isinstance(a, A.PurgePick):
        return UiHint(card=a.card, zone=t("discard"), group="purge",
                      label=N("Actions", "Discard collected {card}"), args={"card": a.card})
    if isinstance(a, A.PlayOut):
        return UiHint(card=a.card, zone=t("discard"), group="playout",
                      label=N("Actions", "Discard {card}"), args={"card": a.card})
    if isinstance(a, A.PlunderGive):
        return UiHint(card=a.card, zone=z(st.data["plunder"]["plunderer"], "hand"), group="plunder",
                      label=N("Actions", "Give {card} to the plunderer"), args={"card": a.card})
    if isinstance(a, A.TradeOffer):
        return UiHint(card=a.card, zone=z(a.seat, "play"), group="trade",
                      label=N("Actions", "Offer {card} in trade"), args={"card": a.card})
    if isinstance(a, A.Abandon):
        if a.card is None:
            return UiHint(card=None, zone=None, group="gesture", label=N("Actions", "Abandon (棄局)"), args={})
        return UiHint(card=a.card, zone=z(a.seat, "collected"), group="gesture",
                      label=N("Actions", "Abandon this round, paying {card} (棄局)"), args={"card": a.card})
    if isinstance(a, A.Rearm):
        return UiHint(card=None, zone=None, group="upkeep", args={},
                      label=N("Actions", "Rearm") if a.accept else N("Actions", "Do not rearm"))
    if isinstance(a, A.OptIn):
        return UiHint(card=None, zone=None, group="upkeep", args={},
                      label=N("Actions", "Opt in (加入情況)") if a.accept else N("Actions", "Stay out"))
    if isinstance(a, A.TradeChoice):
        return UiHint(card=None, zone=None, group="trade", args={},
                      label=N("Actions", "Score the trade") if a.score else N("Actions", "Void the action"))
    if isinstance(a, A.Vote):
        return UiHint(card=None, zone=None, group="vote", args={},
                      label=N("Actions", "Vote yes: place my collected pile") if a.yes else N("Actions", "Vote no"))
    if isinstance(a, A.Yield):
        return UiHint(card=None, zone=None, group="gesture", args={"name": name[a.to]["name"]},
                      label=N("Actions", "Yield my position to {name} (讓位)"))
    if isinstance(a, A.AnswerYield):
        return UiHint(card=None, zone=None, group="gesture", args={},
                      label=N("Actions", "Accept the offered position") if a.accept else N("Actions", "Decline the offer"))
    if isinstance(a, A.Reshuffle):
        return UiHint(card=None, zone=None, group="gesture", args={"way": a.way},
                      label=N("Actions", "Reshuffle, way {way} (重洗)"))
    return UiHint(card=None, zone=None, group="gesture" if getattr(a, "gesture", False) else "turn",
                  label=_LABELS.get(type(a), type(a).__name__), args={})
