#!/usr/bin/env python3
"""phase.rs: a battle put onto the battlefield by an effect triggers its "enters" ability twice (CR 603.2c).

603.2c (2026-04-17), in short: an ability triggers only once each time its trigger event occurs.

Played from a new game with phase-python alone: "You may put a card from your hand onto the battlefield." (Elvish
Piper's effect, here a {0} instant) puts a Siege battle with "When ~ enters, you gain 1 life." onto the battlefield
(its protector chosen as it enters). Cast instead, the same battle triggers once.
Expected: one triggered ability on the stack. Exits 1 when the deviation shows, 0 when it does not.
"""
from play import Play, database, face, verdict

siege = face("Siege of Ash", "Battle \u2014 Siege", "{0}", "When Siege of Ash enters, you gain 1 life.", colors=["R"])
siege["defense"] = "3"
engine = database(siege, face("Piper's Call", "Instant", "{0}", "You may put a card from your hand onto the battlefield.",
                              colors=["G"]))
play = Play(engine, ["Siege of Ash", "Piper's Call"])
play.main_phase()
play.cast("Piper's Call")
play.game.apply(0, {"type": "PassPriority"})
play.game.apply(1, {"type": "PassPriority"})
while play.game.waiting_for()["type"] != "Priority":
    waiting = play.game.waiting_for()
    if waiting["type"] == "OptionalEffectChoice":
        play.game.apply(0, {"type": "DecideOptionalEffect", "data": {"accept": True}})
    elif waiting["type"] == "NamedChoice":  # the battle's protector (310.11a): the only opponent
        play.game.apply(0, {"type": "ChooseOption", "data": {"choice": waiting["data"]["options"][0]}})
    else:
        raise SystemExit("unexpected prompt " + waiting["type"])
triggered = [e for e in play.game.stack() if e["kind"]["type"] == "TriggeredAbility"]
verdict("triggered abilities on the stack", 1, len(triggered))
