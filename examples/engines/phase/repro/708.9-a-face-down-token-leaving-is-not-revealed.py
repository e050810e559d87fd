#!/usr/bin/env python3
"""phase.rs: a face-down token that leaves the battlefield is not revealed (CR 708.9).

708.9 (2026-04-17), in short: when a face-down permanent moves from the battlefield to any other zone, its owner
reveals it to all players as they move it. A token is a permanent like any other here: a face-down token returned
to its owner's hand is revealed before it ceases to exist (704.5d).

Played from a new game with phase-python alone: "Create a 1/1 white Spirit creature token with flying." (a {0}
sorcery) resolves; "Turn target permanent face down." (a {0} instant) turns the token face down; "Return target
creature to its owner's hand." (a {0} instant, Unsummon's line) returns it. phase.rs shows a face-down card leaving
by naming it in its public log (`'<name>' moves from Battlefield to Hand`, the card turned face up). Expected: the
public log line of the token's move names it (Spirit, its name face up). Exits 1 when the deviation shows, 0 when it does not.
"""
from play import Play, database, face, verdict

engine = database(face("Spirit Call", "Sorcery", "{0}", "Create a 1/1 white Spirit creature token with flying.",
                       colors=["W"]),
                  face("Hide", "Instant", "{0}", "Turn target permanent face down.", colors=["U"]),
                  face("Send Back", "Instant", "{0}", "Return target creature to its owner's hand.", colors=["U"]))
play = Play(engine, ["Spirit Call", "Hide", "Send Back"])
play.main_phase()
play.cast_and_resolve("Spirit Call")
tokens = [o["id"] for o in play.game.battlefield() if o.get("is_token")]
if len(tokens) != 1:
    raise SystemExit("the engine made %d tokens" % len(tokens))
token = tokens[0]
name = play.obj(token)["name"]  # what it is face up: what the reveal shows
play.cast_and_resolve("Hide", token)
if not play.obj(token)["face_down"]:
    raise SystemExit("the engine did not turn the token face down")
play.cast("Send Back", token)
# Both players pass until the spell has resolved; the public log lines of those passes are read.
lines, top = [], play.game.stack()[-1]["id"]
while any(e["id"] == top for e in play.game.stack()) or play.game.waiting_for()["type"] != "Priority":
    waiting = play.game.waiting_for()
    if waiting["type"] != "Priority":
        raise SystemExit("the game asks %s" % waiting["type"])
    result = play.game.apply(waiting["data"]["player"], {"type": "PassPriority"})
    lines += [entry for entry in result.log_entries or []
              if (entry.get("presentation") or {}).get("visibility") == "Public"]
named = [seg["value"].get("name") for entry in lines for seg in entry.get("segments", [])
         if seg.get("type") == "CardName" and isinstance(seg.get("value"), dict)
         and seg["value"].get("object_id") == token]
if not named:
    raise SystemExit("no public log line names the token's move")
print("public log lines of the token's move: %d" % len(named))
verdict("the name the public log shows for the face-down token leaving the battlefield", name, named[0])
