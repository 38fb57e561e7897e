// Data and tensor parallelism on a 2x2 mesh: the batch over dp, Megatron
// over tp; the only collective is the all_reduce over tp.
// RUN: cleave-opt %s --cleave-propagate --cleave-partition --canonicalize | FileCheck %s
// CHECK-LABEL: func @mlp
//  CHECK-SAME: tensor<4x16xf32> {cleave.sharding = #cleave.sharding<@mesh, {{\[}}[dp], []]>}
// CHECK-COUNT-1: cleave.all_reduce %{{.*}} on @mesh axes [tp] sum : tensor<4x16xf32>
// CHECK-NOT: cleave.
// CHECK: return
// REQUIRES: mpi
// RUN: cleave verify %s --seed 12 | FileCheck %s --check-prefix=VERIFY
// VERIFY: verify: 1 output matches (max rel err {{.*}}) on 4 ranks

cleave.mesh @mesh(dp = 2, tp = 2)
func.func @mlp(%x: tensor<8x16xf32>,
               %w1: tensor<16x32xf32>,
               %b1: tensor<32xf32>,
               %w2: tensor<32x16xf32>)
    -> (tensor<8x16xf32>) {
  %xs = cleave.annotate %x : tensor<8x16xf32> to #cleave.sharding<@mesh, [[dp], []]>
  %w1s = cleave.annotate %w1 : tensor<16x32xf32> to #cleave.sharding<@mesh, [[], [tp]]>
  %b1s = cleave.annotate %b1 : tensor<32xf32> to #cleave.sharding<@mesh, [[tp]]>
  %w2s = cleave.annotate %w2 : tensor<32x16xf32> to #cleave.sharding<@mesh, [[tp], []]>
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<8x32xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<8x32xf32>) -> tensor<8x32xf32>
  %h = linalg.matmul ins(%xs, %w1s : tensor<8x16xf32>, tensor<16x32xf32>)
                     outs(%f1 : tensor<8x32xf32>) -> tensor<8x32xf32>
  // gelu(h + b1), tanh approximation.
  %g = linalg.generic {
      indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>,
                       affine_map<(i, j) -> (i, j)>],
      iterator_types = ["parallel", "parallel"]}
      ins(%h, %b1s : tensor<8x32xf32>, tensor<32xf32>) outs(%e1 : tensor<8x32xf32>) {
  ^bb0(%hv: f32, %bv: f32, %out: f32):
    %v = arith.addf %hv, %bv : f32
    %c0 = arith.constant 0.7978845608 : f32
    %c1 = arith.constant 0.044715 : f32
    %half = arith.constant 0.5 : f32
    %one = arith.constant 1.0 : f32
    %v3 = arith.mulf %v, %v : f32
    %v4 = arith.mulf %v3, %v : f32
    %t0 = arith.mulf %c1, %v4 : f32
    %t1 = arith.addf %v, %t0 : f32
    %t2 = arith.mulf %c0, %t1 : f32
    %t3 = math.tanh %t2 : f32
    %t4 = arith.addf %one, %t3 : f32
    %t5 = arith.mulf %half, %v : f32
    %r = arith.mulf %t5, %t4 : f32
    linalg.yield %r : f32
  } -> tensor<8x32xf32>
  %e2 = tensor.empty() : tensor<8x16xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<8x16xf32>) -> tensor<8x16xf32>
  %y = linalg.matmul ins(%g, %w2s : tensor<8x32xf32>, tensor<32x16xf32>)
                     outs(%f2 : tensor<8x16xf32>) -> tensor<8x16xf32>
  %ys = cleave.annotate %y : tensor<8x16xf32> to #cleave.sharding<@mesh, [[dp], []]>
  return %ys : tensor<8x16xf32>
}
