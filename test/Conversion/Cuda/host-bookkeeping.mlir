// RUN: cleave-opt %s --convert-elementwise-to-linalg --cleave-lower-to-nvvm --mlir-print-ir-after=cleave-device-stream -o /dev/null 2>&1 | FileCheck %s
// RUN: cleave-opt %s --convert-elementwise-to-linalg --cleave-lower-to-nvvm | FileCheck %s --check-prefix=LLVM

// A loop that carries a tensor: buffer deallocation tracks ownership at run
// time, with arrays of pointers and flags and a helper function that reads
// them. That bookkeeping is host data for host code: it stays in host
// memory, the helper stays a host function, and the tensors stay in device
// memory with kernels.
// CHECK-LABEL: func.func @accumulate
// CHECK: gpu.alloc async
// CHECK: scf.for
// CHECK:   gpu.alloc async
// CHECK:   gpu.launch_func async
// CHECK: memref.alloc() {cleave.host_memory} : memref<2xindex>
// CHECK: memref.alloc() {cleave.host_memory} : memref<2xi1>
// CHECK: memref.store %{{.*}}, %{{.*}}[%{{.*}}] : memref<2xindex>
// CHECK: call @dealloc_helper(
// CHECK: memref.dealloc %{{.*}} : memref<2xindex>
// CHECK: memref.load %{{.*}}[%{{.*}}] : memref<2xi1>
// CHECK: call @__cleave_cuda_free
// CHECK: memref.dealloc %{{.*}} : memref<2xi1>
// CHECK: call @__cleave_cuda_synchronize
// CHECK: func.func private @dealloc_helper({{.*}}) attributes {cleave.host_memory} {
// CHECK-NOT: gpu.
// CHECK: return

// LLVM: llvm.func @accumulate
// LLVM: llvm.call @malloc
// LLVM: llvm.call @dealloc_helper
// LLVM: llvm.func @dealloc_helper
func.func @accumulate(%x: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %x) -> (tensor<8x8xf32>) {
    %s = arith.addf %acc, %x : tensor<8x8xf32>
    scf.yield %s : tensor<8x8xf32>
  }
  return %r : tensor<8x8xf32>
}
