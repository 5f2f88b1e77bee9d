"""三国智 the Rules protocol in parts: new game, candidates, checks, perform, views, validation, hints."""
