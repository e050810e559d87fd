#!/usr/bin/env python3
"""phase.rs: a copy of a face-down spell holds the hidden card, and its controller can turn it face up (CR 707.2,
708.2a, 702.37e).

707.2 (2026-04-17), in short: a copy takes the original's copiable values, which for a face-down object are its
face-down values (708.2a: a 2/2 with no name, text or mana cost); its face-down status, a status, is not copied.
707.2's example: a copy of a face-down creature with morph is a face-up colorless 2/2 with no name or abilities, and
its controller cannot pay the morph cost to turn it face up. A copy of a face-down spell is the same (707.10), and
so is the token it becomes as it resolves (608.3f).

Played from a new game with phase-python alone. The first player casts "Add {C}{C}{C}." (a {0} sorcery, Dark Ritual's
kind of line) and then a creature card with morph face down, by the engine's own alternative cast for {3} ("Flying,
Morph {0}", 4/5; a morph card of this kind is Grinning Demon, morph {2}{B}{B}), and passes; the second player casts
"Copy target spell." (a {0} instant) targeting the face-down spell. Both copy and spell resolve; the first player
passes. Expected: the second player's token is a 2/2 with no name, and the engine does not offer the second player
to turn it face up. Exits 1 when the deviation shows, 0 when it does not.
"""
from play import Play, database, face, verdict

morph = dict(face("Masked Guy", "Creature \u2014 Human", "{0}", "Flying\nMorph {0}", power=4, toughness=5,
                  colors=["G"]), keywords=["Flying", "Morph"])
engine = database(morph,
                  face("Plain Guy", "Creature \u2014 Human", "{0}", power=2, toughness=2, colors=["G"]),
                  face("Echo Call", "Instant", "{0}", "Copy target spell.", colors=["U"]),
                  face("Ritual", "Sorcery", "{0}", "Add {C}{C}{C}."))
# The second player's opening hand holds Echo Call at this seed.
play = Play(engine, ["Ritual", "Masked Guy"] * 4, seed=3, opponent=["Echo Call"] + ["Plain Guy"] * 8)
if not play.ids("Echo Call", "Hand", owner=1):
    raise SystemExit("at this seed the second player's opening hand has no Echo Call")
play.main_phase()
play.cast_and_resolve("Ritual")
spell = play.ids("Masked Guy", "Hand")[0]
play.take("CastSpell", object_id=spell)
play.take("ChooseAlternativeCast", choice={"type": "Alternative"})  # face down, for {3}
if not play.obj(spell)["face_down"] or play.game.player(0)["mana_pool"]["mana"]:
    raise SystemExit("the engine did not cast it face down for the {3} in the pool")
play.take("PassPriority")  # the first player passes: the second player receives priority
play.cast("Echo Call", spell, owner=1)
play.resolve()  # Echo Call resolves: the copy is put onto the stack
copy = next(e["id"] for e in play.game.stack() if e["id"] != spell and e["kind"]["type"] == "Spell")
o = play.obj(copy)
print("the copy on the stack: face_down %s, name %r, %s/%s; the face it holds: %s" % (
    o["face_down"], o["name"], o["power"], o["toughness"], (o.get("back_face") or {}).get("name")))
play.resolve()  # the copy resolves into a token
play.take("PassPriority")  # the first player passes: the second player receives priority
offered = [a for a in play.offered() if a["type"] == "TurnFaceUp" and a["data"]["object_id"] == copy]
print("offered to the second player for the token: %s" % offered)
for action in offered:
    play.game.apply(1, action)
token = play.obj(copy)
print("the second player's token: face_down %s, name %r, %s/%s" % (
    token["face_down"], token["name"], token["power"], token["toughness"]))
verdict("[turning the token face up offered, its name, power, toughness]", [False, "", 2, 2],
        [bool(offered), token["name"], token["power"], token["toughness"]])
