"""劇牌's bot policy (the Normal level's rules of thumb, also Hard's root moves and playouts): ``basic`` for
§3–§6, ``advanced`` for the §7 layer.  The spec names it; the bots find it through ``GameSpec.policy``."""
