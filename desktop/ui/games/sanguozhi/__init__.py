"""三国智 on the table: the game map, card faces, the chain and combat panels, card detail and the deck editor."""
