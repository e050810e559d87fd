#!/usr/bin/env python3
"""phase.rs: a token copy of a double-faced permanent is single-faced; of a transformed one, front face up (CR 707.8a).

707.8a (2026-04-17), in short: a token made as a copy of a double-faced permanent is a double-faced token, each
face copying the same face of the original; a copy of one with its back face up enters with its back face up.

Played from a new game with phase-python alone: a double-faced creature is cast and resolves; "Create a token that's
a copy of target permanent." (a {0} instant) targets it, and "Transform target permanent." then targets that token.
The creature is transformed the same way and copied again.
Expected: the first token has a back face and transforms; the second is back face up with a front face to turn to
(`transformed` true, a `back_face`). Exits 1 when the deviation shows, 0 when it does not.
"""
from play import Play, database, face, verdict

engine = database((face("Village Guy", "Creature \u2014 Human", "{0}", power=2, toughness=2, colors=["G"]),
                   face("Night Guy", "Creature \u2014 Werewolf", power=4, toughness=4, colors=["G"])),
                  face("Moonlit Change", "Instant", "{0}", "Transform target permanent.", colors=["G"]),
                  face("Echo", "Instant", "{0}", "Create a token that's a copy of target permanent.", colors=["U"]))
play = Play(engine, ["Village Guy", "Echo", "Moonlit Change", "Moonlit Change", "Echo"])
play.main_phase()
guy = play.cast_and_resolve("Village Guy")
front = play.cast_for_new("Echo", guy)[0]
has_back = bool(play.obj(front).get("back_face"))
play.cast_and_resolve("Moonlit Change", front)
front = play.obj(front)
print("the copy of the front face up creature, told to transform: %s %s/%s" % (
    front["name"], front["power"], front["toughness"]))
play.cast_and_resolve("Moonlit Change", guy)
back = play.obj(play.cast_for_new("Echo", guy)[0])
print("the copy of the transformed creature: %s %s/%s" % (back["name"], back["power"], back["toughness"]))
verdict("first token: has a back face, transformed; second token: transformed, has a back face",
        [True, True, True, True],
        [has_back, bool(front["transformed"]), bool(back["transformed"]), bool(back.get("back_face"))])
