// Reductions whose init is not a visible zero fill, split by annotations.
// Upstream's shard partitioner splits them with one all_reduce (init on one
// device, zero elsewhere); Cleave gathered the inputs and ran the whole
// matmul on every device.
cleave.mesh @mesh(x = 2, y = 2)

// C + A * B with C a function argument; the contraction dimension is split.
func.func @matmul_acc(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %c: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %as = cleave.annotate %a : tensor<8x16xf32> to #cleave.sharding<@mesh, [[], [x, y]]>
  %bs = cleave.annotate %b : tensor<16x4xf32> to #cleave.sharding<@mesh, [[x, y], []]>
  %r = linalg.matmul ins(%as, %bs : tensor<8x16xf32>, tensor<16x4xf32>) outs(%c : tensor<8x4xf32>) -> tensor<8x4xf32>
  return %r : tensor<8x4xf32>
}

// A row sum into a fill of 1.0, and a row max into a fill of 0.5 (max and min
// fold their init in on every device).
func.func @sum_and_max(%a: tensor<8x16xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %as = cleave.annotate %a : tensor<8x16xf32> to #cleave.sharding<@mesh, [[x], [y]]>
  %one = arith.constant 1.0 : f32
  %half = arith.constant 0.5 : f32
  %e = tensor.empty() : tensor<8xf32>
  %f1 = linalg.fill ins(%one : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %f2 = linalg.fill ins(%half : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
                       iterator_types = ["parallel", "reduction"]}
      ins(%as : tensor<8x16xf32>) outs(%f1 : tensor<8xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %t = arith.addf %x, %acc : f32
    linalg.yield %t : f32
  } -> tensor<8xf32>
  %m = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
                       iterator_types = ["parallel", "reduction"]}
      ins(%as : tensor<8x16xf32>) outs(%f2 : tensor<8xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %t = arith.maximumf %x, %acc : f32
    linalg.yield %t : f32
  } -> tensor<8xf32>
  return %s, %m : tensor<8xf32>, tensor<8xf32>
}
