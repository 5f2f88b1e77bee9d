"""三国智 tables the rules cannot play (new-game options, loaded tables): one translatable sentence each.

``TableError`` is a ``ValueError`` (callers that catch ValueError keep working) and a ``FileRefused``: its
text is an English ``Files`` source with ``{fields}``, so a save refusal that carries it as its detail is
shown whole in the reader's language (``FileRefused.message`` translates a nested refusal as well).
Texts describing a loaded table are clauses ("its turn order …") that finish "{file} has an impossible
table: {detail}."; new-game option texts are sentences.
"""

from __future__ import annotations

from ....core.errors import QT_TRANSLATE_NOOP as N
from ....core.errors import FileRefused


class TableError(FileRefused, ValueError):
    """A 三国智 table or option set that cannot be played; ``str()`` is the English sentence."""


# new-game options (D.9)
O_UNKNOWN = N("Files", "The option {key} is not an option of 三国智.")
O_CHOICE = N("Files", "The option {key} must be one of {values}, not {value}.")
O_BOOL = N("Files", "The option {key} must be true or false.")
O_COUNT = N("Files", "The option {key} must be a whole number from 0 up.")
O_BONUS = N("Files", "The option zhujiang_bonus must give attack, health and threshold as whole numbers.")
O_PLAYERS = N("Files", "三国智 is played by 2 to 6 players, not {n}.")
O_TEAMS = N("Files", "The option teams must name every seat once.")
O_DECKS = N("Files", "The option decks must name one deck per seat.")
O_DECK_RULES = N("Files", "The deck of {seat} breaks the deck rules: {problems}.")
# §1.2.4.1: seats alternate between teams
O_TEAM_SIZES = N("Files", "Teams of {sizes} players cannot alternate round the table: every team needs as many players as the others (三国智 §1.2.4.1).")
O_TEAM_NEIGHBOURS = N("Files", "{first} and {second} are allies sitting side by side: seats alternate between teams (三国智 §1.2.4.1).")
O_TEAM_ORDER = N("Files", "Seats alternate between the teams in a fixed order round the table: {seat} should be an ally of {other} (三国智 §1.2.4.1).")

# a loaded table (docs/files.md: "{file} has an impossible table: {detail}.")
T_GAME = N("Files", "it is not a 三国智 table")
T_INCOMPLETE = N("Files", "its bookkeeping lacks {keys}")
T_CARD_LIST = N("Files", "its card list is malformed")
T_UNKNOWN_DEF = N("Files", "card {card} names the unknown card definition {definition}")
T_PLAYERS = N("Files", "it has {records} player records for {seats} seats")
T_ZONES = N("Files", "its zones are not those of a 三国智 table")
T_ZONE_CARDS = N("Files", "zone {zone} holds something that is not a card of this table")
T_TWICE = N("Files", "card {card} lies in two places")
T_MISSING = N("Files", "cards {cards} lie nowhere")
T_CAPACITY = N("Files", "zone {zone} holds {n} cards, more than its {cap}")
T_ORDER = N("Files", "its turn order is not an order of its {n} seats")
T_STEP = N("Files", "it is at an unknown step {step}")
T_FIELD_UNKNOWN = N("Files", "it keeps a field record of the unknown card {card}")
T_OPTION = N("Files", "its options cannot be played: {problem}")
# invariants (they hold after every action; a table that breaks one was not made by the rules)
I_CAP = N("Files", "{seat} has {lc} 粮草, above the cap {cap}")
I_DEPUTIES = N("Files", "{seat} has {n} 副将槽, more than {max}")
I_OFF_FIELD = N("Files", "the field card {card} is not on the field")
I_NO_RECORD = N("Files", "{card} in {zone} has no field record")
I_NOT_GENERAL = N("Files", "{card} in {zone} is not a 将领")
I_LONE_TREASURE = N("Files", "{zone} holds a 宝物 without a general")
I_LONE_CHAIN = N("Files", "{card} lies in the chain area without a chain item")
