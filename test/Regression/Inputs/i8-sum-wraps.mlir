// Bytes scaled by 16 and summed over a dimension split over 3 ranks: the
// partial sums' all_reduce overflows i8, which wraps as arith.addi does.
#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (j)>
cleave.mesh @mesh(x = 3)
func.func @sum_bytes(%a: tensor<6x64xi8>) -> tensor<64xi8> {
  %s = cleave.annotate %a : tensor<6x64xi8> to #cleave.sharding<@mesh, [[x], []]>
  %c16 = arith.constant 16 : i8
  %zero = arith.constant 0 : i8
  %init = tensor.empty() : tensor<64xi8>
  %acc = linalg.fill ins(%zero : i8) outs(%init : tensor<64xi8>) -> tensor<64xi8>
  %r = linalg.generic {indexing_maps = [#id, #row],
                       iterator_types = ["reduction", "parallel"]}
      ins(%s : tensor<6x64xi8>) outs(%acc : tensor<64xi8>) {
  ^bb0(%v: i8, %o: i8):
    %m = arith.muli %v, %c16 : i8
    %sum = arith.addi %m, %o : i8
    linalg.yield %sum : i8
  } -> tensor<64xi8>
  return %r : tensor<64xi8>
}
