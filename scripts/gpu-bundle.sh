#!/usr/bin/env bash
# Prepares, on a machine with Cleave's toolchain, everything scripts/gpu-check.sh
# needs on a GPU machine that has none (no LLVM/MLIR, no MPI, no package
# registry: the lent H200): the runtime libraries, CUDA artifacts of the
# test corpus and the benchmarks, and the CPU reference (inputs and outputs)
# of every corpus program. The bundle travels with the device tool's `carry`
# (it is ignored by git) and stays far under its 64 MiB.
#   scripts/gpu-bundle.sh [BUILD_DIR] [BUNDLE_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR=${1:-build}
BUNDLE=${2:-gpu-bundle}
BIN=$BUILD_DIR/bin
BUILD_DIR="$BUILD_DIR" scripts/setup.sh > /dev/null
if [ ! -f "$BUILD_DIR/lib/libCleaveRuntimeCuda.so" ]; then
  echo "gpu-bundle: libCleaveRuntimeCuda.so was not built (no CUDA toolkit?)" >&2
  exit 1
fi
rm -rf "$BUNDLE"
mkdir -p "$BUNDLE"/{lib,bin,art,in,ref,programs}
cp "$BUILD_DIR"/lib/libCleaveRuntime*.so "$BUNDLE/lib/"
for tool in cleave-bench-gpu-baselines CleaveNcclSmokeTest; do
  [ -x "$BIN/$tool" ] && cp "$BIN/$tool" "$BUNDLE/bin/"
done
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
# Quiet unless it fails.
quiet() { "$@" > "$WORK/log" 2>&1 || { cat "$WORK/log" >&2; exit 1; }; }

# The corpus: CUDA artifact + CPU reference (single device, seed 1).
python3 tools/import/gen_transformer.py none > "$BUNDLE/programs/gpt_block.mlir"
python3 tools/import/gen_train_step.py none --tokens 256 --hidden 64 > "$BUNDLE/programs/train_step.mlir"
cp examples/mlp_single_device.mlir test/Execution/Inputs/contractions-ref.mlir \
   test/Execution/torch/gpt2_forward.mlir test/Execution/torch/gpt2_train_step.mlir \
   test/Execution/torch/llama_block.mlir test/Execution/corpus/gpt2_adam_step_long.mlir \
   test/Execution/corpus/llama_adam_step.mlir "$BUNDLE/programs/"
# The row reduction at a size whose input is small to carry (256 rows).
sed 's/4096x2048/256x2048/g; s/tensor<4096xf32>/tensor<256xf32>/g' \
  bench/programs/row_reduction.mlir > "$BUNDLE/programs/row_reduction.mlir"
