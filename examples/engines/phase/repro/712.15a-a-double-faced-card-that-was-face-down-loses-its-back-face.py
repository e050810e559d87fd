#!/usr/bin/env python3
"""phase.rs: a double-faced card that was face down on the battlefield loses its back face for good: back in its
owner's hand and cast, the permanent cannot transform (CR 712.15, 712.15a, 400.7, 701.27a).

712.15 and 712.15a (2026-04-17), in short: a double-faced card put onto the battlefield face down has the face-down
characteristics while face down, can't transform then, and is still the double-faced card. 400.7 and 712.8a: once it
leaves the battlefield it is a new object, the double-faced card with its two faces; cast and resolved, the permanent
is represented by a double-faced card and transforms when told to (701.27a).

Played from a new game with phase-python alone. "Manifest the top card of your library." (Soul Summons' effect)
manifests a double-faced creature card (2/2 front, 4/4 back); "Return target permanent to its owner's hand." returns
it; it is cast from the hand and resolves; "Transform target permanent." targets it. Expected: the card in the hand
has its back face, and the permanent transforms into its 4/4 back face. Actual: the engine holds no back face for
that card in the hand (the other copies of the card there have theirs), and the transform does nothing. (Turned face
up on the battlefield instead, it cannot transform either.) Exits 1 when the deviation shows, 0 when it does not.
"""
from play import Play, database, face, verdict

engine = database((face("Pup Guy", "Creature \u2014 Wolf", "{0}", "", power=2, toughness=2, colors=["G"]),
                   face("Wolf Guy", "Creature \u2014 Wolf", "", "", power=4, toughness=4, colors=["G"])),
                  face("Summons", "Instant", "{0}", "Manifest the top card of your library.", colors=["G"]),
                  face("Flip", "Instant", "{0}", "Transform target permanent.", colors=["U"]),
                  face("Bounce", "Instant", "{0}", "Return target permanent to its owner's hand.", colors=["U"]))
# Eight cards: the opening hand is seven of them, and at this seed the one left in the library is a Pup Guy.
play = Play(engine, ["Summons", "Flip", "Bounce"] + ["Pup Guy"] * 5, seed=1)
library = [play.obj(i)["name"] for i in play.game.player(0)["library"]]
if library != ["Pup Guy"]:
    raise SystemExit("at this seed the library is not one Pup Guy: %s" % library)
play.main_phase()
card = play.cast_for_new("Summons")[0]
play.cast_and_resolve("Bounce", card)
back_faces = {i: (play.obj(i).get("back_face") or {}).get("name") for i in play.game.player(0)["hand"]
              if play.obj(i)["name"] == "Pup Guy"}
print("back faces the engine holds for the Pup Guy cards in the hand: %s (the manifested one: %s)" % (back_faces, card))
play.take("CastSpell", object_id=card)
play.resolve()
play.cast_and_resolve("Flip", card)
o = play.obj(card)
transformed = {"name": o["name"], "power": o["power"], "transformed": bool(o.get("transformed"))}
print("cast, then \"Transform target permanent.\": %s" % transformed)
verdict("its back face in the hand, then the permanent after the transform",
        {"back face in the hand": "Wolf Guy", "transformed": {"name": "Wolf Guy", "power": 4, "transformed": True}},
        {"back face in the hand": back_faces.get(card), "transformed": transformed})
