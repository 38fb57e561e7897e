#!/usr/bin/env bash
# GPU checks, as one script for a machine with an NVIDIA GPU (one H200 in the
# device tool); writes bench/results/gpu-check.txt. That machine has no
# LLVM/MLIR, no MPI and no package registry, so everything is prepared where
# the toolchain is (scripts/gpu-bundle.sh) and travels as a bundle:
#   here:   scripts/gpu-bundle.sh                  (writes gpu-bundle/)
#   there:  scripts/gpu-check.sh gpu-bundle        (device tool: carry gpu-bundle)
# Where the bundle is missing and the toolchain is present, it is made first.
# Each step runs under a time limit:
#   1. the NCCL backend on device buffers, when MPI is there (1 rank: NCCL
#      cannot put two ranks on one GPU);
#   2. every corpus program on the GPU (tools/run_artifact.py: one process,
#      the runtime's local backend) against its CPU reference (bf16 ones
#      against the f32 program on the same inputs); the two host-offload
#      steps against the same programs without a budget on the GPU (exact);
#      compute-sanitizer's memcheck on three training steps, where present;
#   3. GEMM 8192^3 through Cleave vs cuBLAS called directly, in f32, TF32,
#      f16, bf16 and bf16 inputs with an f32 output (target ratio >= 0.95);
#      a fused elementwise chain and a row reduction over 1 GiB, and a full
#      sum of 256 MiB, vs device-to-device copy bandwidth (target >= 0.7);
#      a 1-layer MLP training step against its six GEMMs on cuBLAS;
#      GPT-2's training step: time per step and device peak memory; a
#      training step with weights offloaded to pinned host memory, GPT-2's
#      with activations kept there too (train_step_activations), and
#      GPT-2's 8-layer Adam step under a quarter of its unconstrained peak,
#      each peak against its budget; an 8-layer step under 2.5 GB with its
#      host copies overlapped and in line.
#   scripts/gpu-check.sh [BUNDLE_DIR]
set -uo pipefail
cd "$(dirname "$0")/.."
BUNDLE=${1:-gpu-bundle}
OUT=bench/results/gpu-check.txt
mkdir -p bench/results
if [ ! -f "$BUNDLE/corpus.txt" ]; then
  scripts/gpu-bundle.sh build "$BUNDLE" || exit 1
fi
# The CUDA libraries: the toolkit's, else the Python wheels' (PyTorch's).
libs="$PWD/$BUNDLE/lib"
for dir in /usr/local/cuda/lib64 /usr/local/cuda/targets/x86_64-linux/lib; do
  [ -d "$dir" ] && libs="$libs:$dir"
