// Bufferization turns each collective into one runtime call on a fresh
// buffer, with the argument encoding of runtime_codegen.h.
// RUN: cleave-opt %s --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" | FileCheck %s

// Constants the lowering needs are module-level globals.
// CHECK-DAG: memref.global "private" constant @__cleave_i64_8_16 : memref<2xi64> = dense<[8, 16]>
// CHECK-DAG: memref.global "private" constant @__cleave_i64_0_1_1_0 : memref<4xi64> = dense<[0, 1, 1, 0]>

cleave.mesh @mesh(dp = 2, tp = 4)

// CHECK-LABEL: func @all_reduce
//  CHECK-SAME: (%[[IN:.*]]: memref<8x16xf32>)
// CHECK: %[[OUT:.*]] = memref.alloc() : memref<8x16xf32>
// CHECK-DAG: %[[PIN:.*]] = memref.extract_aligned_pointer_as_index %[[IN]]
// CHECK-DAG: %[[POUT:.*]] = memref.extract_aligned_pointer_as_index %[[OUT]]
// CHECK-DAG: %[[COUNT:.*]] = arith.constant 128 : i64
// CHECK-DAG: %[[F32:.*]] = arith.constant 0 : i64
// CHECK-DAG: %[[MAX:.*]] = arith.constant 1 : i64
// Axes [tp, dp] on (dp, tp): nibbles 2 then 1 -> 0x12 = 18.
// CHECK-DAG: %[[AXES:.*]] = arith.constant 18 : i64
// CHECK: call @__cleave_all_reduce(%[[PIN]], %[[POUT]], %[[COUNT]], %[[F32]], %[[MAX]], %[[AXES]])
// CHECK: return %[[OUT]]
func.func @all_reduce(%arg0: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %0 = cleave.all_reduce %arg0 on @mesh axes [tp, dp] max : tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// all_gather along dim 1 of 8x16: 8 outer rows of 16-element slabs.
// CHECK-LABEL: func @all_gather
// CHECK-DAG: %[[OUTER:.*]] = arith.constant 8 : i64
// CHECK-DAG: %[[SLAB:.*]] = arith.constant 16 : i64
// CHECK-DAG: %[[TP:.*]] = arith.constant 2 : i64
// CHECK: call @__cleave_all_gather(%{{.*}}, %{{.*}}, %[[OUTER]], %[[SLAB]], %{{.*}}, %[[TP]])
func.func @all_gather(%arg0: tensor<8x16xf32>) -> tensor<8x64xf32> {
  %0 = cleave.all_gather %arg0 on @mesh axes [tp] dim 1 : tensor<8x16xf32> -> tensor<8x64xf32>
  return %0 : tensor<8x64xf32>
}

// reduce_scatter keeps one 4x16 block of each device's 8x16 (bf16 = 2).
// CHECK-LABEL: func @reduce_scatter
// CHECK-DAG: %[[OUTER:.*]] = arith.constant 1 : i64
// CHECK-DAG: %[[BLOCK:.*]] = arith.constant 64 : i64
// CHECK-DAG: %[[BF16:.*]] = arith.constant 2 : i64
// CHECK: call @__cleave_reduce_scatter(%{{.*}}, %{{.*}}, %[[OUTER]], %[[BLOCK]], %[[BF16]],
func.func @reduce_scatter(%arg0: tensor<8x16xbf16>) -> tensor<4x16xbf16> {
  %0 = cleave.reduce_scatter %arg0 on @mesh axes [dp] dim 0 sum : tensor<8x16xbf16> -> tensor<4x16xbf16>
  return %0 : tensor<4x16xbf16>
}

// The local shape travels as a constant global (declared first, see top).
// CHECK-LABEL: func @all_to_all
// CHECK: %[[SHAPE:.*]] = memref.get_global @__cleave_i64_8_16
// CHECK: %[[PSHAPE:.*]] = memref.extract_aligned_pointer_as_index %[[SHAPE]]
// CHECK: call @__cleave_all_to_all(%{{.*}}, %{{.*}}, %[[PSHAPE]],
func.func @all_to_all(%arg0: tensor<8x16xf32>) -> tensor<32x4xf32> {
  %0 = cleave.all_to_all %arg0 on @mesh axes [tp] split 1 concat 0 : tensor<8x16xf32> -> tensor<32x4xf32>
  return %0 : tensor<32x4xf32>
}

// broadcast copies into its output, then broadcasts in place; root (1, 2)
// over [dp, tp] is group index 1 * 4 + 2 = 6.
// CHECK-LABEL: func @broadcast
// CHECK: %[[OUT:.*]] = memref.alloc() : memref<4xi32>
// CHECK: memref.copy %{{.*}}, %[[OUT]]
// CHECK-DAG: %[[ROOT:.*]] = arith.constant 6 : i64
// CHECK: call @__cleave_broadcast(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[ROOT]])
func.func @broadcast(%arg0: tensor<4xi32>) -> tensor<4xi32> {
  %0 = cleave.broadcast %arg0 on @mesh axes [dp, tp] root [1, 2] : tensor<4xi32>
  return %0 : tensor<4xi32>
}

// Permute pairs travel as a constant global of (source, target) pairs.
// CHECK-LABEL: func @permute
// CHECK: memref.get_global @__cleave_i64_0_1_1_0
// CHECK-DAG: %[[NPAIRS:.*]] = arith.constant 2 : i64
// CHECK: call @__cleave_collective_permute(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[NPAIRS]])
func.func @permute(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  %0 = cleave.collective_permute %arg0 on @mesh axes [dp] pairs [0 -> 1, 1 -> 0] : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// Non-contiguous inputs are copied to a contiguous buffer first.
// CHECK-LABEL: func @strided_input
// CHECK: %[[SUB:.*]] = memref.subview
// CHECK: %[[COPY:.*]] = memref.alloc() : memref<4x4xf32>
// CHECK: memref.copy %[[SUB]], %[[COPY]]
// CHECK: memref.extract_aligned_pointer_as_index %[[COPY]]
// CHECK: call @__cleave_all_reduce
func.func @strided_input(%arg0: tensor<8x8xf32>) -> tensor<4x4xf32> {
  %s = tensor.extract_slice %arg0[0, 0] [4, 4] [1, 1] : tensor<8x8xf32> to tensor<4x4xf32>
  %0 = cleave.all_reduce %s on @mesh axes [tp] sum : tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// send/recv fold the peer coordinates into a group index at run time.
// CHECK-LABEL: func @send_recv
// CHECK: call @__cleave_send(
// CHECK: %[[R:.*]] = memref.alloc() : memref<4xf32>
// CHECK: call @__cleave_recv(
// CHECK: return %[[R]]
func.func @send_recv(%arg0: tensor<4xf32>, %peer: index) -> tensor<4xf32> {
  cleave.send %arg0 on @mesh axes [dp] to [%peer] tag 1 : tensor<4xf32>
  %0 = cleave.recv on @mesh axes [dp] from [%peer] tag 1 : tensor<4xf32>
  return %0 : tensor<4xf32>
}
