"""The checked field of a failed Obverse check, as something a reproduction can read off the engine alone.

`derive` turns what the suite says about a failure (its message, expected and actual values: the `check` of the
protocol's `reproduce`) into a probe: a field of one player's view (an object's power, a zone's length), an event
of the failing step, or whether the engine accepted the step. `evaluate` reads a probe from views and events
computed from the engine's state (views.py, events.py), so the reproduction script, which embeds this module,
judges exactly as the adapter read the game. Standard library only.
"""
import json
import re

ID = re.compile(r"\bo\d+\.\d+\b")
# The event kinds events.py reads off the engine's own events and log (the others are the adapter's words).
ENGINE_EVENTS = ("zone-change", "revealed", "counters-added", "token-created", "transformed", "turned-face-down",
                 "tapped", "untapped", "entered", "triggered", "day-night-changed", "player-left")


def segments(path):
    """`battlefield[o5.0].characteristics.power` -> ["battlefield", {"id": "o5.0"}, "characteristics", "power"]."""
    out = []
    for part in re.findall(r"[^.\[\]]+|\[[^\]]*\]", path):
        out.append({"id": part[1:-1]} if part.startswith("[") and not part[1:-1].isdigit()
                   else int(part[1:-1]) if part.startswith("[") else part)
    return out


def walk(value, path):
    for seg in path:
        if isinstance(seg, str) and isinstance(value, list) and seg != "length":
            seg = {"id": seg}  # a list of players or objects, addressed by id
        if isinstance(seg, dict):
            value = next((x for x in value if isinstance(x, dict) and x.get("id") == seg["id"]), None)
        elif seg == "length" and isinstance(value, list):
            value = len(value)
        elif isinstance(seg, int):
            value = value[seg] if isinstance(value, list) and seg < len(value) else None
        else:
            value = value.get(seg) if isinstance(value, dict) else None
        if value is None:
            return None
    return value


def has(value, path):
    """Whether `path` (keys) names a field of `value`, null or not: a missing field is no match for a null one."""
    for key in path:
        if not isinstance(value, dict) or key not in value:
            return False
        value = value[key]
        if value is None:  # a null on the way (faceDown: null) holds every field below it as null
            return True
    return True


def all_objects(view):
    out = list(view["battlefield"]) + list(view["stack"]) + list(view["exile"])
    for p in view["players"]:
        out += list(p.get("library") or []) + list(p.get("hand") or []) + list(p["graveyard"])
    return out


def find_object(view, oid):
    return next((o for o in all_objects(view) if o["id"] == oid), None)


def leaves(value, prefix=()):
    if isinstance(value, dict) and value:
        for k, v in value.items():
            yield from leaves(v, prefix + (k,))
    else:
        yield prefix, value


def matches(pattern, value):
    if isinstance(pattern, dict):
        return isinstance(value, dict) and all(matches(v, value.get(k)) for k, v in pattern.items())
    return pattern == value


def words(key):
    return re.sub(r"([A-Z])", r" \1", key).lower()


def field_probe(view_of, viewer, oid, expected, actual, message):
    """An object's field(s) from expected/actual values: the differing leaves of two partial views, or the one leaf
    holding `actual` (named in the message when several do)."""
    o = find_object(view_of(viewer), oid)
    if o is None:
        return None
    if isinstance(expected, dict) and isinstance(actual, dict):
        differing = [(p, v) for p, v in leaves(expected) if walk(actual, list(p)) != v]
        # A field only `actual` has (a counter the expected values have none of) differs too: expected absent.
        differing += [(p, None) for p, v in leaves(actual) if v is not None and walk(expected, list(p)) is None
                      and all(p[:len(q)] != q for q, _ in differing)]
        # The values may be the object's or a part of it (its characteristics): where `actual` is found in it.
        for prefix in ((), ("characteristics",), ("printed",)):
            if differing and all(has(o, prefix + p) and walk(o, list(prefix + p)) == walk(actual, list(p))
                                 for p, _ in differing):
                fields = {".".join(prefix + p): v for p, v in differing}
                return {"kind": "object", "viewer": viewer, "object": oid, "fields": fields}
        return None
    hits = [p for p, v in leaves(o) if v == actual and p and p[0] not in ("id", "cards", "printed")]
    named = [p for p in hits if words(p[-1]) in message.lower()] or hits
    if len(named) != 1:
        return None
    return {"kind": "object", "viewer": viewer, "object": oid, "fields": {".".join(named[0]): expected}}


