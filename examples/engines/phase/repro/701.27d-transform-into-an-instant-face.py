#!/usr/bin/env python3
"""phase.rs: a permanent told to transform into an instant face transforms (CR 701.27d).

701.27d (2026-04-17), in short: when a spell or ability tells a player to transform a permanent and the face it
would transform into is an instant or sorcery face, nothing happens.

Played from a new game with phase-python alone: a double-faced creature whose back face is an instant is cast
and resolves; "Transform target permanent." (the effect of Moonmist-like cards, here a {0} instant) targets it.
Expected: it stays front face up (`transformed` false). Exits 1 when the deviation shows, 0 when it does not.
"""
from play import Play, database, face, verdict

engine = database((face("Turncoat Sentry", "Creature \u2014 Construct", "{0}", power=2, toughness=2, colors=["R"]),
                   face("Backfire Bolt", "Instant", colors=["R"])),
                  face("Moonlit Change", "Instant", "{0}", "Transform target permanent.", colors=["G"]))
play = Play(engine, ["Turncoat Sentry", "Moonlit Change"])
play.main_phase()
sentry = play.cast_and_resolve("Turncoat Sentry")
play.cast_and_resolve("Moonlit Change", sentry)
o = play.obj(sentry)
print("after the transform: %s, %s, types %s" % (o["zone"], o["name"], o["card_types"]["core_types"]))
verdict("transformed", False, o["transformed"])
