// A momentum step whose state is on the host, with its update reading the
// weight and momentum there; 0.9 m is read twice, so it gets a buffer of
// its own (on the host). test/Execution/host-optimizer-step.test runs it.
#id = affine_map<(i, j) -> (i, j)>
module {
  cleave.mesh @mesh(x = 1)
  func.func @step(%x: tensor<64x64xf32>, %w: tensor<64x64xf32> {cleave.placement = "host"}, %m: tensor<64x64xf32> {cleave.placement = "host"})
      -> (tensor<64x64xf32>, tensor<64x64xf32> {cleave.updates = 1 : i64}, tensor<64x64xf32> {cleave.updates = 2 : i64}) {
    %zero = arith.constant 0.0 : f32
    %e0 = tensor.empty() : tensor<64x64xf32>
    %wd = linalg.copy ins(%w : tensor<64x64xf32>) outs(%e0 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %e1 = tensor.empty() : tensor<64x64xf32>
    %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %y = linalg.matmul ins(%x, %wd : tensor<64x64xf32>, tensor<64x64xf32>) outs(%f1 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %e2 = tensor.empty() : tensor<64x64xf32>
    %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<64x64xf32>) -> tensor<64x64xf32>
    %g = linalg.matmul ins(%x, %y : tensor<64x64xf32>, tensor<64x64xf32>) outs(%f2 : tensor<64x64xf32>) -> tensor<64x64xf32>
    // t = 0.9 m is read twice: a buffer of its own, on the host.
    %e3 = tensor.empty() : tensor<64x64xf32>
    %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
        ins(%m : tensor<64x64xf32>) outs(%e3 : tensor<64x64xf32>) {
    ^bb0(%a: f32, %o: f32):
      %beta = arith.constant 0.9 : f32
      %r = arith.mulf %beta, %a : f32
      linalg.yield %r : f32
    } -> tensor<64x64xf32>
    %e4 = tensor.empty() : tensor<64x64xf32>
    %mn = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
        ins(%t, %g : tensor<64x64xf32>, tensor<64x64xf32>) outs(%e4 : tensor<64x64xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %r = arith.addf %a, %b : f32
      linalg.yield %r : f32
    } -> tensor<64x64xf32>
    %e5 = tensor.empty() : tensor<64x64xf32>
    %wn = linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel", "parallel"]}
        ins(%w, %t, %mn : tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>) outs(%e5 : tensor<64x64xf32>) {
    ^bb0(%a: f32, %b: f32, %c: f32, %o: f32):
      %lr = arith.constant 0.01 : f32
      %s = arith.addf %b, %c : f32
      %u = arith.mulf %lr, %s : f32
      %r = arith.subf %a, %u : f32
      linalg.yield %r : f32
    } -> tensor<64x64xf32>
    return %y, %wn, %mn : tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>
  }
}
