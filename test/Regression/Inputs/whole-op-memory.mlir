// A generator (a generic reading no tensor: positions, masks) runs whole on
// every device: its 256 KB result is held until the matmul has read it.
#id = affine_map<(i, j) -> (i, j)>
func.func @positions_times_x(%x: tensor<256x256xf32>) -> tensor<256x256xf32> {
  %e = tensor.empty() : tensor<256x256xf32>
  %pos = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<256x256xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %s = arith.addi %i, %j : index
    %n = arith.index_cast %s : index to i64
    %f = arith.sitofp %n : i64 to f32
    linalg.yield %f : f32
  } -> tensor<256x256xf32>
  %z = arith.constant 0.0 : f32
  %e2 = tensor.empty() : tensor<256x256xf32>
  %fill = linalg.fill ins(%z : f32) outs(%e2 : tensor<256x256xf32>) -> tensor<256x256xf32>
  %m = linalg.matmul ins(%x, %pos : tensor<256x256xf32>, tensor<256x256xf32>) outs(%fill : tensor<256x256xf32>) -> tensor<256x256xf32>
  return %m : tensor<256x256xf32>
}
