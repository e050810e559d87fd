#!/usr/bin/env python3
"""Write phase.rs card data for Obverse's whole catalog, offline, and say which cards cannot be built.

    examples/engines/phase/.venv/bin/python examples/engines/phase/build_card_data.py [catalog/cards.json] [out.json]

Uses the same card_data.py the adapter uses at `start`; no MTGJSON download, no rules text.
Prints one line per catalog card the engine's card data cannot describe, with the reason, and a count.
"""
import json
import os
import sys

import phase

import card_data

here = os.path.dirname(os.path.abspath(__file__))
catalog_path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "../../../catalog/cards.json")
out_path = sys.argv[2] if len(sys.argv) > 2 else os.path.join(here, "card-data.json")

catalog = json.load(open(catalog_path, encoding="utf-8"))
data, skipped = {}, []
for card in catalog["cards"]:
    try:
        data.update(card_data.entries(phase, card["name"], card["definition"]))
    except card_data.Unloadable as e:
        skipped.append("%s: %s" % (card["name"], e))
engine = phase.Engine.from_json(json.dumps(data))
with open(out_path, "w", encoding="utf-8") as f:
    json.dump(data, f, ensure_ascii=False, sort_keys=True)
for line in skipped:
    print("not built: " + line)
print("%d catalog cards, %d built (%d faces loaded by the engine), %d not built -> %s"
      % (len(catalog["cards"]), len(catalog["cards"]) - len(skipped), engine.card_count(), len(skipped), out_path))
