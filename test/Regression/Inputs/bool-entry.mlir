// PyTorch's x.masked_fill(mask, 0) with a bool mask, returning the filled
// values and `y > 0`: booleans in and out of the entry.
#id = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @masked(%x: tensor<4x8xf32>, %m: tensor<4x8xi1>) -> (tensor<4x8xf32>, tensor<4x8xi1>) {
    %zero = arith.constant 0.000000e+00 : f32
    %e = tensor.empty() : tensor<4x8xf32>
    %y = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
        ins(%x, %m : tensor<4x8xf32>, tensor<4x8xi1>) outs(%e : tensor<4x8xf32>) {
    ^bb0(%a: f32, %b: i1, %o: f32):
      %s = arith.select %b, %zero, %a : f32
      linalg.yield %s : f32
    } -> tensor<4x8xf32>
    %eb = tensor.empty() : tensor<4x8xi1>
    %p = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
        ins(%y : tensor<4x8xf32>) outs(%eb : tensor<4x8xi1>) {
    ^bb0(%a: f32, %o: i1):
      %c = arith.cmpf ogt, %a, %zero : f32
      linalg.yield %c : i1
    } -> tensor<4x8xi1>
    return %y, %p : tensor<4x8xf32>, tensor<4x8xi1>
  }
}
