"""三国智 engine, split along its sections; ``engine`` re-exports it.

``rules.py`` wraps this module in the Rules protocol (validation of actions,
legal action lists, views).  Everything here mutates a GameState in place and
appends events to a list; randomness comes from ``state.rng`` only.

Layout of ``state.data`` (JSON only):

* ``cards``: instance id → card definition id (secret for hidden cards in views)
* ``turn``, ``active`` (turn player), ``order`` (turn order), ``step``, ``stage``
* ``prio`` / ``passes``: who holds 行动权 and the pass count (D.5.2)
* ``decisions``: queue of pending choices (attackers, defenders, damage, discards …)
* ``chain``: the 连环, bottom first; ``waiting``: triggers not yet on the chain
* ``players``: per seat 粮草, open slots, per-turn counts, lost flags
* ``field``: per field card its runtime state (face, 横置, damage, readiness …)
* ``effects``: continuous effects created by resolved items, with durations
* ``combat``: the 战团 of the current battle
"""

from . import verbs  # noqa: E402,F401 - registers the effect vocabulary (desktop/games/sanguozhi/verbs.py)