def derive(check, view_of, ids):
    """A probe for `check` ({message, expected, actual}), or None when the adapter cannot tell the field."""
    message, expected, actual = check.get("message", ""), check.get("expected"), check.get("actual")
    m = re.search(r"'s view differs from the reference engine's at (\w+)\.(\S+): reference (.*), this engine", message)
    if m:
        try:
            value = json.loads(m.group(3))
        except ValueError:
            return None
        return {"kind": "path", "viewer": m.group(1), "path": m.group(2), "expected": value}
    # A scenario's `expect.ok`: the action must be rejected (`{"ok": false}`) or, below, accepted (`{"ok": true}`).
    must_accept = "expect.ok:" in message and isinstance(expected, dict) and expected.get("ok") is True
    if "the reference engine rejected it, this engine accepted it" in message or ("expect.ok:" in message
                                                                                   and not must_accept):
        return {"kind": "accepted", "expected": False}
    m = re.search(r"it must become (day|night) \(702\.145|the rules make it (day|night) \(702\.145", message)
    if m:
        return {"kind": "path", "viewer": "referee", "path": "dayNight", "expected": m.group(1) or m.group(2)}
    m = re.search(r"face-down \[(o\d+\.\d+)\] has no \"[^\"]*\" ability .* yet one triggered", message)
    if m:
        return {"kind": "event", "pattern": {"kind": "triggered", "source": m.group(1)}, "present": False}
    m = re.search(r"initial\.views\.(\w+)\.([^\[\s]\S*): values differ", message)
    if m:
        return {"kind": "path", "viewer": m.group(1), "path": m.group(2), "expected": expected}
    if "must be rejected" in message and expected == "rejected":
        return {"kind": "accepted", "expected": False}
    if isinstance(expected, dict) and expected.get("kind") == "revealed" and "must be revealed" in message:
        return {"kind": "event", "pattern": {k: v for k, v in expected.items() if k != "to"}, "present": True}
    # A property's refusal is the rejection itself; a scenario's step result holds it (`{"ok": false, "rejection"}`).
    refusal = (actual.get("message") or (actual.get("rejection") or {}).get("message")) \
        if isinstance(actual, dict) else None
    m = re.search(r"the engine offers no (\w+) (\{.*?\}) \(its legal actions", refusal or "")
    accept = must_accept or "must be accepted" in message or \
        "the reference engine accepted it, this engine rejected it" in message
    if m and accept:
        # The adapter refused because the engine's legal-action list lacks the action: that list is the evidence.
        return {"kind": "offered", "action": m.group(1), "data": json.loads(m.group(2)), "expected": True}
    if must_accept or "the reference engine accepted it, this engine rejected it" in message:
        return {"kind": "accepted", "expected": True}
    if "no permanent put off the battlefield by the step" in message and "battlefield_before" in check:
        return {"kind": "path", "viewer": "referee", "path": "battlefield.length", "below": check["battlefield_before"]}
    m = re.search(r"left the battlefield with (\d+) leaves-the-battlefield abilit(?:y|ies) .* but (\d+) of them went "
                  r"on the stack", message)
    if m and "stack_now" in check:  # the abilities that should not have triggered are on the stack now
        extra = int(m.group(2)) - int(m.group(1))
        return {"kind": "path", "viewer": "referee", "path": "stack.length", "expected": check["stack_now"] - extra}
    # A permanent that had to leave the battlefield (a state-based action of 704.5f-v that puts it into a graveyard,
    # the legend rule's 704.5j and 704.3 choice, an effect): the deviation is that it is still there.
    m = re.search(r"a state-based action \(704\.5[fghijkmsv]\) still applies to (o\d+\.\d+)"
                  r"|\[(o\d+\.\d+)\] was not put off the battlefield"
                  r"|the legend rule \(704\.5j, 704\.3\): (o\d+\.\d+) is still on the battlefield", message)
    if m:
        oid = next(g for g in m.groups() if g)
        return {"kind": "path", "viewer": "referee", "path": "battlefield[%s].zone" % oid, "expected": None}
    if "expect.noEvents" in message and isinstance(expected, dict) and "not" in expected:
        return {"kind": "event", "pattern": expected["not"], "present": False}
    if "expect.events" in message and isinstance(expected, dict) and expected.get("kind") == "no-effect":
        # "Nothing happens": the deviation is that the step did something the engine reports (an event).
        return {"kind": "event", "pattern": {}, "present": False}
    if "expect.events" in message and isinstance(expected, dict) and expected.get("kind") in ENGINE_EVENTS:
        return {"kind": "event", "pattern": expected, "present": True}
    m = re.search(r"expect\.views\.(\w+)\[\d+\]\.object: object (o\d+\.\d+) .*is not in the \w+ view", message)
    if m:  # the object a scenario names is gone from the view (it left its zone, so the engine made a new object)
        zone = expected.get("zone") if isinstance(expected, dict) else None
        return {"kind": "present", "viewer": m.group(1), "object": m.group(2), "zone": zone}
    m = re.search(r"expect\.views\.(\w+)\.(\w+): expected (\d+) element", message)
    if m:
        return {"kind": "path", "viewer": m.group(1), "path": m.group(2) + ".length", "expected": int(m.group(3))}
    m = re.search(r"expect\.views\.(\w+)\.([^\[\s]\S*): values differ", message)
    if m:
        return {"kind": "path", "viewer": m.group(1), "path": m.group(2), "expected": expected}
    m = re.search(r"expect\.views\.(\w+)\[\d+\]\.match\.(\S+): values differ", message)
    if m:
        viewer, path = m.group(1), m.group(2)
        hits = [o["id"] for o in all_objects(view_of(viewer)) if walk(o, segments(path)) == actual]
        # The message names the object it matched ("(object o5.0)"): of several holding the value, that one.
        named = ID.findall(message)
        hits = [i for i in hits if i in named] or hits
        if len(hits) == 1:
            return {"kind": "object", "viewer": viewer, "object": hits[0], "fields": {path: expected}}
        return None
    m = re.search(r"\[(o\d+\.\d+)\] face up by [\w-]+: (only a paid|paying the) megamorph cost adds", message)
    net = expected.get("+1/+1 minus -1/-1") if isinstance(expected, dict) and len(expected) == 1 else None
    if m and isinstance(net, int) and net >= 0:
        # 702.37b: the net +1/+1 counters after the step; read as the +1/+1 count when it has no -1/-1 counters
        # (a view leaves a count of 0 out).
        o = find_object(view_of("referee"), m.group(1))
        if o is not None and not o["counters"].get("-1/-1"):
            return {"kind": "path", "viewer": "referee", "path": "battlefield[%s].counters.+1/+1" % m.group(1),
                    "expected": net or None}
    if isinstance(expected, dict) and set(expected) == {"id", "zone"} and isinstance(actual, dict) \
            and actual.get("id") == expected["id"] and ID.fullmatch(str(expected["id"])):
        # Where an object should still be (701.62a: only the cards looked at move): the deviation is that it is not.
        return {"kind": "present", "viewer": "referee", "object": expected["id"], "zone": expected["zone"]}
    named = [i for i in ID.findall(message) if i in ids]
    if "creates a token copy of" in message:
        # The token the step created is named nowhere in the message: it is the newest object (highest number).
        token = sorted((i for i in ids if i not in named), key=lambda i: int(i[1:].split(".")[0]))[-1:]
        faces = expected.get("faces") if isinstance(expected, dict) else None
        if token and isinstance(faces, list) and "is a double-faced token" in message:  # 707.8a: its faces, by count
            return {"kind": "path", "viewer": "referee", "path": "battlefield[%s].printed.definition.faces.length"
                    % token[0], "expected": len(faces)}
        named += token
    for oid in reversed(named):  # the object the check is about is usually named last, not always
        found = field_probe(view_of, "referee", oid, expected, actual, message)
        if found is not None:
            return found
    return None


