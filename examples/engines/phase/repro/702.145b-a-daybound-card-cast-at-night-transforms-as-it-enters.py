#!/usr/bin/env python3
"""phase.rs: at night a daybound card cast and resolving enters front face up and then transforms, where it should
enter transformed (CR 702.145b, 712.14a, 701.27e).

702.145b (2026-04-17), in short: if it is night, a daybound permanent enters the battlefield transformed (back face
up). 712.14a: a permanent that enters transformed was not transformed, so nothing "when this transforms" sees it;
701.27e treats transforming as an event of a permanent already on the battlefield.

Played from a new game with phase-python alone: a creature with "Whenever a permanent you control transforms, you
gain 1 life." is cast and resolves; "It becomes night." (a {0} sorcery) resolves; a daybound creature (front
"Village Guy", back "Night Guy" with nightbound; costing {0}) is cast and resolves. Expected: it is on the
battlefield back face up, no engine event of that resolution says it transformed, and nothing triggered.
Exits 1 when the deviation shows, 0 when it does not.
"""
from play import Play, database, face, verdict

front = dict(face("Village Guy", "Creature \u2014 Human Werewolf", "{0}", "Daybound", power=2, toughness=2,
                  colors=["G"]), keywords=["Daybound"])
back = dict(face("Night Guy", "Creature \u2014 Werewolf", text="Nightbound", power=4, toughness=4, colors=["G"]),
            keywords=["Nightbound"])
watcher = face("Moon Watcher", "Creature \u2014 Human", "{0}",
               "Whenever a permanent you control transforms, you gain 1 life.", power=1, toughness=1, colors=["W"])
engine = database((front, back), face("Dusk Call", "Sorcery", "{0}", "It becomes night.", colors=["B"]), watcher)
play = Play(engine, ["Village Guy", "Dusk Call", "Moon Watcher"])
play.main_phase()
play.cast_and_resolve("Moon Watcher")
play.cast_and_resolve("Dusk Call")
print("day/night: %s" % play.game.state()["state"].get("day_night"))
guy = play.cast("Village Guy")
events = []
while any(e["source_id"] == guy for e in play.game.stack()) or play.game.waiting_for()["type"] != "Priority":
    waiting = play.game.waiting_for()
    events += play.game.apply(waiting["data"]["player"], {"type": "PassPriority"}).events or []
o = play.obj(guy)
transforms = [e for e in events if e.get("type") == "Transformed" and (e.get("data") or {}).get("object_id") == guy]
triggered = sum(1 for e in play.game.stack() if e["kind"]["type"] == "TriggeredAbility")
print("it is %s, transformed %s; engine events naming a transform of it: %s" % (o["name"], o["transformed"],
                                                                               transforms))
verdict("[back face up, transform events, abilities triggered]", [True, 0, 0],
        [bool(o["transformed"]), len(transforms), triggered])
