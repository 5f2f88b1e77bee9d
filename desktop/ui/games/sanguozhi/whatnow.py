"""三国智's "what now" line: the expected decision from the step, the chain and the pending choice
(rules/sanguozhi.md D.4, D.6, D.7, D.10), in words; only the viewer's view and legal actions are read."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def tr(text: str) -> str:
    return QCoreApplication.translate("WhatNow", text)


def what_now(plugin, view, seat: int) -> str | None:
    d = view.data or {}
    kinds = {a.kind for a in plugin.ctl.legal(seat)}
    step = d.get("step", "")
    if "ChooseFirstPlayer" in kinds:
        return QCoreApplication.translate("WhatNow", "Setup: choose who plays first.")
    if {"KeepHand", "Mulligan"} & kinds:
        return QCoreApplication.translate("WhatNow", "Setup: keep your opening hand, or take a mulligan (draw a new hand).")
    if "PutTrigger" in kinds:  # "Decide: choose in the side panel …" did not say whose effect it was
        names = []
        for a in plugin.ctl.legal(seat):
            src = plugin.trigger_source(a.trigger) if a.kind == "PutTrigger" else None
            if src and plugin.name_of(src) not in names:
                names.append(plugin.name_of(src))
        if names:
            return QCoreApplication.translate("WhatNow", "Triggered effect of %1: use it or not (side panel or action bar).") \
                .replace("%1", ", ".join(names))
    if d.get("decisions") and not kinds <= {"Pass", "Concede"}:
        return QCoreApplication.translate("WhatNow", "Decide: choose in the side panel or in the action bar.")
    if d.get("chain"):
        return QCoreApplication.translate("WhatNow", "A chain is open: answer it at response speed (a strategy, event or ability), or pass to let it resolve.")
    # Only the seat that declares is told to drag: after the attackers are declared the attacker holds 行动权
    # too (D.7), and was told "Defence: drag generals … to block" while the other player had already decided.
    if "DeclareAttacker" in kinds:
        return QCoreApplication.translate("WhatNow", "Attack: drag your generals into the battle box to declare them attackers, then end the attack.")
    if "DeclareDefender" in kinds:
        return QCoreApplication.translate("WhatNow", "Defence: drag generals into the battle box to block, then end the defence.")
    if {"PlaceDamage", "AssignDamage"} & kinds:
        return QCoreApplication.translate("WhatNow", "Combat damage: place the points on the generals, in the side panel.")
    if step == "battle_attack":
        return QCoreApplication.translate("WhatNow", "Attackers declared: use a strategy, event or ability now, or pass to the defence.")
    groups = (d.get("combat") or {}).get("groups") or []
    if step == "battle_defend" and groups and not any(g.get("def") or g.get("blocked") for g in groups):
        # "Defenders declared" read as if someone blocked after the defender had declined
        return QCoreApplication.translate("WhatNow", "No blockers: the attack goes through unless you answer now (a strategy, event or ability), or pass to the damage.")
    if step == "battle_defend":
        return QCoreApplication.translate("WhatNow", "Defenders declared: use a strategy, event or ability before the damage, or pass.")
    if step == "main":
        return QCoreApplication.translate("WhatNow", "Main phase: set or deploy generals, place command cards, set or use strategies (drag from your hand), or pass.")
    if step == "draw":
        return QCoreApplication.translate("WhatNow", "Draw phase: use a strategy or event now, or pass.")
    if step.startswith("battle"):
        return QCoreApplication.translate("WhatNow", "Battle: use a strategy, event or ability now, or pass.")
    if step == "end":
        return QCoreApplication.translate("WhatNow", "End phase: use a strategy or event now, or pass.")
    return None
