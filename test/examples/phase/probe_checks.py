"""What examples/engines/phase/probe.py makes of failed checks, on views written by hand (standard library only):

    python test/examples/phase/probe_checks.py

Each case is a kind of failure a phase.rs run met whose reproduction used to exit 2 ("could not tell"): the probe
derived must judge the field the check read, showing the deviation on the engine's views and not on views where
the engine did as the rules say. Prints one line per case and "all passed", or exits 1.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "../../../examples/engines/phase"))

import probe  # noqa: E402

FAILED = []


def check(what, expected, actual):
    ok = expected == actual
    print("%s %s: expected %r, actual %r" % ("ok  " if ok else "FAIL", what, expected, actual))
    if not ok:
        FAILED.append(what)


def obj(oid, zone="battlefield", **extra):
    return dict({"id": oid, "zone": zone, "characteristics": {"name": "X", "loyalty": None, "power": 2},
                 "printed": None, "counters": {}}, **extra)


def view(*objects):
    return {"battlefield": [o for o in objects if o["zone"] == "battlefield"],
            "stack": [o for o in objects if o["zone"] == "stack"], "exile": [],
            "players": [{"id": "P1", "graveyard": [o for o in objects if o["zone"] == "graveyard"]}]}


def judged(found, objects, offered=()):
    return probe.evaluate(found, lambda viewer: view(*objects), [], True, offered)[0]


def object_gone():
    check_ = {"message": "step 2: expect.views.referee[0].object: object o1.1 ({\"$ref\":\"siege\"}) is not in the "
                         "referee view", "expected": {"zone": "battlefield", "counters": {"defense": 0}}}
    gone = [obj("o1.2", "graveyard")]
    found = probe.derive(check_, lambda viewer: view(*gone), {"o1.2"})
    check("an object a scenario names, gone: judged by its presence", "present", found and found["kind"])
    check("it shows where the object is gone", True, judged(found, gone))
    check("it does not where the object is there", False, judged(found, [obj("o1.1")]))


def moved_that_should_stay():
    check_ = {"message": "P1 manifests dread, keeping card 1 of the top two: only the two cards looked at move "
                         "(701.62a); [o1.0] moved", "expected": {"id": "o1.0", "zone": "stack"},
              "actual": {"id": "o1.0", "zone": "gone"}}
    found = probe.derive(check_, lambda viewer: view(), {"o1.0"})
    check("an object that had to stay where it was: judged by its presence there", "present", found and found["kind"])
    check("it shows where the object has gone", True, judged(found, [obj("o1.1")]))
    check("it does not where the object is still there", False, judged(found, [obj("o1.0", "stack")]))


def not_offered():
    check_ = {"message": "turn #1 face-down (cloak) [o1.0] face up by mana-cost: the mana-cost route is legal here "
                         "and must be accepted (701.40b, 701.58b)", "expected": "accepted",
              "actual": {"code": "turn-face-up/phase", "message": "the engine offers no TurnFaceUp {\"object_id\": 1} "
                                                                  "(its legal actions: ['PassPriority'])"}}
    found = probe.derive(check_, lambda viewer: view(obj("o1.0")), {"o1.0"})
    check("a refusal for want of a legal action: judged by the legal-action list", "offered", found and found["kind"])
    pass_only = [{"type": "PassPriority"}]
    check("it shows where the list lacks it", True, judged(found, [obj("o1.0")], pass_only))
    check("it does not where the list has it", False,
          judged(found, [obj("o1.0")], pass_only + [{"type": "TurnFaceUp", "data": {"object_id": 1}}]))


def scenario_not_offered():
    """A scenario step that must be accepted, refused for want of a legal action: the step result holds the refusal."""
    check_ = {"message": "step 1: expect.ok: the engine rejected the action: turn-face-up/phase: the engine offers no "
                         "TurnFaceUp {\"object_id\": 2} (its legal actions: ['PassPriority'])", "expected": {"ok": True},
              "actual": {"ok": False, "rejection": {"code": "turn-face-up/phase", "message": "the engine offers no "
                                                    "TurnFaceUp {\"object_id\": 2} (its legal actions: ['PassPriority'])"}}}
    found = probe.derive(check_, lambda viewer: view(obj("o1.0")), {"o1.0"})
    check("a scenario's refused step: judged by the legal-action list", "offered", found and found["kind"])
    pass_only = [{"type": "PassPriority"}]
    check("it shows where the list lacks it", True, judged(found, [obj("o1.0")], pass_only))
    check("it does not where the list has it", False,
          judged(found, [obj("o1.0")], pass_only + [{"type": "TurnFaceUp", "data": {"object_id": 2}}]))
    rejected = {"message": "step 6: expect.ok: the engine accepted an action it must reject", "expected": {"ok": False},
                "actual": {"ok": True}}
    check("a scenario's step that must be rejected: judged by acceptance", {"kind": "accepted", "expected": False},
          probe.derive(rejected, lambda viewer: view(), set()))


def token_faces():
    check_ = {"message": "P1 creates a token copy of #1 Briar Sentinel [o1.0]: a token copy of a double-faced "
                         "permanent is a double-faced token with the same face up (707.8a)",
              "expected": {"faces": ["Briar Sentinel", "Fallow Prowler"], "face": "front"},
              "actual": {"faces": None, "face": "front"}}
    faces = lambda n: {"kind": "token", "definition": {"faces": [{}] * n}}
    single = [obj("o1.0"), obj("o12.0", printed=faces(1))]
    found = probe.derive(check_, lambda viewer: view(*single), {"o1.0", "o12.0", "o3.0"})
    check("a token copy's faces: read on the newest object", "battlefield[o12.0].printed.definition.faces.length",
          found and found.get("path"))
    check("it shows on a single-faced token", True, judged(found, single))
    check("it does not on a double-faced one", False, judged(found, [obj("o1.0"), obj("o12.0", printed=faces(2))]))


def first_named():
    check_ = {"message": "#1 Fallow Oracle [o1.0] becomes a copy of #2 face-down (cloak) [o2.0]: a copy of a "
                         "face-down permanent takes its face-down values, never the hidden card (708.10, 707.2)",
              "expected": {"loyalty": None, "power": 2}, "actual": {"loyalty": 6, "power": 2}}
    copy = obj("o1.0", characteristics={"name": None, "loyalty": 6, "power": 2})
    found = probe.derive(check_, lambda viewer: view(copy, obj("o2.0")), {"o1.0", "o2.0"})
    check("the object named first, when the last does not hold the values", "o1.0", found and found.get("object"))
    check("a field missing from the object never matches a null one", None,
          probe.field_probe(lambda viewer: view(obj("o5.0", printed={"kind": "card", "definition": {}})), "referee",
                            "o5.0", {"faces": ["A", "B"]},
                            {"faces": None}, "a message"))
    turned_up = obj("o1.0", faceDown=None)
    check("a null field holds the fields below it as null", {"faceDown.by": "manifest-dread"},
          probe.field_probe(lambda viewer: view(turned_up), "referee", "o1.0", {"faceDown": {"by": "manifest-dread"}},
                            {"faceDown": None}, "a manifested Instant card stays face down")["fields"])


def matched_object_named():
    check_ = {"message": "step 2: expect.views.referee[0].match.owner: values differ (expected \"P2\", got \"P1\") "
                         "(object o18.0)", "expected": "P2", "actual": "P1"}
    spell, copy = obj("o1.0", "stack", owner="P1"), obj("o18.0", "stack", owner="P1")
    found = probe.derive(check_, lambda viewer: view(spell, copy), {"o1.0", "o18.0"})
    check("of several objects holding the value, the one the message names", "o18.0", found and found.get("object"))
    check("it shows on that object", True, judged(found, [spell, copy]))
    check("it does not where that object holds the expected value", False,
          judged(found, [spell, obj("o18.0", "stack", owner="P2")]))


def field_only_actual_has():
    check_ = {"message": "resolve the top of the stack: the ability of o3.0, which left the battlefield, changed o3.2, "
                         "the new object its card became on returning (400.7, 608.2h)",
              "expected": {"face": "back", "counters": {"loyalty": 5}, "tapped": False},
              "actual": {"face": "back", "counters": {"+1/+1": 1, "loyalty": 5}, "tapped": False}}
    returned = obj("o3.2", face="back", counters={"+1/+1": 1, "loyalty": 5}, tapped=False)
    found = probe.derive(check_, lambda viewer: view(returned), {"o3.2"})
    check("a counter only the actual values have: expected absent", {"counters.+1/+1": None},
          found and found.get("fields"))
    check("it shows where the counter is there", True, judged(found, [returned]))
    check("it does not where it is not", False,
          judged(found, [obj("o3.2", face="back", counters={"loyalty": 5}, tapped=False)]))


for case in (object_gone, moved_that_should_stay, not_offered, scenario_not_offered, token_faces, first_named, matched_object_named,
             field_only_actual_has):
    try:
        case()
    except Exception as e:  # one case failing to run fails it, the others still run
        check(case.__name__ + " runs", None, repr(e))
print("all passed" if not FAILED else "%d failed" % len(FAILED))
sys.exit(1 if FAILED else 0)
