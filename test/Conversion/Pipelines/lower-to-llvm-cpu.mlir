// RUN: cleave-opt %s --cleave-lower-to-llvm-cpu | FileCheck %s --check-prefix=LOOPS
// RUN: cleave-opt %s --cleave-lower-to-llvm-cpu="emulate-gpu-kernels=true" | FileCheck %s --check-prefix=EMULATED
// RUN: not cleave-opt %s --cleave-lower-to-llvm-cpu="emulate-gpu-kernel=true" 2>&1 | FileCheck %s --check-prefix=MISSPELT

// The CPU pipeline's one option: by default a row sum is a plain loop nest
// into the caller's buffer; emulating the CUDA target's kernels, it is a
// block per row whose 256 threads' partials live in a temporary buffer.
// LOOPS-LABEL: llvm.func @row_sums
// LOOPS-NOT: llvm.call @{{.*}}alloc
// LOOPS: llvm.return
// Temporaries go through the runtime's counted device pool (MLIR's generic
// allocation functions), not malloc.
// EMULATED-LABEL: llvm.func @row_sums
// EMULATED-NOT: @malloc
// EMULATED: llvm.call @_mlir_memref_to_llvm_{{(aligned_)?}}alloc
// EMULATED: llvm.call @_mlir_memref_to_llvm_free
// MISSPELT: no such option emulate-gpu-kernel
func.func @row_sums(%a: tensor<64x1024xf32>) -> tensor<64xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<64xf32>) -> tensor<64xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<64x1024xf32>) outs(%z : tensor<64xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %acc, %x : f32
    linalg.yield %s : f32
  } -> tensor<64xf32>
  return %r : tensor<64xf32>
}
