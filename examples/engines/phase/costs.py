"""Mana costs as Obverse writes them, from phase.rs's own ManaCost (`{2}{G}`), and their mana value. Standard
library only, so that an engine-side reproduction embeds it as it is (repro.py).
"""
SHARD_LETTERS = {"White": "W", "Blue": "U", "Black": "B", "Red": "R", "Green": "G", "Colorless": "C"}


def shard_text(shard):
    """An engine mana shard (`Green`, `X`, `TwoWhite`, `PhyrexianRed`) as an Obverse symbol."""
    words, word = [], ""
    for ch in str(shard):
        if ch.isupper() and word:
            words.append(word)
            word = ""
        word += ch
    words.append(word)
    symbols = [{"Two": "2", "Phyrexian": "P"}.get(w, SHARD_LETTERS.get(w, w)) for w in words if w]
    if "P" in symbols:
        symbols = [s for s in symbols if s != "P"] + ["P"]
    return "{%s}" % "/".join(symbols or ["?"])


def cost_text(cost):
    """The engine's ManaCost as Obverse's `{2}{G}`; None for no cost."""
    if cost is None or cost.get("type") != "Cost":
        return None
    shards = cost.get("shards", [])
    text = "".join(shard_text(s) for s in shards if s == "X")
    text += "{%d}" % cost["generic"] if cost.get("generic") else ""
    text += "".join(shard_text(s) for s in shards if s != "X")
    return text or "{0}"


def mana_value_of_text(cost):
    """202.3: the mana value of `{2}{G}`-like text (X counts 0, {2/W} counts 2)."""
    if not cost:
        return 0
    value = 0
    for symbol in cost.strip("{}").split("}{"):
        if symbol.isdigit():
            value += int(symbol)
        elif symbol not in ("X", "Y", "Z"):
            value += max(int(p) if p.isdigit() else 0 if p == "P" else 1 for p in symbol.split("/"))
    return value
