// 1-layer GPT stack (tp), S=8 H=16 heads=4 FFN=32: tools/import/gen_transformer.py tp --layers 1 --seq 8 --hidden 16 --heads 4 --ffn 32 --tp 4
cleave.mesh @mesh(tp = 4)
#id2 = affine_map<(i, j) -> (i, j)>
#row2 = affine_map<(i, j) -> (i)>
#col2 = affine_map<(i, j) -> (j)>
#id3 = affine_map<(h, i, j) -> (h, i, j)>
#row3 = affine_map<(h, i, j) -> (h, i)>
func.func @gpt(%L0_x: tensor<8x16xf32>, %L0_g1: tensor<16xf32>, %L0_be1: tensor<16xf32>, %L0_wq: tensor<16x16xf32>, %L0_wk: tensor<16x16xf32>, %L0_wv: tensor<16x16xf32>, %L0_wo: tensor<16x16xf32>, %L0_g2: tensor<16xf32>, %L0_be2: tensor<16xf32>, %L0_w1: tensor<16x32xf32>, %L0_b1: tensor<32xf32>, %L0_w2: tensor<32x16xf32>) -> tensor<8x16xf32> {
  %L0_wq_s = cleave.annotate %L0_wq : tensor<16x16xf32> to #cleave.sharding<@mesh, [[], [tp]]>
  %L0_wk_s = cleave.annotate %L0_wk : tensor<16x16xf32> to #cleave.sharding<@mesh, [[], [tp]]>
  %L0_wv_s = cleave.annotate %L0_wv : tensor<16x16xf32> to #cleave.sharding<@mesh, [[], [tp]]>
  %L0_wo_s = cleave.annotate %L0_wo : tensor<16x16xf32> to #cleave.sharding<@mesh, [[tp], []]>
  %L0_w1_s = cleave.annotate %L0_w1 : tensor<16x32xf32> to #cleave.sharding<@mesh, [[], [tp]]>
  %L0_b1_s = cleave.annotate %L0_b1 : tensor<32xf32> to #cleave.sharding<@mesh, [[tp]]>
  %L0_w2_s = cleave.annotate %L0_w2 : tensor<32x16xf32> to #cleave.sharding<@mesh, [[tp], []]>
  %L0_zero = arith.constant 0.0 : f32
  %L0_ninf = arith.constant 0xFF800000 : f32
  %L0_invh = arith.constant 6.25000000e-02 : f32
  %L0_eps = arith.constant 1.0e-05 : f32
  %L0_eSH = tensor.empty() : tensor<8x16xf32>
  %L0_eS = tensor.empty() : tensor<8xf32>
  %L0_zS = linalg.fill ins(%L0_zero : f32) outs(%L0_eS : tensor<8xf32>) -> tensor<8xf32>
  %L0_zSH = linalg.fill ins(%L0_zero : f32) outs(%L0_eSH : tensor<8x16xf32>) -> tensor<8x16xf32>
  %L0_ln1sum = linalg.generic {indexing_maps = [#id2, #row2], iterator_types = ["parallel", "reduction"]} ins(%L0_x : tensor<8x16xf32>) outs(%L0_zS : tensor<8xf32>) {
  ^bb0(%L0_a: f32, %L0_acc: f32):
    %L0_r = arith.addf %L0_acc, %L0_a : f32
    linalg.yield %L0_r : f32
  } -> tensor<8xf32>
  %L0_ln1cen = linalg.generic {indexing_maps = [#id2, #row2, #id2], iterator_types = ["parallel", "parallel"]} ins(%L0_x, %L0_ln1sum : tensor<8x16xf32>, tensor<8xf32>) outs(%L0_eSH : tensor<8x16xf32>) {
  ^bb0(%L0_a: f32, %L0_s: f32, %L0_o: f32):
    %L0_m = arith.mulf %L0_s, %L0_invh : f32
    %L0_r = arith.subf %L0_a, %L0_m : f32
    linalg.yield %L0_r : f32
  } -> tensor<8x16xf32>
  %L0_ln1sq = linalg.generic {indexing_maps = [#id2, #row2], iterator_types = ["parallel", "reduction"]} ins(%L0_ln1cen : tensor<8x16xf32>) outs(%L0_zS : tensor<8xf32>) {
  ^bb0(%L0_a: f32, %L0_acc: f32):
    %L0_a2 = arith.mulf %L0_a, %L0_a : f32
    %L0_r = arith.addf %L0_acc, %L0_a2 : f32
    linalg.yield %L0_r : f32
  } -> tensor<8xf32>
  %L0_ln1out = linalg.generic {indexing_maps = [#id2, #row2, #col2, #col2, #id2], iterator_types = ["parallel", "parallel"]} ins(%L0_ln1cen, %L0_ln1sq, %L0_g1, %L0_be1 : tensor<8x16xf32>, tensor<8xf32>, tensor<16xf32>, tensor<16xf32>) outs(%L0_eSH : tensor<8x16xf32>) {
  ^bb0(%L0_c: f32, %L0_sqv: f32, %L0_gg: f32, %L0_bb: f32, %L0_o: f32):
    %L0_var = arith.mulf %L0_sqv, %L0_invh : f32
    %L0_vpe = arith.addf %L0_var, %L0_eps : f32
    %L0_rs = math.rsqrt %L0_vpe : f32
    %L0_n = arith.mulf %L0_c, %L0_rs : f32
    %L0_scl = arith.mulf %L0_n, %L0_gg : f32
    %L0_r = arith.addf %L0_scl, %L0_bb : f32
    linalg.yield %L0_r : f32
  } -> tensor<8x16xf32>
  %L0_qe = tensor.empty() : tensor<8x16xf32>
  %L0_qf = linalg.fill ins(%L0_zero : f32) outs(%L0_qe : tensor<8x16xf32>) -> tensor<8x16xf32>
  %L0_q = linalg.matmul ins(%L0_ln1out, %L0_wq_s : tensor<8x16xf32>, tensor<16x16xf32>) outs(%L0_qf : tensor<8x16xf32>) -> tensor<8x16xf32>
  %L0_ke = tensor.empty() : tensor<8x16xf32>
  %L0_kf = linalg.fill ins(%L0_zero : f32) outs(%L0_ke : tensor<8x16xf32>) -> tensor<8x16xf32>
  %L0_k = linalg.matmul ins(%L0_ln1out, %L0_wk_s : tensor<8x16xf32>, tensor<16x16xf32>) outs(%L0_kf : tensor<8x16xf32>) -> tensor<8x16xf32>
  %L0_ve = tensor.empty() : tensor<8x16xf32>
  %L0_vf = linalg.fill ins(%L0_zero : f32) outs(%L0_ve : tensor<8x16xf32>) -> tensor<8x16xf32>
  %L0_v = linalg.matmul ins(%L0_ln1out, %L0_wv_s : tensor<8x16xf32>, tensor<16x16xf32>) outs(%L0_vf : tensor<8x16xf32>) -> tensor<8x16xf32>
  %L0_q3 = tensor.expand_shape %L0_q [[0], [1, 2]] output_shape [8, 4, 4] : tensor<8x16xf32> into tensor<8x4x4xf32>
  %L0_k3 = tensor.expand_shape %L0_k [[0], [1, 2]] output_shape [8, 4, 4] : tensor<8x16xf32> into tensor<8x4x4xf32>
  %L0_v3 = tensor.expand_shape %L0_v [[0], [1, 2]] output_shape [8, 4, 4] : tensor<8x16xf32> into tensor<8x4x4xf32>
  %L0_eHSD = tensor.empty() : tensor<4x8x4xf32>
  %L0_qh = linalg.transpose ins(%L0_q3 : tensor<8x4x4xf32>) outs(%L0_eHSD : tensor<4x8x4xf32>) permutation = [1, 0, 2]
  %L0_vh = linalg.transpose ins(%L0_v3 : tensor<8x4x4xf32>) outs(%L0_eHSD : tensor<4x8x4xf32>) permutation = [1, 0, 2]
  %L0_eHDS = tensor.empty() : tensor<4x4x8xf32>
  %L0_kt = linalg.transpose ins(%L0_k3 : tensor<8x4x4xf32>) outs(%L0_eHDS : tensor<4x4x8xf32>) permutation = [1, 2, 0]
  %L0_eHSS = tensor.empty() : tensor<4x8x8xf32>
  %L0_zHSS = linalg.fill ins(%L0_zero : f32) outs(%L0_eHSS : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %L0_sc = linalg.batch_matmul ins(%L0_qh, %L0_kt : tensor<4x8x4xf32>, tensor<4x4x8xf32>) outs(%L0_zHSS : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %L0_eHS = tensor.empty() : tensor<4x8xf32>
  %L0_mi = linalg.fill ins(%L0_ninf : f32) outs(%L0_eHS : tensor<4x8xf32>) -> tensor<4x8xf32>
  %L0_mx = linalg.generic {indexing_maps = [#id3, #row3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%L0_sc : tensor<4x8x8xf32>) outs(%L0_mi : tensor<4x8xf32>) {
  ^bb0(%L0_a: f32, %L0_acc: f32):
    %L0_r = arith.maximumf %L0_acc, %L0_a : f32
    linalg.yield %L0_r : f32
  } -> tensor<4x8xf32>
  %L0_ex = linalg.generic {indexing_maps = [#id3, #row3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%L0_sc, %L0_mx : tensor<4x8x8xf32>, tensor<4x8xf32>) outs(%L0_eHSS : tensor<4x8x8xf32>) {
  ^bb0(%L0_a: f32, %L0_m: f32, %L0_o: f32):
    %L0_s = arith.constant 0.5 : f32
    %L0_d = arith.subf %L0_a, %L0_m : f32
    %L0_ds = arith.mulf %L0_d, %L0_s : f32
    %L0_e = math.exp %L0_ds : f32
    linalg.yield %L0_e : f32
  } -> tensor<4x8x8xf32>
  %L0_zHS = linalg.fill ins(%L0_zero : f32) outs(%L0_eHS : tensor<4x8xf32>) -> tensor<4x8xf32>
  %L0_den = linalg.generic {indexing_maps = [#id3, #row3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%L0_ex : tensor<4x8x8xf32>) outs(%L0_zHS : tensor<4x8xf32>) {
  ^bb0(%L0_a: f32, %L0_acc: f32):
    %L0_r = arith.addf %L0_acc, %L0_a : f32
    linalg.yield %L0_r : f32
  } -> tensor<4x8xf32>
  %L0_pr = linalg.generic {indexing_maps = [#id3, #row3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%L0_ex, %L0_den : tensor<4x8x8xf32>, tensor<4x8xf32>) outs(%L0_eHSS : tensor<4x8x8xf32>) {
  ^bb0(%L0_a: f32, %L0_d: f32, %L0_o: f32):
    %L0_r = arith.divf %L0_a, %L0_d : f32
    linalg.yield %L0_r : f32
  } -> tensor<4x8x8xf32>
  %L0_zHSD = linalg.fill ins(%L0_zero : f32) outs(%L0_eHSD : tensor<4x8x4xf32>) -> tensor<4x8x4xf32>
  %L0_ctx = linalg.batch_matmul ins(%L0_pr, %L0_vh : tensor<4x8x8xf32>, tensor<4x8x4xf32>) outs(%L0_zHSD : tensor<4x8x4xf32>) -> tensor<4x8x4xf32>
  %L0_eSHD = tensor.empty() : tensor<8x4x4xf32>
  %L0_ctxs = linalg.transpose ins(%L0_ctx : tensor<4x8x4xf32>) outs(%L0_eSHD : tensor<8x4x4xf32>) permutation = [1, 0, 2]
  %L0_ctx2 = tensor.collapse_shape %L0_ctxs [[0], [1, 2]] : tensor<8x4x4xf32> into tensor<8x16xf32>
  %L0_attne = tensor.empty() : tensor<8x16xf32>
  %L0_attnf = linalg.fill ins(%L0_zero : f32) outs(%L0_attne : tensor<8x16xf32>) -> tensor<8x16xf32>
  %L0_attn = linalg.matmul ins(%L0_ctx2, %L0_wo_s : tensor<8x16xf32>, tensor<16x16xf32>) outs(%L0_attnf : tensor<8x16xf32>) -> tensor<8x16xf32>
  %L0_h1 = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%L0_x, %L0_attn : tensor<8x16xf32>, tensor<8x16xf32>) outs(%L0_eSH : tensor<8x16xf32>) {
  ^bb0(%L0_a: f32, %L0_c: f32, %L0_o: f32):
    %L0_r = arith.addf %L0_a, %L0_c : f32
    linalg.yield %L0_r : f32
  } -> tensor<8x16xf32>
  %L0_ln2sum = linalg.generic {indexing_maps = [#id2, #row2], iterator_types = ["parallel", "reduction"]} ins(%L0_h1 : tensor<8x16xf32>) outs(%L0_zS : tensor<8xf32>) {
  ^bb0(%L0_a: f32, %L0_acc: f32):
    %L0_r = arith.addf %L0_acc, %L0_a : f32
    linalg.yield %L0_r : f32
  } -> tensor<8xf32>
  %L0_ln2cen = linalg.generic {indexing_maps = [#id2, #row2, #id2], iterator_types = ["parallel", "parallel"]} ins(%L0_h1, %L0_ln2sum : tensor<8x16xf32>, tensor<8xf32>) outs(%L0_eSH : tensor<8x16xf32>) {
  ^bb0(%L0_a: f32, %L0_s: f32, %L0_o: f32):
    %L0_m = arith.mulf %L0_s, %L0_invh : f32
    %L0_r = arith.subf %L0_a, %L0_m : f32
    linalg.yield %L0_r : f32
  } -> tensor<8x16xf32>
  %L0_ln2sq = linalg.generic {indexing_maps = [#id2, #row2], iterator_types = ["parallel", "reduction"]} ins(%L0_ln2cen : tensor<8x16xf32>) outs(%L0_zS : tensor<8xf32>) {
  ^bb0(%L0_a: f32, %L0_acc: f32):
    %L0_a2 = arith.mulf %L0_a, %L0_a : f32
    %L0_r = arith.addf %L0_acc, %L0_a2 : f32
    linalg.yield %L0_r : f32
  } -> tensor<8xf32>
  %L0_ln2out = linalg.generic {indexing_maps = [#id2, #row2, #col2, #col2, #id2], iterator_types = ["parallel", "parallel"]} ins(%L0_ln2cen, %L0_ln2sq, %L0_g2, %L0_be2 : tensor<8x16xf32>, tensor<8xf32>, tensor<16xf32>, tensor<16xf32>) outs(%L0_eSH : tensor<8x16xf32>) {
  ^bb0(%L0_c: f32, %L0_sqv: f32, %L0_gg: f32, %L0_bb: f32, %L0_o: f32):
    %L0_var = arith.mulf %L0_sqv, %L0_invh : f32
    %L0_vpe = arith.addf %L0_var, %L0_eps : f32
    %L0_rs = math.rsqrt %L0_vpe : f32
    %L0_n = arith.mulf %L0_c, %L0_rs : f32
    %L0_scl = arith.mulf %L0_n, %L0_gg : f32
    %L0_r = arith.addf %L0_scl, %L0_bb : f32
    linalg.yield %L0_r : f32
  } -> tensor<8x16xf32>
  %L0_fc1e = tensor.empty() : tensor<8x32xf32>
  %L0_fc1f = linalg.fill ins(%L0_zero : f32) outs(%L0_fc1e : tensor<8x32xf32>) -> tensor<8x32xf32>
  %L0_fc1 = linalg.matmul ins(%L0_ln2out, %L0_w1_s : tensor<8x16xf32>, tensor<16x32xf32>) outs(%L0_fc1f : tensor<8x32xf32>) -> tensor<8x32xf32>
  %L0_eSF = tensor.empty() : tensor<8x32xf32>
  %L0_gl = linalg.generic {indexing_maps = [#id2, #col2, #id2], iterator_types = ["parallel", "parallel"]} ins(%L0_fc1, %L0_b1_s : tensor<8x32xf32>, tensor<32xf32>) outs(%L0_eSF : tensor<8x32xf32>) {
  ^bb0(%L0_hv: f32, %L0_bv: f32, %L0_o: f32):
    %L0_x0 = arith.addf %L0_hv, %L0_bv : f32
    %L0_c0 = arith.constant 0.7978845608 : f32
    %L0_c1 = arith.constant 0.044715 : f32
    %L0_half = arith.constant 0.5 : f32
    %L0_one = arith.constant 1.0 : f32
    %L0_x2 = arith.mulf %L0_x0, %L0_x0 : f32
    %L0_x3 = arith.mulf %L0_x2, %L0_x0 : f32
    %L0_t0 = arith.mulf %L0_c1, %L0_x3 : f32
    %L0_t1 = arith.addf %L0_x0, %L0_t0 : f32
    %L0_t2 = arith.mulf %L0_c0, %L0_t1 : f32
    %L0_t3 = math.tanh %L0_t2 : f32
    %L0_t4 = arith.addf %L0_one, %L0_t3 : f32
    %L0_t5 = arith.mulf %L0_half, %L0_x0 : f32
    %L0_r = arith.mulf %L0_t5, %L0_t4 : f32
    linalg.yield %L0_r : f32
  } -> tensor<8x32xf32>
  %L0_fc2e = tensor.empty() : tensor<8x16xf32>
  %L0_fc2f = linalg.fill ins(%L0_zero : f32) outs(%L0_fc2e : tensor<8x16xf32>) -> tensor<8x16xf32>
  %L0_fc2 = linalg.matmul ins(%L0_gl, %L0_w2_s : tensor<8x32xf32>, tensor<32x16xf32>) outs(%L0_fc2f : tensor<8x16xf32>) -> tensor<8x16xf32>
  %L0_y = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%L0_h1, %L0_fc2 : tensor<8x16xf32>, tensor<8x16xf32>) outs(%L0_eSH : tensor<8x16xf32>) {
  ^bb0(%L0_a: f32, %L0_c: f32, %L0_o: f32):
    %L0_r = arith.addf %L0_a, %L0_c : f32
    linalg.yield %L0_r : f32
  } -> tensor<8x16xf32>
  return %L0_y : tensor<8x16xf32>
}
