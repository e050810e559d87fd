#!/usr/bin/env python3
"""phase.rs: state-based actions one after another: a legend dying of lethal damage in the same check still counts
for the legend rule (CR 704.3, 704.5g, 704.5j).

704.3 (2026-04-17), in short: whenever a player would get priority, all applicable state-based actions are performed
simultaneously as a single event. 704.5g: a creature with lethal damage marked on it is destroyed. 704.5j: of two or
more legendary permanents with the same name, their controller keeps one and puts the rest into their owners'
graveyards.

Played from a new game with phase-python alone: two legendary creatures, a 1/1 and a 2/2, are cast and resolve; a
{0} instant deals 1 damage to the 2/2; then "Target permanent becomes a copy of another target permanent." makes the
2/2 a copy of the 1/1. At the next check both 704.5g (the copy, a 1/1 with 1 damage) and 704.5j (two legends of one
name) apply, at once (704.3): the controller chooses which legend to keep, and keeping the copy puts both into the
graveyard. Expected: the legend rule's choice asked (or the 1/1 gone). Actual: no choice is asked and the 1/1 stays:
the engine destroys the copy first, then finds a single legend. (The outcome equals one the player could choose,
keeping the 1/1; the other one, keeping the copy, is not offered.)
Exits 1 when the deviation shows, 0 when it does not.
"""
from play import Play, database, face, verdict

engine = database(face("Ayla, Ember Sworn", "Legendary Creature \u2014 Human Warrior", "{0}", power=1, toughness=1,
                       colors=["R"]),
                  face("Corin, Ash Warden", "Legendary Creature \u2014 Human Warrior", "{0}", power=2, toughness=2,
                       colors=["R"]),
                  face("Spark", "Instant", "{0}", "Spark deals 1 damage to any target.", colors=["R"]),
                  face("Mirror Change", "Instant", "{0}",
                       "Target permanent becomes a copy of another target permanent.", colors=["U"]))
play = Play(engine, ["Ayla, Ember Sworn", "Corin, Ash Warden", "Spark", "Mirror Change"])
play.main_phase()
ayla = play.cast_and_resolve("Ayla, Ember Sworn")
corin = play.cast_and_resolve("Corin, Ash Warden")
play.cast_and_resolve("Spark", corin)
play.cast_and_resolve("Mirror Change", corin, ayla)
asked = play.game.waiting_for()["type"] == "ChooseLegend" or any(
    a["type"] == "ChooseLegend" for a in play.offered())
print("the legend rule's choice asked: %s; zones: ayla %s, corin %s"
      % (asked, play.obj(ayla)["zone"], play.obj(corin)["zone"]))
verdict("the legend rule applied in the same check as the lethal damage (a choice asked, or the 1/1 gone)", True,
        asked or play.obj(ayla)["zone"] != "Battlefield")
