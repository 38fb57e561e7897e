#!/usr/bin/env bash
# CPU benchmarks of generated code and the runtime against baselines measured
# in the same run (this machine is shared and noisy: read the ratios).
#   bench/run.sh [BUILD_DIR]      writes bench/results/cpu.txt
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD=${1:-build}
BIN=$BUILD/bin
OUT=bench/results
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$OUT"
# Unbound, like `cleave run` of one rank on a whole machine (Open MPI would
# bind a single rank to one core and its OpenBLAS threads would share it).
MPIRUN=(mpirun --oversubscribe --bind-to none)
[ "$(id -u)" = 0 ] && MPIRUN+=(--allow-run-as-root)
REPS=${REPS:-10}

entry_time() { # artifact -> best entry time in seconds, single rank
  "$BIN/cleave" run "$1" --repeat "$REPS" --output "$WORK/out" 2>/dev/null |
    sed -n 's/.*entry time min \([^ ]*\) s.*/\1/p'
}
value() { awk -v k="$1" '$1 == k { print $2 }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", a / b }'; }

"$BIN/cleave" compile bench/programs/gemm.mlir -o "$WORK/gemm.so" 2>/dev/null
"$BIN/cleave" compile bench/programs/elementwise.mlir -o "$WORK/chain.so" 2>/dev/null

gemm_cleave=$(entry_time "$WORK/gemm.so")
# Under mpirun like the artifact, so both get the same core binding (and so
# the same number of OpenBLAS threads).
gemm_blas=$("${MPIRUN[@]}" -np 1 "$BIN/cleave-bench-baselines" gemm 512 512 512 "$REPS" | value openblas_sgemm)
flops=$((2 * 512 * 512 * 512))

chain_cleave=$(entry_time "$WORK/chain.so")
bytes=$((2 * 8388608 * 4))  # one read and one write of 8M f32
copy=$("${MPIRUN[@]}" -np 1 "$BIN/cleave-bench-baselines" bandwidth $((8388608 * 4)) "$REPS" | value memcpy)

# The cost model against measurement: the annotated MLP on 4 ranks (2x2).
"$BIN/cleave" plan examples/mlp_annotated_2x2.mlir --fixed --cluster cpu --json "$WORK/plan.json" > /dev/null 2>&1
modeled=$(sed -n 's/.*"modeled_step_time_s": \([^,]*\),*/\1/p' "$WORK/plan.json")
"$BIN/cleave" compile examples/mlp_annotated_2x2.mlir -o "$WORK/mlp.so" 2>/dev/null
measured=$("$BIN/cleave" run "$WORK/mlp.so" --repeat "$REPS" --output "$WORK/out" 2>/dev/null |
  sed -n 's/.*entry time min \([^ ]*\) s.*/\1/p')

coll=$("${MPIRUN[@]}" -np 2 "$BIN/cleave-bench-baselines" collectives 1048576 $((3 * REPS)))

# A whole training step (1-layer MLP, 1024 tokens, hidden 256, FFN 1024:
# six GEMMs of 2 x 1024 x 1024 x 256 flops, plus elementwise ops) against
# the time OpenBLAS alone needs for six such GEMMs: how close the step
# comes to its GEMM bound.
python3 tools/import/gen_train_step.py none --tokens 1024 --hidden 256 --ffn 1024 > "$WORK/step.mlir"
"$BIN/cleave" compile "$WORK/step.mlir" -o "$WORK/step.so" 2>/dev/null
step=$(entry_time "$WORK/step.so")
step_gemm=$("${MPIRUN[@]}" -np 1 "$BIN/cleave-bench-baselines" gemm 1024 1024 256 "$REPS" | value openblas_sgemm)

{
  echo "# Cleave CPU benchmarks, $(date -u +%Y-%m-%dT%H:%MZ), $(nproc) cores, $(uname -m)"
  echo "# ratio > 1 means Cleave is faster than the baseline measured in the same run"
  echo "gemm_512_cleave_s $gemm_cleave"
  echo "gemm_512_openblas_s $gemm_blas"
  echo "gemm_512_cleave_gflops $(awk -v f=$flops -v t=$gemm_cleave 'BEGIN{printf "%.1f", f/t/1e9}')"
  echo "gemm_512_openblas_gflops $(awk -v f=$flops -v t=$gemm_blas 'BEGIN{printf "%.1f", f/t/1e9}')"
  echo "gemm_ratio_vs_openblas $(ratio "$gemm_blas" "$gemm_cleave")"
  echo "elementwise_chain_s $chain_cleave"
  echo "elementwise_chain_gbps $(awk -v b=$bytes -v t=$chain_cleave 'BEGIN{printf "%.2f", b/t/1e9}')"
  echo "memcpy_gbps $(awk -v b=$bytes -v t=$copy 'BEGIN{printf "%.2f", b/t/1e9}')"
  echo "elementwise_ratio_vs_memcpy_bandwidth $(ratio "$copy" "$chain_cleave")"
  echo "$coll" | sed 's/^/collective_4MiB_2ranks_/'
  echo "allreduce_ratio_vs_mpi $(ratio "$(echo "$coll" | value mpi_allreduce)" "$(echo "$coll" | value cleave_allreduce)")"
  echo "mlp_2x2_modeled_step_s $modeled"
  echo "mlp_2x2_measured_step_s $measured"
  echo "mlp_2x2_modeled_over_measured $(ratio "$modeled" "$measured")"
  echo "allgather_ratio_vs_mpi $(ratio "$(echo "$coll" | value mpi_allgather)" "$(echo "$coll" | value cleave_allgather)")"
  echo "train_step_1024x256_s $step"
  echo "train_step_six_openblas_gemms_s $(awk -v t=$step_gemm 'BEGIN{printf "%.6e", 6 * t}')"
  echo "train_step_ratio_vs_gemm_bound $(ratio "$(awk -v t=$step_gemm 'BEGIN{print 6 * t}')" "$step")"
} | tee "$OUT/cpu.txt"
