// Each math function the CPU target approximates (cleave-approximate-math),
// over the inputs math_check.py writes; f64 keeps libm.
#id = affine_map<(i) -> (i)>
func.func @math(%x: tensor<4096xf32>, %p: tensor<4096xf32>, %d: tensor<4096xf64>)
    -> (tensor<4096xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<4096xf32>,
        tensor<4096xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<4096xf64>) {
  %e = tensor.empty() : tensor<4096xf32>
  %ed = tensor.empty() : tensor<4096xf64>
  %tanh, %exp, %erf, %log, %log1p, %expm1, %sin = linalg.generic {
      indexing_maps = [#id, #id, #id, #id, #id, #id, #id, #id, #id],
      iterator_types = ["parallel"]}
      ins(%x, %p : tensor<4096xf32>, tensor<4096xf32>)
      outs(%e, %e, %e, %e, %e, %e, %e : tensor<4096xf32>, tensor<4096xf32>,
           tensor<4096xf32>, tensor<4096xf32>, tensor<4096xf32>,
           tensor<4096xf32>, tensor<4096xf32>) {
  ^bb0(%a: f32, %b: f32, %o0: f32, %o1: f32, %o2: f32, %o3: f32, %o4: f32,
       %o5: f32, %o6: f32):
    %t = math.tanh %a : f32
    %ex = math.exp %a : f32
    %r = math.erf %a : f32
    %l = math.log %b : f32
    %l1 = math.log1p %b : f32
    %m1 = math.expm1 %a : f32
    %s = math.sin %a : f32
    linalg.yield %t, %ex, %r, %l, %l1, %m1, %s : f32, f32, f32, f32, f32, f32, f32
  } -> (tensor<4096xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<4096xf32>,
        tensor<4096xf32>, tensor<4096xf32>, tensor<4096xf32>)
  %td = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%d : tensor<4096xf64>) outs(%ed : tensor<4096xf64>) {
  ^bb0(%a: f64, %o: f64):
    %t = math.tanh %a : f64
    linalg.yield %t : f64
  } -> tensor<4096xf64>
  return %tanh, %exp, %erf, %log, %log1p, %expm1, %sin, %td
      : tensor<4096xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<4096xf32>,
        tensor<4096xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<4096xf64>
}
