// Reductions of every shape the CUDA target builds its own kernels for:
// softmax rows (a block per row), a bias gradient (a long strided
// reduction split across blocks), a full sum (a row split across blocks),
// a column max with few outputs, f64 rows, and a 0-D op.
#id2 = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
#col = affine_map<(i, j) -> (j)>
func.func @reductions(%x: tensor<128x256xf32>, %dy: tensor<2048x64xf32>,
                      %v: tensor<65536xf32>, %c: tensor<4096x8xf32>,
                      %d: tensor<32x128xf64>)
    -> (tensor<128x256xf32>, tensor<64xf32>, tensor<f32>, tensor<8xf32>,
        tensor<32xf64>, tensor<f32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %ninf64 = arith.constant 0xFFF0000000000000 : f64
  // softmax(x) along rows.
  %e128 = tensor.empty() : tensor<128xf32>
  %m0 = linalg.fill ins(%ninf : f32) outs(%e128 : tensor<128xf32>) -> tensor<128xf32>
  %m = linalg.generic {indexing_maps = [#id2, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<128x256xf32>) outs(%m0 : tensor<128xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.maximumf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<128xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%e128 : tensor<128xf32>) -> tensor<128xf32>
  %s = linalg.generic {indexing_maps = [#id2, #row, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x, %m : tensor<128x256xf32>, tensor<128xf32>) outs(%s0 : tensor<128xf32>) {
  ^bb0(%a: f32, %mx: f32, %acc: f32):
    %t = arith.subf %a, %mx : f32
    %ex = math.exp %t : f32
    %r = arith.addf %acc, %ex : f32
    linalg.yield %r : f32
  } -> tensor<128xf32>
  %ex0 = tensor.empty() : tensor<128x256xf32>
  %sm = linalg.generic {indexing_maps = [#id2, #row, #row, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%x, %m, %s : tensor<128x256xf32>, tensor<128xf32>, tensor<128xf32>) outs(%ex0 : tensor<128x256xf32>) {
  ^bb0(%a: f32, %mx: f32, %sum: f32, %o: f32):
    %t = arith.subf %a, %mx : f32
    %ex = math.exp %t : f32
    %r = arith.divf %ex, %sum : f32
    linalg.yield %r : f32
  } -> tensor<128x256xf32>
  // Bias gradient: sum over 2048 tokens.
  %e64 = tensor.empty() : tensor<64xf32>
  %db0 = linalg.fill ins(%zero : f32) outs(%e64 : tensor<64xf32>) -> tensor<64xf32>
  %db = linalg.generic {indexing_maps = [#id2, #col], iterator_types = ["reduction", "parallel"]}
      ins(%dy : tensor<2048x64xf32>) outs(%db0 : tensor<64xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %acc, %a : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  // Full sum.
  %e0 = tensor.empty() : tensor<f32>
  %t0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %total = linalg.reduce ins(%v : tensor<65536xf32>) outs(%t0 : tensor<f32>) dimensions = [0]
    (%a: f32, %acc: f32) {
      %r = arith.addf %a, %acc : f32
      linalg.yield %r : f32
    }
  // Column max: 8 outputs over 4096 rows.
  %e8 = tensor.empty() : tensor<8xf32>
  %cm0 = linalg.fill ins(%ninf : f32) outs(%e8 : tensor<8xf32>) -> tensor<8xf32>
  %cm = linalg.reduce ins(%c : tensor<4096x8xf32>) outs(%cm0 : tensor<8xf32>) dimensions = [0]
    (%a: f32, %acc: f32) {
      %r = arith.maximumf %a, %acc : f32
      linalg.yield %r : f32
    }
  // f64 row max.
  %e32 = tensor.empty() : tensor<32xf64>
  %dm0 = linalg.fill ins(%ninf64 : f64) outs(%e32 : tensor<32xf64>) -> tensor<32xf64>
  %dm = linalg.reduce ins(%d : tensor<32x128xf64>) outs(%dm0 : tensor<32xf64>) dimensions = [1]
    (%a: f64, %acc: f64) {
      %r = arith.maximumf %a, %acc : f64
      linalg.yield %r : f64
    }
  // A 0-D op: half the total.
  %h0 = tensor.empty() : tensor<f32>
  %half = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []}
      ins(%total : tensor<f32>) outs(%h0 : tensor<f32>) {
  ^bb0(%a: f32, %o: f32):
    %k = arith.constant 0.5 : f32
    %r = arith.mulf %a, %k : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  return %sm, %db, %total, %cm, %dm, %half
      : tensor<128x256xf32>, tensor<64xf32>, tensor<f32>, tensor<8xf32>, tensor<32xf64>, tensor<f32>
}