def evaluate(probe, view_of, events, accepted, offered=()):
    """(deviation shows, what the engine gives, what the check expects) for a probe; `offered` is the engine's
    legal-action list (as dicts) where the failing step was tried."""
    kind = probe["kind"]
    if kind == "offered":
        data = probe["data"]
        hit = any(a["type"] == probe["action"] and all((a.get("data") or {}).get(k) == v for k, v in data.items())
                  for a in offered)
        want = "the engine offers %s %s" % (probe["action"], json.dumps(data))
        got = want if hit else "legal actions: %s" % sorted({a["type"] for a in offered})
        return hit != probe["expected"], got, want
    if kind == "accepted":
        return accepted != probe["expected"], accepted, probe["expected"]
    if kind == "event":
        hit = [e for e in events if matches(probe["pattern"], e)]
        return bool(hit) != probe["present"], hit, ("an event like " if probe["present"] else "no event like ") + \
            json.dumps(probe["pattern"])
    if kind == "path":
        value = walk(view_of(probe["viewer"]), segments(probe["path"]))
        if "below" in probe:
            return not value < probe["below"], value, "fewer than %d" % probe["below"]
        return value != probe["expected"], value, probe["expected"]
    o = find_object(view_of(probe["viewer"]), probe["object"])
    if kind == "present":
        want = "%s in %s" % (probe["object"], probe["zone"] or "the view")
        got = ("%s not in the %s view" % (probe["object"], probe["viewer"]) if o is None
               else "%s in %s" % (probe["object"], o.get("zone") if probe["zone"] else "the view"))
        return got != want, got, want
    got = {p: walk(o, segments(p)) if o is not None else None for p in probe["fields"]}
    return got != probe["fields"], got, probe["fields"]
