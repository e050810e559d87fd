#!/usr/bin/env python3
"""phase.rs: a double-faced card put onto the battlefield transformed triggers its "whenever this transforms"
ability, as if it had transformed (CR 701.27a, 712.14a).

701.27a (2026-04-17), in short: to transform a permanent is to turn it over so that its other face is up. 712.14a:
a double-faced card a spell or ability puts onto the battlefield "transformed" enters with its back face up. It
enters that way: no permanent was turned over, so nothing transformed and "whenever ~ transforms" does not trigger.

Played from a new game with phase-python alone: a double-faced creature whose faces both say "Whenever ~
transforms, put a +1/+1 counter on ~." is cast, resolves, and is destroyed; "Return target card from your
graveyard to the battlefield transformed." returns it. (The same card transformed by "Transform target
permanent." triggers once, as it should.) Expected: it is on the battlefield back face up and no ability has
triggered. Actual: its transforms ability triggers. Exits 1 when the deviation shows, 0 when it does not.
"""
from play import Play, database, face, verdict

PUP = "Whenever Moon Pup transforms, put a +1/+1 counter on Moon Pup."
WOLF = "Whenever Moon Wolf transforms, put a +1/+1 counter on Moon Wolf."
engine = database((face("Moon Pup", "Creature \u2014 Wolf", "{0}", PUP, power=2, toughness=2, colors=["G"]),
                   face("Moon Wolf", "Creature \u2014 Wolf", "", WOLF, power=4, toughness=4, colors=["G"])),
                  face("Doom", "Instant", "{0}", "Destroy target permanent.", colors=["B"]),
                  face("Raise", "Instant", "{0}",
                       "Return target card from your graveyard to the battlefield transformed.", colors=["B"]))
play = Play(engine, ["Moon Pup", "Doom", "Raise"])
play.main_phase()
pup = play.cast_and_resolve("Moon Pup")
play.cast_and_resolve("Doom", pup)
card = play.ids("Moon Pup", "Graveyard")[0]
play.cast_and_resolve("Raise", card)
now = play.obj(card)
triggered = [e for e in play.game.state()["state"]["stack"] if e["kind"]["type"] == "TriggeredAbility"]
print("returned: %s, %s, transformed %s; triggered abilities on the stack: %d"
      % (now["name"], now["zone"], now.get("transformed"), len(triggered)))
verdict("triggered abilities after it entered transformed", 0, len(triggered))
