#!/usr/bin/env python3
"""phase.rs: an Aura card manifested is attached to a creature as it enters face down (CR 701.40a, 708.2a).

701.40a (2026-04-17), in short: to manifest a card, turn it face down; it becomes a 2/2 face-down creature card with
no text, name, subtypes or mana cost, and is put onto the battlefield face down. 708.2a: a face-down permanent has
only those characteristics: it is no Aura, so nothing makes it enchant anything (303.4f is an Aura's).

Played from a new game with phase-python alone: two vanilla creatures (costing {0}) are cast and resolve; an Aura
card with "Enchant creature" is on top of the library; "Manifest the top card of your library." (a {0} sorcery)
resolves. Expected: the engine asks nothing about the card, and the face-down permanent is attached to nothing.
Exits 1 when the deviation shows, 0 when it does not.
"""
from play import Play, database, face, verdict

aura = dict(face("Guy Charm", "Enchantment \u2014 Aura", "{0}", "Enchant creature\nEnchanted creature gets +1/+1.",
                 colors=["W"]), keywords=["Enchant"])
engine = database(aura, face("Soul Call", "Sorcery", "{0}", "Manifest the top card of your library.", colors=["G"]),
                  face("Plain Guy", "Creature \u2014 Human", "{0}", power=2, toughness=2, colors=["G"]))
# At this seed the opening hand holds both Plain Guys and Soul Call, and the library's top card is the Aura.
play = Play(engine, ["Soul Call", "Plain Guy", "Plain Guy", "Guy Charm"] + ["Plain Guy"] * 5, seed=12)
charm = play.game.player(0)["library"][0] if play.game.player(0)["library"] else None
if charm is None or play.obj(charm)["name"] != "Guy Charm" or len(play.ids("Plain Guy", "Hand")) < 2:
    raise SystemExit("at this seed the library's top card is not the Aura")
play.main_phase()
for _ in range(2):
    play.cast_and_resolve("Plain Guy")
play.take("CastSpell", object_id=play.ids("Soul Call", "Hand")[0])
call = play.game.stack()[-1]["id"]
asked = []
while any(e["id"] == call for e in play.game.stack()) or play.game.waiting_for()["type"] != "Priority":
    waiting = play.game.waiting_for()
    if waiting["type"] == "Priority":
        play.step()
    else:  # what the engine asks as it resolves: answered with the first thing it offers
        asked.append(waiting["type"])
        first = play.offered()[0]
        play.take(first["type"], **(first.get("data") or {}))
o = play.obj(charm)
print("asked: %s; the card: zone %s, face down %s, card types %s" % (asked, o["zone"], o["face_down"],
                                                                     o["card_types"]["core_types"]))
verdict("what the face-down permanent is attached to", None, o.get("attached_to"))
