// Sequence parallelism on a 2x2 mesh, with collectives over both axes at
// once: the row-parallel product is reduce-scattered along the sequence,
// relu runs on a quarter of the rows, and an all_gather restores them.
// REQUIRES: mpi
// RUN: cleave verify %s --reference %S/Inputs/rs-ag-ref.mlir --seed 4 | FileCheck %s
// CHECK: verify: 1 output matches (max rel err {{.*}}) on 4 ranks

cleave.mesh @mesh(x = 2, y = 2)
func.func @block(%x: tensor<8x4xf32> {cleave.sharding = #cleave.sharding<@mesh, [[], [x, y]]>},
                 %w: tensor<4x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [[x, y], []]>})
    -> tensor<8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %p = linalg.matmul ins(%x, %w : tensor<8x4xf32>, tensor<4x8xf32>) outs(%f : tensor<8x8xf32>) -> tensor<8x8xf32>
  %s = cleave.reduce_scatter %p on @mesh axes [x, y] dim 0 sum : tensor<8x8xf32> -> tensor<2x8xf32>
  %z = arith.constant dense<0.0> : tensor<2x8xf32>
  %r = arith.maximumf %s, %z : tensor<2x8xf32>
  %g = cleave.all_gather %r on @mesh axes [x, y] dim 0 : tensor<2x8xf32> -> tensor<8x8xf32>
  return %g : tensor<8x8xf32>
}
