#!/usr/bin/env python3
"""phase.rs: a face-down permanent whose morph cost has an X is never offered turning face up (CR 107.3d, 702.37e).

107.3d (2026-04-17), in short: when a cost of a special action, a morph cost among them, has an X, the player taking
the action chooses X just before paying. 702.37e: any time they have priority, a player may turn a face-down
permanent they control with morph face up by paying its morph cost. So a morph cost of {X} can be paid with X = 0.

Played from a new game with phase-python alone: over four turns a player plays four Forests, then casts face down
(the engine's alternative cast, {3}) a creature card with "Morph {X}", and it resolves (a real card meets the same
with an X in the cost that turns it face up: a manifested Hangarback Walker, mana cost {X}{X}, 701.40b). Expected: the engine's legal actions offer
`TurnFaceUp` for it, as they do for the same card with "Morph {0}" (the script plays that game first). Actual: they
do not. Exits 1 when the deviation shows, 0 when it does not.
"""
from play import Play, database, verdict, face


def offered_after_cast(morph):
    engine = database(face("Hidden Strider", "Creature \u2014 Beast", "{5}{G}{G}", "Morph " + morph, power=5,
                           toughness=5, colors=["G"]))
    play = Play(engine, ["Hidden Strider"] * 3 + ["Forest"] * 10, seed=1)
    strider = play.cast_face_down("Hidden Strider", lands=4)
    if not play.obj(strider)["face_down"]:
        raise SystemExit("the creature is not face down")
    offered = any(a["type"] == "TurnFaceUp" and (a.get("data") or {}).get("object_id") == strider
                  for a in play.offered())
    print("Morph %s: cast face down, on the battlefield face down; TurnFaceUp offered: %s" % (morph, offered))
    return offered


offered_after_cast("{0}")
verdict("TurnFaceUp offered for a face-down permanent with Morph {X}", True, offered_after_cast("{X}"))