# Half precision (reductions accumulate in f32 on the GPU, in bf16 on the
# CPU; gpu-check's tolerance for *_bf16 allows for it), and a full
# reduction split across blocks (2^18 elements: 128 blocks).
sed s/f32/bf16/g examples/mlp_single_device.mlir > "$BUNDLE/programs/mlp_bf16.mlir"
sed s/f32/bf16/g "$BUNDLE/programs/row_reduction.mlir" > "$BUNDLE/programs/row_reduction_bf16.mlir"
sed s/67108864/262144/g bench/programs/full_sum.mlir > "$BUNDLE/programs/full_sum.mlir"
# A loop carrying a tensor (deallocation bookkeeping on the host).
cp test/Conversion/Cuda/host-bookkeeping.mlir "$BUNDLE/programs/loop_carried.mlir"
NUMPY_PYTHON=python3
/usr/bin/python3 -c 'import numpy' 2> /dev/null && NUMPY_PYTHON=/usr/bin/python3
# Adam's second moments must not be negative (random inputs are uniform in
# [-1, 1]: the square root made most outputs NaN on both sides, which
# compare equal and prove nothing): every float input made non-negative,
# and the reference computed again on them (the CPU artifact in one
# process, as the GPU's runs).
positive_reference() { # CPU_ARTIFACT NAME
  "$NUMPY_PYTHON" -c 'import glob, sys, numpy as np
for path in glob.glob(sys.argv[1] + "/*.npy"):
    a = np.load(path)
    if a.dtype.kind == "f":
        np.save(path, np.abs(a))' "$BUNDLE/in/$2"
  rm -rf "$BUNDLE/ref/$2"
  quiet "$NUMPY_PYTHON" tools/run_artifact.py "$1" --runtime-lib "$BUILD_DIR/lib" \
    --inputs "$BUNDLE/in/$2" --outputs "$BUNDLE/ref/$2"
}
for f in "$BUNDLE"/programs/*.mlir; do
  name=$(basename "$f" .mlir)
  quiet "$BIN/cleave" compile "$f" --target cuda -o "$BUNDLE/art/$name.so"
  quiet "$BIN/cleave" compile "$f" -o "$WORK/$name.so"
  quiet "$BIN/cleave" run "$WORK/$name.so" --seed 1 --save-inputs "$BUNDLE/in/$name" \
    --output "$BUNDLE/ref/$name"
  case "$name" in *adam*) positive_reference "$WORK/$name.so" "$name" ;; esac
  echo "$name" >> "$BUNDLE/corpus.txt"
done

# bf16 programs: the reference is the f32 program on the same (widened)
# inputs, not the CPU's bf16 run, which rounds every partial sum to 8 bits
# of mantissa (a row sum of 2048 values drifts by whole units: measured on
# the H200, 1.8 relative error against the GPU's f32 accumulation).
for name in mlp_bf16:mlp_single_device row_reduction_bf16:row_reduction; do
  half=${name%%:*} full=${name#*:}
  widened=()
  for npy in "$BUNDLE/in/$half"/*.npy; do
    arg=$(basename "$npy" .npy)
    "$NUMPY_PYTHON" -c 'import sys, numpy as np
a = np.load(sys.argv[1])
np.save(sys.argv[2], (a.astype(np.uint32) << 16).view(np.float32) if a.dtype == np.uint16 else a)' \
      "$npy" "$WORK/$half-$arg.npy"
    widened+=("--input=$arg=$WORK/$half-$arg.npy")
  done
  rm -rf "$BUNDLE/ref/$half"
  quiet "$BIN/cleave" run "$WORK/$full.so" "${widened[@]}" --output "$BUNDLE/ref/$half"
done

# Host offload: a 4-layer MLP training step whose weights and momenta do
# not fit a 2.5 MB budget keeps 12 of them in pinned host memory, copied in
# on the copy stream; its reference is the same step compiled without a
# budget. (At hidden 512 its inputs and reference took 130 MB, twice what
# the device tool carries.)
python3 tools/import/gen_train_step.py none --layers 4 --tokens 32 --hidden 128 --ffn 512 \
  > "$BUNDLE/programs/train_step_offload.mlir"
updates=()
for i in $(seq 1 16); do updates+=("--update=result$i=arg$i"); done
quiet "$BIN/cleave" compile "$BUNDLE/programs/train_step_offload.mlir" --target cuda \
  "${updates[@]}" --memory-budget 2500000 -o "$BUNDLE/art/train_step_offload.so"
quiet "$BIN/cleave" compile "$BUNDLE/programs/train_step_offload.mlir" -o "$WORK/train_step_offload.so"
quiet "$BIN/cleave" run "$WORK/train_step_offload.so" --seed 1 \
  --save-inputs "$BUNDLE/in/train_step_offload" --output "$BUNDLE/ref/train_step_offload"
echo train_step_offload >> "$BUNDLE/corpus.txt"
# Its twin without a budget, run on the GPU as the offload's exact reference.
quiet "$BIN/cleave" compile "$BUNDLE/programs/train_step_offload.mlir" --target cuda \
  "${updates[@]}" -o "$BUNDLE/art/train_step_offload_free.so"

# Activations in host memory: GPT-2's training step under a 170 KB budget
# keeps 16 activations (and 29 arguments) in pinned host memory, copied out
# after their producer and back before their backward use on the copy
# stream; its reference is the step without a budget, on the same inputs.
quiet "$BIN/cleave" compile test/Execution/torch/gpt2_train_step.mlir --target cuda \
  --memory-budget 170000 -o "$BUNDLE/art/train_step_activations.so"
cp -r "$BUNDLE/in/gpt2_train_step" "$BUNDLE/in/train_step_activations"
cp -r "$BUNDLE/ref/gpt2_train_step" "$BUNDLE/ref/train_step_activations"
echo train_step_activations >> "$BUNDLE/corpus.txt"

# GPT-2's 8-layer Adam step (issue 15's proof: 301 updated arguments)
# under a quarter of its unconstrained device peak: recomputation and
# offload on the GPU, against the CPU's step without a budget.
program=test/Execution/corpus/gpt2_adam_step_long_8l.mlir
updates=()
for i in $(seq 0 300); do updates+=("--update=result$((i + 1))=arg$i"); done
quiet "$BIN/cleave" plan "$program" --mesh 1 "${updates[@]}" --json "$WORK/free8.json"
quarter=$("$NUMPY_PYTHON" -c 'import json, sys; print(int(json.load(open(sys.argv[1]))["peak_memory_bytes"]) // 4)' "$WORK/free8.json")
quiet "$BIN/cleave" compile "$program" --target cuda --mesh 1 "${updates[@]}" \
  --memory-budget "$quarter" -o "$BUNDLE/art/gpt2_adam_8l_quarter.so"
quiet "$BIN/cleave" compile "$program" --mesh 1 "${updates[@]}" -o "$WORK/adam8.so"
quiet "$BIN/cleave" run "$WORK/adam8.so" --seed 1 --save-inputs "$BUNDLE/in/gpt2_adam_8l_quarter"
positive_reference "$WORK/adam8.so" gpt2_adam_8l_quarter
echo "$quarter" > "$BUNDLE/gpt2_adam_8l_quarter.budget"
echo gpt2_adam_8l_quarter >> "$BUNDLE/corpus.txt"

# Benchmarks, sized so that a call's host overhead is small against the GPU
# time: GEMM 8192^3 in four precisions and mixed (bf16 inputs, f32 output),
# and 1 GiB streams.
mkdir -p "$BUNDLE/bench"
for kind in f32 tf32 f16 bf16 bf16f32; do
  element=${kind/tf32/f32}
  flags=()
  [ "$kind" = tf32 ] && flags=(--gpu-tf32)
  if [ "$kind" = bf16f32 ]; then
    # Only the inputs' types change: A and B are bf16.
    sed "s/512/8192/g; s/tensor<8192x8192xf32>, %b: tensor<8192x8192xf32>/tensor<8192x8192xbf16>, %b: tensor<8192x8192xbf16>/; s/ins(%a, %b : tensor<8192x8192xf32>, tensor<8192x8192xf32>)/ins(%a, %b : tensor<8192x8192xbf16>, tensor<8192x8192xbf16>)/" \
      bench/programs/gemm.mlir > "$WORK/gemm-$kind.mlir"
  else
    sed "s/512/8192/g; s/f32/$element/g" bench/programs/gemm.mlir > "$WORK/gemm-$kind.mlir"
  fi
  quiet "$BIN/cleave" compile "$WORK/gemm-$kind.mlir" --target cuda "${flags[@]}" \
    -o "$BUNDLE/bench/gemm-$kind.so"
done
sed 's/8388608/268435456/g' bench/programs/elementwise.mlir > "$WORK/chain.mlir"
quiet "$BIN/cleave" compile "$WORK/chain.mlir" --target cuda -o "$BUNDLE/bench/chain.so"
sed 's/4096x2048/65536x4096/g; s/tensor<4096xf32>/tensor<65536xf32>/g' \
  bench/programs/row_reduction.mlir > "$WORK/rows.mlir"
quiet "$BIN/cleave" compile "$WORK/rows.mlir" --target cuda -o "$BUNDLE/bench/rows.so"
quiet "$BIN/cleave" compile bench/programs/full_sum.mlir --target cuda -o "$BUNDLE/bench/full_sum.so"
# A 1-layer MLP training step, against its six GEMMs on cuBLAS (as on the CPU).
python3 tools/import/gen_train_step.py none --tokens 8192 --hidden 2048 --ffn 8192 > "$WORK/step.mlir"
quiet "$BIN/cleave" compile "$WORK/step.mlir" --target cuda -o "$BUNDLE/bench/train_step.so"
# Host offload at a size where the host link matters: an 8-layer training
# step (4096 tokens, hidden 2048, FFN 8192; 4.7 GB unconstrained) under a
# 2.5 GB budget, priced on h200-node, against the same step without a
# budget (gpu-check times it with copies overlapped and in line).
python3 tools/import/gen_train_step.py none --layers 8 --tokens 4096 --hidden 2048 --ffn 8192 \
  > "$WORK/offload_big.mlir"
updates=()
for i in $(seq 1 32); do updates+=("--update=result$i=arg$i"); done
quiet "$BIN/cleave" compile "$WORK/offload_big.mlir" --target cuda --cluster h200-node --mesh 1 \
  "${updates[@]}" -o "$BUNDLE/bench/offload_big_free.so"
quiet "$BIN/cleave" compile "$WORK/offload_big.mlir" --target cuda --cluster h200-node --mesh 1 \
  "${updates[@]}" --memory-budget 2500000000 -o "$BUNDLE/bench/offload_big.so"
cp tools/run_artifact.py "$BUNDLE/"
echo "gpu-bundle: $(du -sh "$BUNDLE" | cut -f1) in $BUNDLE ($(wc -l < "$BUNDLE/corpus.txt") corpus programs)"
