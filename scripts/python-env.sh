#!/usr/bin/env bash
# Prints the path of a Python venv holding python/requirements-test.txt
# (pinned PyPI packages: NumPy, torch, torch-mlir, transformers, pytest),
# creating or updating it first when its recorded requirements differ.
# It lives outside the checkout (torch is gigabytes) so that clean clones
# share it: $CLEAVE_VENV, default ~/.cache/cleave/venv.
set -euo pipefail
cd "$(dirname "$0")/.."
VENV=${CLEAVE_VENV:-${XDG_CACHE_HOME:-$HOME/.cache}/cleave/venv}
REQUIREMENTS=python/requirements-test.txt
STAMP=$VENV/cleave-requirements.txt
if [ -x "$VENV/bin/python" ] && cmp -s "$REQUIREMENTS" "$STAMP"; then
  echo "$VENV"
  exit 0
fi
start=$(date +%s)
echo "python-env: installing $REQUIREMENTS into $VENV" >&2
mkdir -p "$(dirname "$VENV")"
python3 -m venv "$VENV" >&2
"$VENV/bin/python" -m pip install -q --disable-pip-version-check \
  -r "$REQUIREMENTS" >&2
cp "$REQUIREMENTS" "$STAMP"
echo "python-env: took $(( $(date +%s) - start )) s" >&2
echo "$VENV"
