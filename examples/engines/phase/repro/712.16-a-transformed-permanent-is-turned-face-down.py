#!/usr/bin/env python3
"""phase.rs: a double-faced permanent that has transformed can be turned face down (CR 712.16).

712.16 (2026-04-17), in short: double-faced permanents can't be turned face down; if a spell or ability tries to,
nothing happens. (One that never transformed, phase.rs leaves face up.)

Played from a new game with phase-python alone: a double-faced creature is cast and resolves, is transformed twice
("Transform target permanent.", two {0} instants) and so is front face up again; "Turn target permanent face
down." (Ixidron-like, a {0} instant) targets it. Expected: it stays face up. Exits 1 when the deviation shows, 0
when it does not.
"""
from play import Play, database, face, verdict

engine = database((face("Village Guy", "Creature \u2014 Human", "{0}", power=2, toughness=2, colors=["G"]),
                   face("Night Guy", "Creature \u2014 Werewolf", power=4, toughness=4, colors=["G"])),
                  face("Moonlit Change", "Instant", "{0}", "Transform target permanent.", colors=["G"]),
                  face("Sunlit Change", "Instant", "{0}", "Transform target permanent.", colors=["G"]),
                  face("Hood", "Instant", "{0}", "Turn target permanent face down.", colors=["U"]))
play = Play(engine, ["Village Guy", "Moonlit Change", "Sunlit Change", "Hood"])
play.main_phase()
guy = play.cast_and_resolve("Village Guy")
for spell in ("Moonlit Change", "Sunlit Change", "Hood"):
    play.cast_and_resolve(spell, guy)
o = play.obj(guy)
verdict("face_down, name", [False, "Village Guy"], [o["face_down"], o["name"]])
