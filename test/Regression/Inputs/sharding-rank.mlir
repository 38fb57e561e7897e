cleave.mesh @mesh(x = 2)
func.func @f(%a: tensor<8xf32> {cleave.sharding = #cleave.sharding<@mesh, [[x], []]>}) -> tensor<8xf32> {
  %b = arith.addf %a, %a : tensor<8xf32>
  return %b : tensor<8xf32>
}
