#!/usr/bin/env bash
# The Python tests (python/tests, pytest) against the package staged in
# BUILD_DIR/python, in the venv of scripts/python-env.sh (created with the
# pinned torch, torch-mlir, transformers and pytest when missing).
#   scripts/python-tests.sh [BUILD_DIR] [pytest arguments]
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR=$(cd "${1:-build}" && pwd)
shift || true
VENV=$(scripts/python-env.sh)
export PYTHONPATH="$BUILD_DIR/python${PYTHONPATH:+:$PYTHONPATH}"
export CLEAVE_REQUIRE_TORCH=1
exec "$VENV/bin/python" -m pytest -q -p no:cacheprovider python/tests "$@"
