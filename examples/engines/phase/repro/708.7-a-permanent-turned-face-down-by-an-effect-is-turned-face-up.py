#!/usr/bin/env python3
"""phase.rs: a creature turned face down by an effect is turned face up by its controller's special action, though
it has no morph or disguise ability and was not manifested (CR 708.7, 701.40b, 702.37e).

708.7 (2026-04-17), in short: only the ability or rule that let a permanent be face down may let its controller turn
it face up. 701.40b gives that special action to a manifested permanent (paying its mana cost), 702.37e and
702.168d to a permanent with morph or disguise (paying that cost). "Turn target permanent face down." (Ixidron's
kind of effect) gives none.

Played from a new game with phase-python alone: a vanilla creature (no morph, no disguise; costing {0}) is cast and
resolves; "Turn target permanent face down." (a {0} instant) targets it and resolves. Expected: the engine offers no
`TurnFaceUp` for it, and it stays face down. Exits 1 when the deviation shows, 0 when it does not.
"""
from play import Play, database, face, verdict

engine = database(face("Plain Guy", "Creature \u2014 Human", "{0}", power=2, toughness=2, colors=["G"]),
                  face("Hide", "Instant", "{0}", "Turn target permanent face down.", colors=["U"]))
play = Play(engine, ["Plain Guy", "Hide"])
play.main_phase()
guy = play.cast_and_resolve("Plain Guy")
play.cast_and_resolve("Hide", guy)
if not play.obj(guy)["face_down"]:
    raise SystemExit("the engine did not turn the creature face down")
offered = [a for a in play.offered() if a["type"] == "TurnFaceUp" and a["data"]["object_id"] == guy]
print("TurnFaceUp offered for it: %s" % bool(offered))
if offered:
    play.take("TurnFaceUp", object_id=guy)
verdict("face_down after the engine's offered actions", True, play.obj(guy)["face_down"])
