#!/bin/sh
# Starts the phase adapter with its own Python (examples/engines/phase/.venv), or says how to make it:
#   npx obverse check --engine-cmd examples/engines/phase/adapter.sh
here=$(cd "$(dirname "$0")" && pwd)
if [ ! -x "$here/.venv/bin/python" ]; then
  echo "phase adapter: $here/.venv is missing: run $here/setup.sh first (it installs phase-python from PyPI)" >&2
  exit 3
fi
exec "$here/.venv/bin/python" "$here/adapter.py" "$@"
