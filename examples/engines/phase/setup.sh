#!/bin/sh
# Creates examples/engines/phase/.venv and installs the pinned phase-python into it (PyPI).
# Needs Python 3.11 or newer (`python3`, or $PYTHON). Safe to run again: an up-to-date venv is kept.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
python=${PYTHON:-python3}
venv="$here/.venv"
if ! command -v "$python" > /dev/null 2>&1; then
  echo "phase adapter: no $python: install Python 3.11 or newer, or name one with PYTHON=/path/to/python3 $0" >&2
  exit 2
fi
if [ -x "$venv/bin/python" ] && "$venv/bin/python" -c 'import phase' 2>/dev/null \
  && "$venv/bin/python" -m pip freeze 2>/dev/null | grep -qx 'phase-python==0.103.0'; then
  echo "phase adapter: $venv is up to date"
  exit 0
fi
"$python" -m venv "$venv"
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check --require-hashes -r "$here/requirements.txt"
"$venv/bin/python" -c 'import phase; print("phase adapter: phase-python installed in '"$venv"'")'
