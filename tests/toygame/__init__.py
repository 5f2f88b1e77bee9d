"""A toy game ("high card") that proves a game plugs in with no edit outside its own folder (issue 11)."""