done
wheels=$(python3 -c 'import glob, os, site
for root in site.getsitepackages():
    for d in sorted(glob.glob(os.path.join(root, "nvidia", "*", "lib"))):
        print(d)' 2>/dev/null | paste -sd:)
[ -n "$wheels" ] && libs="$libs:$wheels"
export LD_LIBRARY_PATH="$libs${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
RUN=(python3 "$BUNDLE/run_artifact.py" --runtime-lib "$BUNDLE/lib")
best() { sed -n 's/.*entry time min \([^ ]*\) s.*/\1/p'; }
# "n/a" (and a failed check) when either time is missing.
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (a > 0 && b > 0) printf "%.3f", a / b; else print "n/a" }'; }
failures=0
{
  echo "# Cleave GPU checks, $(date -u +%Y-%m-%dT%H:%MZ)"
  nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader 2>&1 | sed 's/^/# gpu: /'

  if command -v mpirun > /dev/null; then
    MPIRUN=(mpirun --oversubscribe)
    [ "$(id -u)" = 0 ] && MPIRUN+=(--allow-run-as-root)
    echo "nccl_smoke: $(timeout 120 "${MPIRUN[@]}" -np 1 "$BUNDLE/bin/CleaveNcclSmokeTest" 2>&1 | tail -1)"
  else
    echo "nccl_smoke: skipped (no mpirun on this machine)"
  fi

  while read -r name; do
    # The synthetic step's gradients reach 3e7 (see test/Execution/auto).
    tolerance=(--rtol 1e-3 --atol 1e-3)
    [ "$name" = train_step ] && tolerance=(--rtol 1e-3 --atol 100)
    # Offloaded: its weights and momenta (near 1) must match too.
    [ "$name" = train_step_offload ] && tolerance=(--rtol 1e-3 --atol 1e-2)
    # A sum of 2^18 values near 300: the CPU's sequential f32 sum and the
    # GPU's tree differ in rounding.
    [ "$name" = full_sum ] && tolerance=(--rtol 1e-3 --atol 5e-2)
    # bf16: against the f32 program on the same inputs (gpu-bundle.sh); the
    # GPU rounds each op's result to bf16.
    case "$name" in *_bf16) tolerance=(--rtol 5e-2 --atol 5e-2) ;; esac
    timeout 120 "${RUN[@]}" "$BUNDLE/art/$name.so" --inputs "$BUNDLE/in/$name" \
      --reference "$BUNDLE/ref/$name" "${tolerance[@]}" > "$BUNDLE/$name.compare" 2>&1
    result=$(tail -1 "$BUNDLE/$name.compare")
    echo "gpu_vs_cpu $name: $result"
    case "$result" in
      *" match "*) ;;
      *) failures=$((failures + 1)); head -n 8 "$BUNDLE/$name.compare" | sed 's/^/  | /' ;;
    esac
  done < "$BUNDLE/corpus.txt"

  # Host offload against the same program without a budget on the same GPU:
  # the copies may move data, never change it.
  for pair in train_step_offload:train_step_offload_free train_step_activations:gpt2_train_step; do
    name=${pair%%:*} free=${pair#*:}
    rm -rf "$BUNDLE/gpuref/$name"
    timeout 120 "${RUN[@]}" "$BUNDLE/art/$free.so" --inputs "$BUNDLE/in/$name" \
      --outputs "$BUNDLE/gpuref/$name" > /dev/null 2>&1
    timeout 120 "${RUN[@]}" "$BUNDLE/art/$name.so" --inputs "$BUNDLE/in/$name" \
      --reference "$BUNDLE/gpuref/$name" --rtol 1e-5 --atol 1e-5 > "$BUNDLE/$name.gpu.compare" 2>&1
    result=$(tail -1 "$BUNDLE/$name.gpu.compare")
    echo "offload_vs_no_budget $name: $result"
    case "$result" in
      *" match "*) ;;
      *) failures=$((failures + 1)); head -n 8 "$BUNDLE/$name.gpu.compare" | sed 's/^/  | /' ;;
    esac
  done

  # Out-of-bounds accesses and bad copies, where the memory checker runs.
  if command -v compute-sanitizer > /dev/null; then
    for name in gpt2_train_step train_step_offload train_step_activations; do
      summary=$(timeout 180 compute-sanitizer --tool memcheck --leak-check no "${RUN[@]}" \
        "$BUNDLE/art/$name.so" --inputs "$BUNDLE/in/$name" 2>&1 | grep "ERROR SUMMARY")
      echo "memcheck $name: ${summary:-n/a}"
      case "$summary" in *" 0 errors"*) ;; *) failures=$((failures + 1)) ;; esac
    done
  else
    echo "memcheck: skipped (no compute-sanitizer on this machine)"
  fi

  for kind in f32 tf32 f16 bf16 bf16f32; do
    cleave=$(timeout 120 "${RUN[@]}" "$BUNDLE/bench/gemm-$kind.so" --zeros --repeat 20 2>&1 | best)
    cublas=$(timeout 60 "$BUNDLE/bin/cleave-bench-gpu-baselines" gemm 8192 8192 8192 20 "$kind" | awk '{print $2}')
    echo "gemm_8192_${kind}_cleave_s $cleave"
    echo "gemm_8192_${kind}_cublas_s $cublas"
    echo "gemm_${kind}_ratio_vs_cublas $(ratio "$cublas" "$cleave")  (target >= 0.95)"
  done

  copy=$(timeout 60 "$BUNDLE/bin/cleave-bench-gpu-baselines" copy $((268435456 * 4)) 20 | awk '{print $2}')
  chain=$(timeout 120 "${RUN[@]}" "$BUNDLE/bench/chain.so" --zeros --repeat 20 2>&1 | best)
  echo "d2d_copy_1GiB_s $copy"
  echo "elementwise_chain_1GiB_s $chain"
  echo "elementwise_ratio_vs_copy $(ratio "$copy" "$chain")  (target >= 0.7)"
  # Row sums read 1 GiB and write almost nothing: against the copy's
  # bandwidth (1 GiB read + 1 GiB written), the ratio is copy / (2 x sum).
  rows=$(timeout 120 "${RUN[@]}" "$BUNDLE/bench/rows.so" --zeros --repeat 20 2>&1 | best)
  echo "row_reduction_1GiB_s $rows"
  echo "row_reduction_bandwidth_ratio_vs_copy $(awk -v c="$copy" -v r="$rows" 'BEGIN { if (c > 0 && r > 0) printf "%.3f", c / (2 * r); else print "n/a" }')  (target >= 0.7)"
  # One sum of 256 MiB (blocks split the row): copy / (8 x sum) likewise.
  full=$(timeout 120 "${RUN[@]}" "$BUNDLE/bench/full_sum.so" --zeros --repeat 20 2>&1 | best)
  echo "full_sum_256MiB_s $full"
  echo "full_sum_bandwidth_ratio_vs_copy $(awk -v c="$copy" -v r="$full" 'BEGIN { if (c > 0 && r > 0) printf "%.3f", c / (8 * r); else print "n/a" }')  (target >= 0.7)"

  # A training step (8192 tokens, hidden 2048, FFN 8192: six GEMMs of
  # 2 x 8192 x 8192 x 2048 flops plus elementwise) against six cuBLAS GEMMs.
  step=$(timeout 120 "${RUN[@]}" "$BUNDLE/bench/train_step.so" --zeros --repeat 10 2>&1 | best)
  step_gemm=$(timeout 60 "$BUNDLE/bin/cleave-bench-gpu-baselines" gemm 8192 8192 2048 10 f32 | awk '{print $2}')
  echo "train_step_8192x2048_s $step"
  echo "train_step_six_cublas_gemms_s $(awk -v t="$step_gemm" 'BEGIN { if (t > 0) printf "%.6e", 6 * t; else print "n/a" }')"
  echo "train_step_ratio_vs_gemm_bound $(ratio "$(awk -v t="$step_gemm" 'BEGIN { print 6 * t }')" "$step")"
  timeout 120 "${RUN[@]}" "$BUNDLE/art/gpt2_train_step.so" --repeat 10 > "$BUNDLE/train.log" 2>&1
  echo "gpt2_train_step_s $(best < "$BUNDLE/train.log")"
  echo "gpt2_train_step_peak_bytes $(sed -n 's/.*peak device memory: \([0-9]*\) bytes.*/\1/p' "$BUNDLE/train.log")"
  # Host offload: the step with 12 arguments in pinned host memory, copied
  # in on the copy stream, and GPT-2's step with activations there too;
  # each device peak against its budget (scripts/gpu-bundle.sh).
  for case in train_step_offload:2500000 train_step_activations:170000 \
    gpt2_adam_8l_quarter:$(cat "$BUNDLE/gpt2_adam_8l_quarter.budget" 2> /dev/null); do
    name=${case%%:*} budget=${case#*:}
    timeout 120 "${RUN[@]}" "$BUNDLE/art/$name.so" --inputs "$BUNDLE/in/$name" \
      --repeat 10 > "$BUNDLE/$name.log" 2>&1
    seconds=$(best < "$BUNDLE/$name.log")
    peak=$(sed -n 's/.*peak device memory: \([0-9]*\) bytes.*/\1/p' "$BUNDLE/$name.log")
    echo "${name}_s ${seconds:-n/a}"
    echo "${name}_peak_bytes ${peak:-n/a}  (budget $budget)"
    if [ -z "$peak" ] || [ "$peak" -gt "$budget" ]; then
      echo "${name}_within_budget no"
      failures=$((failures + 1))
    fi
  done
  # Host offload at scale (gpu-bundle.sh): the step without a budget, and
  # under 2.5 GB with its host copies overlapped (the copy stream) and in
  # line (CLEAVE_HOST_COPIES=sync, the baseline); random inputs.
  for mode in free async sync; do
    artifact=offload_big copies=$mode
    [ "$mode" = free ] && artifact=offload_big_free copies=async
    CLEAVE_HOST_COPIES=$copies timeout 180 "${RUN[@]}" "$BUNDLE/bench/$artifact.so" --repeat 3 \
      > "$BUNDLE/offload_big_$mode.log" 2>&1
    echo "offload_8layer_${mode}_s $(best < "$BUNDLE/offload_big_$mode.log")"
    echo "offload_8layer_${mode}_peak_bytes $(sed -n 's/.*peak device memory: \([0-9]*\) bytes.*/\1/p' "$BUNDLE/offload_big_$mode.log")"
  done
  echo "gpu_vs_cpu_failures $failures"
} 2>&1 | tee "$OUT"
# Fails on a wrong output and on any measurement that did not happen.
grep -q "gpu_vs_cpu_failures 0" "$OUT" && ! grep -q " n/a " "$OUT"
