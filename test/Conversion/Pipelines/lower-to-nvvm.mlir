// RUN: cleave-opt %s --cleave-lower-to-nvvm | FileCheck %s
// RUN: cleave-opt %s --cleave-lower-to-nvvm="chip=sm_80 features=+ptx70" | FileCheck %s --check-prefix=SM80
// RUN: not cleave-opt %s --cleave-lower-to-nvvm="format=elf" 2>&1 | FileCheck %s --check-prefix=FORMAT

// The CUDA target's lowering of a per-device program: the GEMM becomes a
// cuBLAS call on device buffers, the elementwise op a GPU kernel (PTX from
// LLVM's NVPTX backend, embedded in a gpu.binary), the collective a runtime
// call (NCCL at run time); temporaries are device allocations from the
// stream-ordered pool. Everything goes on the one stream the runtime hands
// out on entry, and the host waits once, before returning.
cleave.mesh @mesh(tp = 2)
func.func @step(%x: tensor<64x128xf32>, %w: tensor<128x256xf32>) -> tensor<64x256xf32> {
  %zero = arith.constant 0.0 : f32
  %two = arith.constant 2.0 : f32
  %e = tensor.empty() : tensor<64x256xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<64x256xf32>) -> tensor<64x256xf32>
  %m = linalg.matmul ins(%x, %w : tensor<64x128xf32>, tensor<128x256xf32>) outs(%f : tensor<64x256xf32>) -> tensor<64x256xf32>
  %t = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%m : tensor<64x256xf32>) outs(%e : tensor<64x256xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.mulf %a, %two : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<64x256xf32>
  %r = cleave.all_reduce %t on @mesh axes [tp] sum : tensor<64x256xf32>
  return %r : tensor<64x256xf32>
}

// CHECK: llvm.func @step(
// CHECK: %[[DEVICE:.*]] = llvm.mlir.constant(0 : i8) : i8
// CHECK: %[[STREAM:.*]] = llvm.call @mgpuStreamCreate()
// CHECK: llvm.call @mgpuMemAlloc(%{{.*}}, %[[STREAM]], %[[DEVICE]])
// CHECK: llvm.call @__cleave_cublas_gemm(
// CHECK: gpu.launch_func <%[[STREAM]] : !llvm.ptr> @step_kernel::@step_kernel blocks in
// CHECK-SAME: threads in
// CHECK-NOT: mgpuStreamSynchronize
// The all_reduce overlaps what follows until its result is needed (here:
// the end); its input is freed after it.
// CHECK: %[[TICKET:.*]] = llvm.call @__cleave_collective_async()
// CHECK: llvm.call @__cleave_all_reduce(
// CHECK-NEXT: llvm.call @__cleave_collective_join(%[[TICKET]])
// CHECK: llvm.call @__cleave_cuda_free(
// CHECK-NEXT: llvm.call @__cleave_cuda_synchronize()
// CHECK-NEXT: llvm.return
// CHECK: gpu.binary @step_kernel [#gpu.object<#nvvm.target<O = 3, chip = "sm_90", features = "+ptx80">
// CHECK-SAME: .target sm_90
// CHECK-SAME: .visible .entry step_kernel(
// CHECK-SAME: ld.global
// CHECK-SAME: max.NaN.f32
// CHECK-SAME: st.global
// SM80: .target sm_80
// FORMAT: for the --format option: Cannot find option named 'elf'
