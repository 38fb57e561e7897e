#!/usr/bin/env bash
# One entry point for a fresh machine: installs the Debian packages Cleave
# needs (only those missing), configures once, and builds.
#   scripts/setup.sh            install + configure + build into ./build
#   BUILD_DIR=out scripts/setup.sh
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR=${BUILD_DIR:-build}

PACKAGES=(
  cmake ninja-build g++ ccache python3
  llvm-22-dev libmlir-22-dev mlir-22-tools llvm-22-tools
  libgtest-dev openmpi-bin libopenmpi-dev libopenblas-dev python3-numpy
  coinor-libcbc-dev chromium pkgconf valgrind
)

missing=()
for pkg in "${PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$pkg")
  fi
done
if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}"
  SUDO=""
  if [ "$(id -u)" != 0 ]; then SUDO=sudo; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}"
fi

if [ ! -f "$BUILD_DIR/build.ninja" ]; then
  cmake -G Ninja -S . -B "$BUILD_DIR" -DCMAKE_BUILD_TYPE=Release
fi
# Two cores and MLIR-heavy translation units: more jobs only swap.
ninja -C "$BUILD_DIR" -j "${JOBS:-$(nproc)}"
