#!/usr/bin/env python3
"""phase.rs: a token created by a spell has mana cost {0}, where it has no mana cost (CR 202.1b, 111.3).

202.1b (2026-04-17), in short: some objects have no mana cost, tokens among them unless the effect that creates one
gives it one; having no mana cost stands for an unpayable cost (118.6), which is not the cost {0}. 111.3: a token has
only the characteristics the effect that created it defines. phase.rs tells the two apart: a land has `NoCost`.

Played from a new game with phase-python alone. The first player casts "Create a 1/1 white Spirit creature token
with flying." (a {0} instant; Spectral Procession's and Lingering Souls' kind of token) and it resolves. Expected:
the token has no mana cost (`NoCost`, as the engine gives a land). Exits 1 when the deviation shows, 0 when it does
not.
"""
from play import Play, database, face, verdict

engine = database(face("Spirit Summons", "Instant", "{0}", "Create a 1/1 white Spirit creature token with flying.",
                       colors=["W"]))
play = Play(engine, ["Spirit Summons"] * 4 + ["Forest"] * 4)
play.main_phase()
before = {o["id"] for o in play.game.battlefield()}
play.land()
forest = [o["id"] for o in play.game.battlefield() if o["id"] not in before]
play.cast_and_resolve("Spirit Summons")
tokens = [o["id"] for o in play.game.battlefield() if o["id"] not in before and play.obj(o["id"]).get("is_token")]
if len(tokens) != 1:
    raise SystemExit("the engine created %d tokens" % len(tokens))
token = play.obj(tokens[0])
land = play.obj(forest[0])
print("the token: %s, token %s, mana cost %s" % (token["name"], token.get("is_token"), token["mana_cost"]))
print("a land for comparison: %s, mana cost %s" % (land["name"], land["mana_cost"]))
verdict("the token's mana cost", {"type": "NoCost"}, token["mana_cost"])
