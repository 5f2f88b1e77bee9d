"""劇牌 Ju Pai: the basic and the advanced game (rules/jupai.md)."""
