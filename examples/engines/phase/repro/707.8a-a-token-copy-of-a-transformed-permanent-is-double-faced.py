#!/usr/bin/env python3
"""phase.rs: a token copy of a transformed double-faced permanent is single-faced, front face up (CR 707.8a).

707.8a (2026-04-17), in short: a token made as a copy of a double-faced permanent is a double-faced token, each
face copying the same face of the original; a copy of one with its back face up enters with its back face up.

Played from a new game with phase-python alone: a double-faced creature is cast, resolves and is transformed
("Transform target permanent."); "Create a token that's a copy of target permanent." (a {0} instant) targets it.
Expected: the token is back face up with a front face to turn to (`transformed` true, a `back_face`).
Exits 1 when the deviation shows, 0 when it does not.
"""
from play import Play, database, face, verdict

engine = database((face("Village Guy", "Creature \u2014 Human", "{0}", power=2, toughness=2, colors=["G"]),
                   face("Night Guy", "Creature \u2014 Werewolf", power=4, toughness=4, colors=["G"])),
                  face("Moonlit Change", "Instant", "{0}", "Transform target permanent.", colors=["G"]),
                  face("Echo", "Instant", "{0}", "Create a token that's a copy of target permanent.", colors=["U"]))
play = Play(engine, ["Village Guy", "Moonlit Change", "Echo"])
play.main_phase()
guy = play.cast_and_resolve("Village Guy")
play.cast_and_resolve("Moonlit Change", guy)
play.cast_and_resolve("Echo", guy)
token = next(o for o in play.game.battlefield() if o.get("is_token"))
print("the token: %s %s/%s" % (token["name"], token["power"], token["toughness"]))
verdict("token transformed, has a back face", [True, True], [bool(token["transformed"]), bool(token.get("back_face"))])
