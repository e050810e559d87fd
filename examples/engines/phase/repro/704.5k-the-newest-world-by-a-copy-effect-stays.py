#!/usr/bin/env python3
"""phase.rs: the world rule keeps the permanent that became a world last, not the one that entered last
(CR 704.5k).

704.5k (2026-04-17), in short: of two or more world permanents, all but the one that has had the world supertype
for the shortest amount of time are put into their owners' graveyards.

Played from a new game with phase-python alone: a creature is cast and resolves, then a world enchantment; then
"Target permanent becomes a copy of another target permanent." (a {0} instant) makes the creature a copy of the
enchantment: the creature has had the world supertype only since then. Expected: the creature (now a copy) stays,
the enchantment goes. Exits 1 when the deviation shows, 0 when it does not.
"""
from play import Play, database, face, verdict

engine = database(face("Bear", "Creature \u2014 Bear", "{0}", power=2, toughness=2, colors=["G"]),
                  face("Young Grove", "World Enchantment", "{0}", colors=["G"]),
                  face("Mirror Change", "Instant", "{0}", "Target permanent becomes a copy of another target permanent.",
                       colors=["U"]))
play = Play(engine, ["Bear", "Young Grove", "Mirror Change"])
play.main_phase()
bear = play.cast_and_resolve("Bear")
grove = play.cast_and_resolve("Young Grove")
play.cast_and_resolve("Mirror Change", bear, grove)
print("the bear is now %r" % play.obj(bear)["name"])
verdict("zones of the bear and the grove", ["Battlefield", "Graveyard"],
        [play.obj(bear)["zone"], play.obj(grove)["zone"]])
