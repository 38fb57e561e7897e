// The single-device MLP of mlp_single_device.mlir with a few sharding
// annotations: the batch split over dp, Megatron-LM's tensor parallelism over
// tp (W1 and b1 by columns, W2 by rows). `cleave verify` propagates them,
// partitions the program for a 2x2 mesh (one all_reduce over tp), runs it on
// 4 MPI ranks and compares with the program read without annotations.
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
