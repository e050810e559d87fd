#!/usr/bin/env python3
"""phase.rs: a double-faced permanent that transforms while it is a copy of something keeps the copied values as its
card's faces once it leaves the battlefield (CR 712.8a, 400.7, 712.14a).

712.8a (2026-04-17), in short: a double-faced card in a zone other than the battlefield or the stack has only its
front face's characteristics. 400.7: a card that changes zones is a new object, so a copy effect that applied to the
permanent does not follow it. 712.14a: a double-faced card put onto the battlefield "transformed" enters with its
back face up.

Played from a new game with phase-python alone. A double-faced creature (2/2 front, 4/4 back) is cast; "Target
permanent becomes a copy of target permanent." (Shapesharer's kind of effect) makes it a copy of a 1/1 creature;
"Transform target permanent." transforms it (it is a double-faced card, 701.27a); "Destroy target permanent."
destroys it; "Return target card from your graveyard to the battlefield transformed." returns it. Expected: the card
in the graveyard is its front face (2/2, its own name), and it returns as its back face (4/4). Actual: it is the
copied 1/1 in the graveyard and back on the battlefield: transforming under the copy effect stored the copied values
as the card's other face. (Without the transform, the same steps give the right faces; that is printed too.)
Exits 1 when the deviation shows, 0 when it does not.
"""
from play import Play, database, face, verdict

engine = database((face("Moon Pup", "Creature \u2014 Wolf", "{0}", "", power=2, toughness=2, colors=["G"]),
                   face("Moon Wolf", "Creature \u2014 Wolf", "", "", power=4, toughness=4, colors=["G"])),
                  face("Bear Cub", "Creature \u2014 Bear", "{0}", "", power=1, toughness=1, colors=["G"]),
                  face("Mimic", "Instant", "{0}", "Target permanent becomes a copy of target permanent.", colors=["U"]),
                  face("Flip", "Instant", "{0}", "Transform target permanent.", colors=["U"]),
                  face("Doom", "Instant", "{0}", "Destroy target permanent.", colors=["B"]),
                  face("Raise", "Instant", "{0}",
                       "Return target card from your graveyard to the battlefield transformed.", colors=["B"]))


def shown(play, oid):
    o = play.obj(oid)
    return {"name": o["name"], "power": o["power"], "toughness": o["toughness"]}


def played(transform):
    """The card's face in the graveyard and back on the battlefield, with or without the transform."""
    play = Play(engine, ["Moon Pup", "Bear Cub", "Mimic", "Flip", "Doom", "Raise"])
    play.main_phase()
    pup = play.cast_and_resolve("Moon Pup")
    cub = play.cast_and_resolve("Bear Cub")
    play.cast_and_resolve("Mimic", pup, cub)
    if transform:
        play.cast_and_resolve("Flip", pup)
        print("  transformed as a copy: %s, transformed %s" % (shown(play, pup), play.obj(pup).get("transformed")))
    play.cast_and_resolve("Doom", pup)
    if play.obj(pup)["zone"] != "Graveyard":
        raise SystemExit("the card is in %s, not the graveyard" % play.obj(pup)["zone"])
    graveyard = shown(play, pup)
    play.cast_and_resolve("Raise", pup)
    returned = dict(shown(play, pup), transformed=play.obj(pup).get("transformed"))
    print("  in the graveyard: %s; returned transformed: %s" % (graveyard, returned))
    return {"in the graveyard": graveyard, "returned transformed": returned}


print("without the transform:")
played(False)
print("with the transform:")
actual = played(True)
verdict("the card's faces after it left", {
    "in the graveyard": {"name": "Moon Pup", "power": 2, "toughness": 2},
    "returned transformed": {"name": "Moon Wolf", "power": 4, "toughness": 4, "transformed": True}}, actual)
