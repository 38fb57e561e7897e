#!/usr/bin/env bash
# GPU checks for a machine with NVIDIA GPUs (one H200 in the device tool),
# as one script with a time limit: builds Cleave with the CUDA toolkit found
# in /usr/local/cuda, then runs what exists of the GPU path today and writes
# bench/results/gpu-check.txt. Finishes in well under 5 minutes after the
# build.
#   scripts/gpu-check.sh [BUILD_DIR]
# What runs: the NCCL backend's smoke test on device buffers (1 rank: NCCL
# cannot put two ranks on one GPU). What does not exist yet (issue 6 open):
# the `--target cuda` code generator (GPU kernels, cuBLAS GEMMs), so there
# are no GEMM/elementwise/training-step numbers to take here yet.
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR=${1:-build}
OUT=bench/results/gpu-check.txt
mkdir -p bench/results
BUILD_DIR="$BUILD_DIR" scripts/setup.sh > /tmp/cleave-gpu-build.log 2>&1 || {
  tail -30 /tmp/cleave-gpu-build.log; exit 1; }
MPIRUN=(mpirun --oversubscribe)
[ "$(id -u)" = 0 ] && MPIRUN+=(--allow-run-as-root)
{
  echo "# Cleave GPU checks, $(date -u +%Y-%m-%dT%H:%MZ)"
  nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader 2>&1 | sed 's/^/# gpu: /'
  echo "nccl_smoke: $(timeout 120 "${MPIRUN[@]}" -np 1 "$BUILD_DIR/bin/CleaveNcclSmokeTest" 2>&1 | tail -1)"
  echo "cuda_target: not implemented yet (cleave compile --target cuda reports it)"
} | tee "$OUT"
grep -q "passed" "$OUT"
