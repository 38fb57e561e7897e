// A self-attention block with Megatron annotations (Q/K/V projections by
// columns, the output projection by rows): propagation splits the heads
// through the reshapes, transposes, batched matmuls and softmax, and the
// whole block needs exactly one all_reduce.
// RUN: cleave-opt %s --cleave-propagate --cleave-partition --canonicalize | FileCheck %s
// CHECK-LABEL: func @attention
// CHECK: tensor.expand_shape %{{.*}} : tensor<8x8xf32> into tensor<8x2x4xf32>
// CHECK: linalg.batch_matmul ins(%{{.*}}, %{{.*}} : tensor<2x8x4xf32>, tensor<2x4x8xf32>)
// CHECK: tensor.collapse_shape %{{.*}} : tensor<8x2x4xf32> into tensor<8x8xf32>
// CHECK-COUNT-1: cleave.all_reduce %{{.*}} on @mesh axes [tp] sum : tensor<8x16xf32>
// CHECK-NOT: cleave.
// CHECK: return
// REQUIRES: mpi
// RUN: cleave verify %s --seed 17 | FileCheck %s --check-prefix=VERIFY
// VERIFY: verify: 1 output matches (max rel err {{.*}}) on 2 ranks

cleave.mesh @mesh(tp = 2)

#id3 = affine_map<(h, i, j) -> (h, i, j)>
#row = affine_map<(h, i, j) -> (h, i)>

func.func @attention(%x: tensor<8x16xf32>, %wq: tensor<16x16xf32>, %wk: tensor<16x16xf32>,
                     %wv: tensor<16x16xf32>, %wo: tensor<16x16xf32>) -> tensor<8x16xf32> {
  %wqs = cleave.annotate %wq : tensor<16x16xf32> to #cleave.sharding<@mesh, [[], [tp]]>
  %wks = cleave.annotate %wk : tensor<16x16xf32> to #cleave.sharding<@mesh, [[], [tp]]>
  %wvs = cleave.annotate %wv : tensor<16x16xf32> to #cleave.sharding<@mesh, [[], [tp]]>
  %wos = cleave.annotate %wo : tensor<16x16xf32> to #cleave.sharding<@mesh, [[tp], []]>
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %e816 = tensor.empty() : tensor<8x16xf32>
  %f816 = linalg.fill ins(%zero : f32) outs(%e816 : tensor<8x16xf32>) -> tensor<8x16xf32>
  %q = linalg.matmul ins(%x, %wqs : tensor<8x16xf32>, tensor<16x16xf32>) outs(%f816 : tensor<8x16xf32>) -> tensor<8x16xf32>
  %k = linalg.matmul ins(%x, %wks : tensor<8x16xf32>, tensor<16x16xf32>) outs(%f816 : tensor<8x16xf32>) -> tensor<8x16xf32>
  %v = linalg.matmul ins(%x, %wvs : tensor<8x16xf32>, tensor<16x16xf32>) outs(%f816 : tensor<8x16xf32>) -> tensor<8x16xf32>
  // 4 heads of 4.
  %q3 = tensor.expand_shape %q [[0], [1, 2]] output_shape [8, 4, 4] : tensor<8x16xf32> into tensor<8x4x4xf32>
  %k3 = tensor.expand_shape %k [[0], [1, 2]] output_shape [8, 4, 4] : tensor<8x16xf32> into tensor<8x4x4xf32>
  %v3 = tensor.expand_shape %v [[0], [1, 2]] output_shape [8, 4, 4] : tensor<8x16xf32> into tensor<8x4x4xf32>
  %ehsd = tensor.empty() : tensor<4x8x4xf32>
  %qh = linalg.transpose ins(%q3 : tensor<8x4x4xf32>) outs(%ehsd : tensor<4x8x4xf32>) permutation = [1, 0, 2]
  %vh = linalg.transpose ins(%v3 : tensor<8x4x4xf32>) outs(%ehsd : tensor<4x8x4xf32>) permutation = [1, 0, 2]
  %ehds = tensor.empty() : tensor<4x4x8xf32>
  %kt = linalg.transpose ins(%k3 : tensor<8x4x4xf32>) outs(%ehds : tensor<4x4x8xf32>) permutation = [1, 2, 0]
  %ehss = tensor.empty() : tensor<4x8x8xf32>
  %fhss = linalg.fill ins(%zero : f32) outs(%ehss : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %s = linalg.batch_matmul ins(%qh, %kt : tensor<4x8x4xf32>, tensor<4x4x8xf32>) outs(%fhss : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  // softmax over the last dimension.
  %ehs = tensor.empty() : tensor<4x8xf32>
  %minit = linalg.fill ins(%ninf : f32) outs(%ehs : tensor<4x8xf32>) -> tensor<4x8xf32>
  %m = linalg.generic {indexing_maps = [#id3, #row], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%s : tensor<4x8x8xf32>) outs(%minit : tensor<4x8xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.maximumf %acc, %a : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  %ex = linalg.generic {indexing_maps = [#id3, #row, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%s, %m : tensor<4x8x8xf32>, tensor<4x8xf32>) outs(%ehss : tensor<4x8x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %d = arith.subf %a, %b : f32
    %e = math.exp %d : f32
    linalg.yield %e : f32
  } -> tensor<4x8x8xf32>
  %sinit = linalg.fill ins(%zero : f32) outs(%ehs : tensor<4x8xf32>) -> tensor<4x8xf32>
  %sum = linalg.generic {indexing_maps = [#id3, #row], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%ex : tensor<4x8x8xf32>) outs(%sinit : tensor<4x8xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %acc, %a : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  %p = linalg.generic {indexing_maps = [#id3, #row, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%ex, %sum : tensor<4x8x8xf32>, tensor<4x8xf32>) outs(%ehss : tensor<4x8x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.divf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4x8x8xf32>
  %fhsd = linalg.fill ins(%zero : f32) outs(%ehsd : tensor<4x8x4xf32>) -> tensor<4x8x4xf32>
  %ctx = linalg.batch_matmul ins(%p, %vh : tensor<4x8x8xf32>, tensor<4x8x4xf32>) outs(%fhsd : tensor<4x8x4xf32>) -> tensor<4x8x4xf32>
  %eshd = tensor.empty() : tensor<8x4x4xf32>
  %ctxs = linalg.transpose ins(%ctx : tensor<4x8x4xf32>) outs(%eshd : tensor<8x4x4xf32>) permutation = [1, 0, 2]
  %c2 = tensor.collapse_shape %ctxs [[0], [1, 2]] : tensor<8x4x4xf32> into tensor<8x16xf32>
  %y = linalg.matmul ins(%c2, %wos : tensor<8x16xf32>, tensor<16x16xf32>) outs(%f816 : tensor<8x16xf32>) -> tensor<8x16xf32>
  return %y : tensor<8x16xf32>
}
