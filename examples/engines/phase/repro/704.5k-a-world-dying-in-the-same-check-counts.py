#!/usr/bin/env python3
"""phase.rs: state-based actions are not performed at once: a world creature dying for its toughness in the same
check does not make the older world permanent go (CR 704.3, 704.5k).

704.3 (2026-04-17), in short: whenever a player would receive priority, all applicable state-based actions are
performed simultaneously as a single event. 704.5k: of two or more world permanents, all but the one that has had
the world supertype for the shortest time are put into their owners' graveyards.

Played from a new game with phase-python alone: a world enchantment is cast and resolves; then a 0/0 world
creature is cast and resolves. At the next check both 704.5f (toughness 0) and 704.5k apply.
Expected: both the creature and the enchantment are in the graveyard. Exits 1 when the deviation shows, else 0.
"""
from play import Play, database, face, verdict

engine = database(face("Ancient Grove", "World Enchantment", "{0}", colors=["G"]),
                  face("World Wisp", "World Creature \u2014 Spirit", "{0}", power=0, toughness=0, colors=["G"]))
play = Play(engine, ["Ancient Grove", "World Wisp"])
play.main_phase()
grove = play.cast_and_resolve("Ancient Grove")
wisp = play.cast_and_resolve("World Wisp")
verdict("zones of the wisp and the grove", ["Graveyard", "Graveyard"], [play.obj(wisp)["zone"], play.obj(grove)["zone"]])
