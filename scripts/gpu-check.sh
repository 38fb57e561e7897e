#!/usr/bin/env bash
# GPU checks, as one script for a machine with an NVIDIA GPU (one H200 in the
# device tool); writes bench/results/gpu-check.txt. Builds Cleave with the
# CUDA toolkit found in /usr/local/cuda, then, each step under a time limit:
#   1. the NCCL backend on device buffers (1 rank: NCCL cannot put two ranks
#      on one GPU);
#   2. `cleave verify --target cuda` of the corpus: GPU results against the
#      CPU reference, single rank;
#   3. GEMM 4096^3 through Cleave (cuBLAS call) vs cuBLAS called directly,
#      in f32, TF32 (--gpu-tf32), f16 and bf16 (target ratio >= 0.95), a
#      fused elementwise chain and a row reduction vs device-to-device copy
#      bandwidth (target >= 0.7), and GPT-2's training step: time per step and device peak
#      memory (arguments plus the pool's high-water mark).
#   scripts/gpu-check.sh [BUILD_DIR]
set -uo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR=${1:-build}
BIN=$BUILD_DIR/bin
OUT=bench/results/gpu-check.txt
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
mkdir -p bench/results
if ! BUILD_DIR="$BUILD_DIR" scripts/setup.sh > "$WORK/build.log" 2>&1; then
  tail -30 "$WORK/build.log"; exit 1
fi
MPIRUN=(mpirun --oversubscribe)
[ "$(id -u)" = 0 ] && MPIRUN+=(--allow-run-as-root)
best() { sed -n 's/.*entry time min \([^ ]*\) s.*/\1/p'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.3f", a / b; else print "n/a" }'; }
failures=0
{
  echo "# Cleave GPU checks, $(date -u +%Y-%m-%dT%H:%MZ)"
  nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader 2>&1 | sed 's/^/# gpu: /'

  echo "nccl_smoke: $(timeout 120 "${MPIRUN[@]}" -np 1 "$BIN/CleaveNcclSmokeTest" 2>&1 | tail -1)"

  python3 tools/import/gen_transformer.py none > "$WORK/block.mlir"
  python3 tools/import/gen_train_step.py none --tokens 256 --hidden 64 > "$WORK/train.mlir"
  for f in examples/mlp_single_device.mlir "$WORK/block.mlir" "$WORK/train.mlir" \
           test/Execution/torch/gpt2_forward.mlir test/Execution/torch/gpt2_train_step.mlir \
           test/Execution/torch/llama_block.mlir; do
    # The synthetic step's gradients reach 3e7 (see test/Execution/auto).
    tolerance=(--rtol 1e-3 --atol 1e-3)
    [ "$f" = "$WORK/train.mlir" ] && tolerance=(--atol 100)
    result=$(timeout 120 "$BIN/cleave" verify "$f" --target cuda --np 1 "${tolerance[@]}" 2>&1 | tail -1)
    echo "verify_cuda $(basename "$f"): $result"
    case "$result" in *match*) ;; *) failures=$((failures + 1)) ;; esac
  done

  for kind in f32 tf32 f16 bf16; do
    element=${kind/tf32/f32}
    flags=()
    [ "$kind" = tf32 ] && flags=(--gpu-tf32)
    sed "s/512/4096/g; s/f32/$element/g" bench/programs/gemm.mlir > "$WORK/gemm-$kind.mlir"
    timeout 120 "$BIN/cleave" compile "$WORK/gemm-$kind.mlir" --target cuda "${flags[@]}" \
      -o "$WORK/gemm-$kind.so" > /dev/null 2>&1
    gemm_cleave=$(timeout 120 "$BIN/cleave" run "$WORK/gemm-$kind.so" --repeat 20 2>&1 | best)
    gemm_cublas=$(timeout 60 "$BIN/cleave-bench-gpu-baselines" gemm 4096 4096 4096 20 "$kind" | awk '{print $2}')
    echo "gemm_4096_${kind}_cleave_s $gemm_cleave"
    echo "gemm_4096_${kind}_cublas_s $gemm_cublas"
    echo "gemm_${kind}_ratio_vs_cublas $(ratio "$gemm_cublas" "$gemm_cleave")  (target >= 0.95)"
  done

  timeout 120 "$BIN/cleave" compile bench/programs/elementwise.mlir --target cuda -o "$WORK/chain.so" > /dev/null 2>&1
  chain=$(timeout 120 "$BIN/cleave" run "$WORK/chain.so" --repeat 20 2>&1 | best)
  copy=$(timeout 60 "$BIN/cleave-bench-gpu-baselines" copy $((8388608 * 4)) 20 | awk '{print $2}')
  echo "elementwise_chain_s $chain"
  echo "d2d_copy_32MiB_s $copy"
  echo "elementwise_ratio_vs_copy $(ratio "$copy" "$chain")  (target >= 0.7)"
  # Row sums read 32 MiB and write almost nothing: against the copy's
  # bandwidth (32 MiB read + 32 MiB written), the ratio is copy / (2 x sum).
  timeout 120 "$BIN/cleave" compile bench/programs/row_reduction.mlir --target cuda -o "$WORK/rows.so" > /dev/null 2>&1
  rows=$(timeout 120 "$BIN/cleave" run "$WORK/rows.so" --repeat 20 2>&1 | best)
  echo "row_reduction_s $rows"
  echo "row_reduction_bandwidth_ratio_vs_copy $(awk -v c="$copy" -v r="$rows" 'BEGIN { if (r > 0) printf "%.3f", c / (2 * r); else print "n/a" }')  (target >= 0.7)"

  timeout 300 "$BIN/cleave" compile test/Execution/torch/gpt2_train_step.mlir --target cuda -o "$WORK/train.so" > /dev/null 2>&1
  timeout 120 "$BIN/cleave" run "$WORK/train.so" --repeat 10 > "$WORK/train.log" 2>&1
  echo "gpt2_train_step_s $(best < "$WORK/train.log")"
  echo "gpt2_train_step_peak_bytes $(sed -n 's/.*device peak memory \([0-9]*\) bytes.*/\1/p' "$WORK/train.log")"
  echo "verify_failures $failures"
  # The lit GPU execution tests (UNSUPPORTED on machines without a driver).
  echo "lit_cuda: $(timeout 300 /usr/lib/llvm-22/bin/lit -q "$BUILD_DIR/test/Execution/cuda" 2>&1 | tail -1)"
} 2>&1 | tee "$OUT"
grep -q "nccl smoke test: rank 0 of 1: passed" "$OUT" && grep -q "verify_failures 0" "$OUT"
