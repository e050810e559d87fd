#!/usr/bin/env python3
"""phase.rs: a face-down permanent that has lost all abilities is turned face up for its morph cost (CR 702.37e).

702.37e (2026-04-17), in short: a face-down permanent with a morph ability may be turned face up by paying the morph
cost it would have if it were face up; if it would have no morph cost face up, it cannot be turned face up this way.
A permanent under a "loses all abilities" effect (613.1f) would have no morph ability face up. (702.168d says the
same of disguise.)

Played from a new game with phase-python alone: over three turns a player plays three Forests, then casts a creature
card with "Morph {0}" face down for {3} (the engine's alternative cast) and it resolves; "Target creature loses all
abilities." (Humble's and Turn to Frog's effect, a {0} instant here) targets the face-down creature and resolves.
Expected: the engine no longer offers TurnFaceUp for it, and it stays face down. Exits 1 when the deviation shows,
0 when it does not.
"""
from play import Play, database, face, verdict

engine = database(face("Hidden Strider", "Creature \u2014 Beast", "{5}{G}{G}", "Morph {0}", power=5, toughness=5,
                       colors=["G"]),
                  face("Quiet Hush", "Instant", "{0}", "Target creature loses all abilities.", colors=["G"]))
play = Play(engine, ["Hidden Strider"] * 3 + ["Quiet Hush"] * 3 + ["Forest"] * 10, seed=1)
strider = play.cast_face_down("Hidden Strider")
print("cast face down: face_down=%s zone=%s" % (play.obj(strider)["face_down"], play.obj(strider)["zone"]))
play.cast_and_resolve("Quiet Hush", strider)
offered = any(a["type"] == "TurnFaceUp" and (a.get("data") or {}).get("object_id") == strider for a in play.offered())
print("TurnFaceUp offered after it lost all abilities: %s" % offered)
if offered:
    play.take("TurnFaceUp", object_id=strider)
verdict("face_down", True, play.obj(strider)["face_down"])
