#!/usr/bin/env python3
"""phase.rs: a token copy of a cloaked permanent that became a copy of another face-down permanent has no ward {2}
(CR 708.10, 707.2, 701.58a).

708.10 (2026-04-17), in short: a face-down permanent that becomes a copy of another permanent takes that permanent's
copiable values as modified by its own face-down status, so its characteristics stay the ones its face-down status
gives it. 701.58a: a cloaked permanent is a 2/2 face-down creature with ward {2}. 707.2: a copy takes the original's
copiable values, face-down status included. So a token copy of the cloaked permanent is a nameless 2/2 with ward {2}.

Played from a new game with phase-python alone. "Manifest the top card of your library." (Soul Summons' effect)
and "Cloak the top card of your library." put two face-down 2/2s onto the battlefield, the second with ward {2};
"Target permanent becomes a copy of target permanent." (Shapesharer's kind of effect) makes the cloaked one a copy of
the manifested one, and it still has ward {2}; "Create a token that's a copy of target permanent." copies it.
Expected: the token has ward {2}. Actual: it has no keyword. Exits 1 when the deviation shows, 0 when it does not.
"""
from play import Play, database, face, verdict

engine = database(face("Bear Cub", "Creature \u2014 Bear", "{0}", "", power=1, toughness=1, colors=["G"]),
                  face("Shroud", "Instant", "{0}", "Cloak the top card of your library.", colors=["W"]),
                  face("Summons", "Instant", "{0}", "Manifest the top card of your library.", colors=["G"]),
                  face("Mimic", "Instant", "{0}", "Target permanent becomes a copy of target permanent.", colors=["U"]),
                  face("Echo", "Instant", "{0}", "Create a token that's a copy of target permanent.", colors=["U"]))
# Nine cards: the opening hand is seven of them, and at this seed the two left in the library are Bear Cubs.
play = Play(engine, ["Shroud", "Summons", "Mimic", "Echo"] + ["Bear Cub"] * 5, seed=1)
library = [play.obj(i)["name"] for i in play.game.player(0)["library"]]
if library != ["Bear Cub", "Bear Cub"]:
    raise SystemExit("at this seed the library is not two Bear Cubs: %s" % library)
play.main_phase()


def keywords(oid):
    o = play.obj(oid)
    print("  %s: name %r, face down %s, %s/%s, keywords %s" % (
        oid, o["name"], o.get("face_down"), o["power"], o["toughness"], o["keywords"]))
    return o["keywords"]


manifested = play.cast_for_new("Summons")[0]
cloaked = play.cast_for_new("Shroud")[0]
print("the cloaked permanent:")
ward = keywords(cloaked)
play.cast_for_new("Mimic", cloaked, manifested)
print("the cloaked permanent, a copy of the manifested one:")
keywords(cloaked)
token = play.cast_for_new("Echo", cloaked)[0]
print("the token copy of it:")
verdict("the token's keywords", ward, keywords(token))
