#!/usr/bin/env python3
"""phase.rs: a token copy of a creature with morph has no morph ability (CR 707.2, 702.37a).

707.2 (2026-04-17), in short: a copy takes the copiable values of the original, its abilities among them; 702.37a:
morph is a keyword ability of the card (a static ability, that works while the permanent is face down).

Played from a new game with phase-python alone: a creature with morph ("Morph {2}{G}", as Aerie Bowmasters prints
it, here costing {0} to cast) is cast face up and resolves; "Create a token that's a copy of target permanent." (a
{0} instant) targets it. Expected: the token has the keywords the creature has, Morph among them.
Exits 1 when the deviation shows, 0 when it does not.
"""
from play import Play, database, face, verdict

morph = dict(face("Masked Guy", "Creature \u2014 Human", "{0}", "Flying\nMorph {2}{G}", power=2, toughness=2,
                  colors=["G"]), keywords=["Flying", "Morph"])
engine = database(morph, face("Echo", "Instant", "{0}", "Create a token that's a copy of target permanent.",
                              colors=["U"]))
play = Play(engine, ["Masked Guy", "Echo"])
play.main_phase()
guy = play.cast_and_resolve("Masked Guy")
play.cast_and_resolve("Echo", guy)
token = next(o for o in play.game.battlefield() if o.get("is_token"))


def words(o):
    return sorted(k if isinstance(k, str) else next(iter(k)) for k in o["keywords"])


print("the creature's keywords: %s" % play.obj(guy)["keywords"])
print("the token's keywords: %s" % token["keywords"])
verdict("the token's keywords", words(play.obj(guy)), words(token))
