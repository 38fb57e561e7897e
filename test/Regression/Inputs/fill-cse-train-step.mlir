// 1-layer MLP training step (none), S=64 H=64 F=256: tools/import/gen_train_step.py none --layers 1 --tokens 64 --hidden 64 --ffn 256 --mesh 2
#mk = affine_map<(i, j, k) -> (i, k)>
#kn = affine_map<(i, j, k) -> (k, j)>
#ij = affine_map<(i, j, k) -> (i, j)>
#ki = affine_map<(i, j, k) -> (k, i)>
#kj = affine_map<(i, j, k) -> (k, j)>
#jk = affine_map<(i, j, k) -> (j, k)>
#id2 = affine_map<(i, j) -> (i, j)>

func.func @train_step(%x: tensor<64x64xf32>, %w1_0: tensor<64x256xf32>, %m1_0: tensor<64x256xf32>, %w2_0: tensor<256x64xf32>, %m2_0: tensor<256x64xf32>) -> (tensor<64x64xf32>, tensor<64x256xf32>, tensor<64x256xf32>, tensor<256x64xf32>, tensor<256x64xf32>) {
  %zero = arith.constant 0.0 : f32
  %lr = arith.constant 1.0e-02 : f32
  %beta = arith.constant 9.0e-01 : f32
  %h0_e = tensor.empty() : tensor<64x256xf32>
  %h0_z = linalg.fill ins(%zero : f32) outs(%h0_e : tensor<64x256xf32>) -> tensor<64x256xf32>
  %h0 = linalg.generic {indexing_maps = [#mk, #kn, #ij], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x, %w1_0 : tensor<64x64xf32>, tensor<64x256xf32>) outs(%h0_z : tensor<64x256xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<64x256xf32>
  %a0_e = tensor.empty() : tensor<64x256xf32>
  %a0 = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%h0 : tensor<64x256xf32>) outs(%a0_e : tensor<64x256xf32>) {
  ^bb0(%i0: f32, %o: f32):
    %r = arith.maximumf %i0, %zero : f32
    linalg.yield %r : f32
  } -> tensor<64x256xf32>
  %y0_e = tensor.empty() : tensor<64x64xf32>
  %y0_z = linalg.fill ins(%zero : f32) outs(%y0_e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %y0 = linalg.generic {indexing_maps = [#mk, #kn, #ij], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a0, %w2_0 : tensor<64x256xf32>, tensor<256x64xf32>) outs(%y0_z : tensor<64x64xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<64x64xf32>
  %x1_e = tensor.empty() : tensor<64x64xf32>
  %x1 = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%x, %y0 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%x1_e : tensor<64x64xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %r = arith.addf %i0, %i1 : f32
    linalg.yield %r : f32
  } -> tensor<64x64xf32>
  %dw2_0_e = tensor.empty() : tensor<256x64xf32>
  %dw2_0_z = linalg.fill ins(%zero : f32) outs(%dw2_0_e : tensor<256x64xf32>) -> tensor<256x64xf32>
  %dw2_0 = linalg.generic {indexing_maps = [#ki, #kj, #ij], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a0, %x1 : tensor<64x256xf32>, tensor<64x64xf32>) outs(%dw2_0_z : tensor<256x64xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<256x64xf32>
  %da0_e = tensor.empty() : tensor<64x256xf32>
  %da0_z = linalg.fill ins(%zero : f32) outs(%da0_e : tensor<64x256xf32>) -> tensor<64x256xf32>
  %da0 = linalg.generic {indexing_maps = [#mk, #jk, #ij], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x1, %w2_0 : tensor<64x64xf32>, tensor<256x64xf32>) outs(%da0_z : tensor<64x256xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<64x256xf32>
  %dh0_e = tensor.empty() : tensor<64x256xf32>
  %dh0 = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%da0, %h0 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%dh0_e : tensor<64x256xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %c = arith.cmpf ogt, %i1, %zero : f32
    %r = arith.select %c, %i0, %zero : f32
    linalg.yield %r : f32
  } -> tensor<64x256xf32>
  %dw1_0_e = tensor.empty() : tensor<64x256xf32>
  %dw1_0_z = linalg.fill ins(%zero : f32) outs(%dw1_0_e : tensor<64x256xf32>) -> tensor<64x256xf32>
  %dw1_0 = linalg.generic {indexing_maps = [#ki, #kj, #ij], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x, %dh0 : tensor<64x64xf32>, tensor<64x256xf32>) outs(%dw1_0_z : tensor<64x256xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<64x256xf32>
  %dxh0_e = tensor.empty() : tensor<64x64xf32>
  %dxh0_z = linalg.fill ins(%zero : f32) outs(%dxh0_e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %dxh0 = linalg.generic {indexing_maps = [#mk, #jk, #ij], iterator_types = ["parallel", "parallel", "reduction"]} ins(%dh0, %w1_0 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%dxh0_z : tensor<64x64xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<64x64xf32>
  %dx0_e = tensor.empty() : tensor<64x64xf32>
  %dx0 = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%x1, %dxh0 : tensor<64x64xf32>, tensor<64x64xf32>) outs(%dx0_e : tensor<64x64xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %r = arith.addf %i0, %i1 : f32
    linalg.yield %r : f32
  } -> tensor<64x64xf32>
  %mn1_0_e = tensor.empty() : tensor<64x256xf32>
  %mn1_0 = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%m1_0, %dw1_0 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%mn1_0_e : tensor<64x256xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %bm = arith.mulf %beta, %i0 : f32
    %r = arith.addf %bm, %i1 : f32
    linalg.yield %r : f32
  } -> tensor<64x256xf32>
  %wn1_0_e = tensor.empty() : tensor<64x256xf32>
  %wn1_0 = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%w1_0, %mn1_0 : tensor<64x256xf32>, tensor<64x256xf32>) outs(%wn1_0_e : tensor<64x256xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %s = arith.mulf %lr, %i1 : f32
    %r = arith.subf %i0, %s : f32
    linalg.yield %r : f32
  } -> tensor<64x256xf32>
  %mn2_0_e = tensor.empty() : tensor<256x64xf32>
  %mn2_0 = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%m2_0, %dw2_0 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%mn2_0_e : tensor<256x64xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %bm = arith.mulf %beta, %i0 : f32
    %r = arith.addf %bm, %i1 : f32
    linalg.yield %r : f32
  } -> tensor<256x64xf32>
  %wn2_0_e = tensor.empty() : tensor<256x64xf32>
  %wn2_0 = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%w2_0, %mn2_0 : tensor<256x64xf32>, tensor<256x64xf32>) outs(%wn2_0_e : tensor<256x64xf32>) {
  ^bb0(%i0: f32, %i1: f32, %o: f32):
    %s = arith.mulf %lr, %i1 : f32
    %r = arith.subf %i0, %s : f32
    linalg.yield %r : f32
  } -> tensor<256x64xf32>
  return %x1, %wn1_0, %mn1_0, %wn2_0, %mn2_0 : tensor<64x64xf32>, tensor<64x256xf32>, tensor<64x256xf32>, tensor<256x64xf32>, tensor<256x64xf32>
}
