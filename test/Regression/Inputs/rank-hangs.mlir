// Rank 0 enters an all_reduce that rank 1 never joins (rank 1 goes on to
// the runner's gather): a deadlock on purpose, for the timeout tests.
cleave.mesh @mesh(x = 2)
func.func @hang(%a: tensor<4xf32> {cleave.sharding = #cleave.sharding<@mesh, [[]]>}) -> (tensor<4xf32> {cleave.sharding = #cleave.sharding<@mesh, [[]]>}) {
  %i = cleave.process_index on @mesh axes [x] : index
  %c0 = arith.constant 0 : index
  %is0 = arith.cmpi eq, %i, %c0 : index
  %r = scf.if %is0 -> tensor<4xf32> {
    %s = cleave.all_reduce %a on @mesh axes [x] sum : tensor<4xf32>
    scf.yield %s : tensor<4xf32>
  } else {
    scf.yield %a : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
