// A concatenation of pieces cast to a dynamic size, rows split
// (torch-roll.test).
cleave.mesh @mesh(a = 2)
func.func @roll(%x: tensor<4x8xf32> {cleave.sharding = #cleave.sharding<@mesh, [[a], []]>}) -> tensor<4x8xf32> {
  %a = tensor.extract_slice %x[0, 5] [4, 3] [1, 1] : tensor<4x8xf32> to tensor<4x3xf32>
  %ca = tensor.cast %a : tensor<4x3xf32> to tensor<4x?xf32>
  %b = tensor.extract_slice %x[0, 0] [4, 5] [1, 1] : tensor<4x8xf32> to tensor<4x5xf32>
  %cb = tensor.cast %b : tensor<4x5xf32> to tensor<4x?xf32>
  %r = tensor.concat dim(1) %ca, %cb : (tensor<4x?xf32>, tensor<4x?xf32>) -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}
