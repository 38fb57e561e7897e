func.func @layernorm_like(%x: tensor<128x512xf32>, %g: tensor<512xf32>) -> tensor<128x512xf32> {
  %z = arith.constant 0.0 : f32
  %n = arith.constant 512.0 : f32
  %eps = arith.constant 1.0e-5 : f32
  %e1 = tensor.empty() : tensor<128xf32>
  %f1 = linalg.fill ins(%z : f32) outs(%e1 : tensor<128xf32>) -> tensor<128xf32>
  %sum = linalg.reduce ins(%x : tensor<128x512xf32>) outs(%f1 : tensor<128xf32>) dimensions = [1]
    (%in: f32, %out: f32) { %0 = arith.addf %in, %out : f32
      linalg.yield %0 : f32 }
  %e2 = tensor.empty() : tensor<128x512xf32>
  %mb = linalg.broadcast ins(%sum : tensor<128xf32>) outs(%e2 : tensor<128x512xf32>) dimensions = [1]
  %ns = linalg.fill ins(%n : f32) outs(%e2 : tensor<128x512xf32>) -> tensor<128x512xf32>
  %mean = arith.divf %mb, %ns : tensor<128x512xf32>
  %xc = arith.subf %x, %mean : tensor<128x512xf32>
  %sq = arith.mulf %xc, %xc : tensor<128x512xf32>
  %vs = linalg.reduce ins(%sq : tensor<128x512xf32>) outs(%f1 : tensor<128xf32>) dimensions = [1]
    (%in: f32, %out: f32) { %0 = arith.addf %in, %out : f32
      linalg.yield %0 : f32 }
  %vb = linalg.broadcast ins(%vs : tensor<128xf32>) outs(%e2 : tensor<128x512xf32>) dimensions = [1]
  %var = arith.divf %vb, %ns : tensor<128x512xf32>
  %es = linalg.fill ins(%eps : f32) outs(%e2 : tensor<128x512xf32>) -> tensor<128x512xf32>
  %ve = arith.addf %var, %es : tensor<128x512xf32>
  %rs = math.rsqrt %ve : tensor<128x512xf32>
  %y = arith.mulf %xc, %rs : tensor<128x512xf32>
  %gb = linalg.broadcast ins(%g : tensor<512xf32>) outs(%e2 : tensor<128x512xf32>) dimensions = [0]
  %out = arith.mulf %y, %gb : tensor<128x512xf32>
  return %out : tensor<128x512xf32>
}
