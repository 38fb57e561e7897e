// 32 elementwise additions on tensors (arith, not linalg): planned on one
// device they are priced (cleave-plan-elementwise.test).
func.func @f(%x: tensor<8x32xf32>) -> tensor<8x32xf32> {
  %y0 = arith.addf %x, %x : tensor<8x32xf32>
  %y1 = arith.addf %y0, %y0 : tensor<8x32xf32>
  %y2 = arith.addf %y1, %y1 : tensor<8x32xf32>
  %y3 = arith.addf %y2, %y2 : tensor<8x32xf32>
  %y4 = arith.addf %y3, %y3 : tensor<8x32xf32>
  %y5 = arith.addf %y4, %y4 : tensor<8x32xf32>
  %y6 = arith.addf %y5, %y5 : tensor<8x32xf32>
  %y7 = arith.addf %y6, %y6 : tensor<8x32xf32>
  %y8 = arith.addf %y7, %y7 : tensor<8x32xf32>
  %y9 = arith.addf %y8, %y8 : tensor<8x32xf32>
  %y10 = arith.addf %y9, %y9 : tensor<8x32xf32>
  %y11 = arith.addf %y10, %y10 : tensor<8x32xf32>
  %y12 = arith.addf %y11, %y11 : tensor<8x32xf32>
  %y13 = arith.addf %y12, %y12 : tensor<8x32xf32>
  %y14 = arith.addf %y13, %y13 : tensor<8x32xf32>
  %y15 = arith.addf %y14, %y14 : tensor<8x32xf32>
  %y16 = arith.addf %y15, %y15 : tensor<8x32xf32>
  %y17 = arith.addf %y16, %y16 : tensor<8x32xf32>
  %y18 = arith.addf %y17, %y17 : tensor<8x32xf32>
  %y19 = arith.addf %y18, %y18 : tensor<8x32xf32>
  %y20 = arith.addf %y19, %y19 : tensor<8x32xf32>
  %y21 = arith.addf %y20, %y20 : tensor<8x32xf32>
  %y22 = arith.addf %y21, %y21 : tensor<8x32xf32>
  %y23 = arith.addf %y22, %y22 : tensor<8x32xf32>
  %y24 = arith.addf %y23, %y23 : tensor<8x32xf32>
  %y25 = arith.addf %y24, %y24 : tensor<8x32xf32>
  %y26 = arith.addf %y25, %y25 : tensor<8x32xf32>
  %y27 = arith.addf %y26, %y26 : tensor<8x32xf32>
  %y28 = arith.addf %y27, %y27 : tensor<8x32xf32>
  %y29 = arith.addf %y28, %y28 : tensor<8x32xf32>
  %y30 = arith.addf %y29, %y29 : tensor<8x32xf32>
  %y31 = arith.addf %y30, %y30 : tensor<8x32xf32>
  return %y31 : tensor<8x32xf32>
}
