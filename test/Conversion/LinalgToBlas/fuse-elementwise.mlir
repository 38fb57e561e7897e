// RUN: cleave-opt %s --cleave-fuse-elementwise | FileCheck %s

// An elementwise producer is not fused into a contraction: the weight
// gradient stays a multiply-add of two inputs (a BLAS call later), and the
// ReLU backward stays its own op.
// CHECK-LABEL: func.func @relu_backward_then_gemm
// CHECK: %[[DH:.*]] = linalg.generic {{.*}} iterator_types = ["parallel", "parallel"]
// CHECK:   arith.cmpf ogt
// CHECK:   arith.select
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "reduction"]
// CHECK-SAME: ins(%{{.*}}, %[[DH]] :
// CHECK-NEXT: ^bb0(%{{.*}}: f32, %{{.*}}: f32, %{{.*}}: f32):
// CHECK-NEXT:   arith.mulf
// CHECK-NEXT:   arith.addf
// CHECK-NEXT:   linalg.yield
func.func @relu_backward_then_gemm(%x: tensor<16x8xf32>, %da: tensor<16x32xf32>, %h: tensor<16x32xf32>) -> tensor<8x32xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<16x32xf32>
  %dh = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%da, %h : tensor<16x32xf32>, tensor<16x32xf32>) outs(%e : tensor<16x32xf32>) {
  ^bb0(%d: f32, %hv: f32, %o: f32):
    %pos = arith.cmpf ogt, %hv, %zero : f32
    %r = arith.select %pos, %d, %zero : f32
    linalg.yield %r : f32
  } -> tensor<16x32xf32>
  %we = tensor.empty() : tensor<8x32xf32>
  %wz = linalg.fill ins(%zero : f32) outs(%we : tensor<8x32xf32>) -> tensor<8x32xf32>
  %dw = linalg.generic {indexing_maps = [affine_map<(i, j, k) -> (k, i)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %dh : tensor<16x8xf32>, tensor<16x32xf32>) outs(%wz : tensor<8x32xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<8x32xf32>
  return %dw : tensor<8x32xf32>
}

// Everything else fuses as upstream fuses it: an elementwise chain into one
// op, and exp into the sum that consumes it.
// CHECK-LABEL: func.func @chain_and_reduction
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]
// CHECK:   arith.addf
// CHECK:   math.exp
// CHECK:   arith.addf
// CHECK-NOT: linalg.generic
// CHECK: return
func.func @chain_and_reduction(%x: tensor<4x64xf32>, %y: tensor<4x64xf32>) -> tensor<4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x64xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%x, %y : tensor<4x64xf32>, tensor<4x64xf32>) outs(%e : tensor<4x64xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4x64xf32>
  %ex = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%s : tensor<4x64xf32>) outs(%e : tensor<4x64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = math.exp %a : f32
    linalg.yield %r : f32
  } -> tensor<4x64xf32>
  %re = tensor.empty() : tensor<4xf32>
  %rz = linalg.fill ins(%zero : f32) outs(%re : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]}
      ins(%ex : tensor<4x64xf32>) outs(%rz : tensor<4xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %acc, %a : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  return %sum : tensor<4xf32>
}

// An optimizer step on the host (it reads a host-placed argument) does not
// take a device op into its loop, nor the other way round; two host ops
// fuse.
// CHECK-LABEL: func.func @host_step_boundary
// CHECK: %[[G:.*]] = linalg.generic
// CHECK-SAME: ins(%arg1 :
// CHECK: arith.mulf
// CHECK: linalg.generic
// CHECK-SAME: ins(%arg0, %[[G]] :
// CHECK: arith.addf
// CHECK: arith.subf
// CHECK-NOT: linalg.generic
// CHECK: return
func.func @host_step_boundary(%m: tensor<64xf32> {cleave.placement = "host"}, %x: tensor<64xf32>) -> tensor<64xf32> {
  %e0 = tensor.empty() : tensor<64xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%x : tensor<64xf32>) outs(%e0 : tensor<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.mulf %a, %a : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %e1 = tensor.empty() : tensor<64xf32>
  %mn = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%m, %g : tensor<64xf32>, tensor<64xf32>) outs(%e1 : tensor<64xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %e2 = tensor.empty() : tensor<64xf32>
  %wn = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%mn : tensor<64xf32>) outs(%e2 : tensor<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.subf %a, %a : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  return %wn : tensor<64xf32>
}

// An accumulation into its init (a pipelined step's sum over microbatches)
// is not fused into a consumer that broadcasts it: the fused op kept the
// init as an output whose map dropped the broadcast loop, and the
// accumulation ran once per row (a centering's gradient trained wrong).
// CHECK-LABEL: func.func @accumulate_then_broadcast
//       CHECK: %[[SUM:.*]] = linalg.generic {{.*}} iterator_types = ["parallel"]} ins(%{{.*}} : tensor<4xf32>) outs(%{{.*}} : tensor<4xf32>)
//       CHECK:   arith.addf
//       CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "parallel"]} ins(%[[SUM]] : tensor<4xf32>) outs(%{{.*}} : tensor<8x4xf32>)
func.func @accumulate_then_broadcast(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<8x4xf32> {
  %sum = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %x, %acc : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  %e = tensor.empty() : tensor<8x4xf32>
  %rows = linalg.generic {indexing_maps = [affine_map<(r, i) -> (i)>, affine_map<(r, i) -> (r, i)>], iterator_types = ["parallel", "parallel"]}
      ins(%sum : tensor<4xf32>) outs(%e : tensor<8x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<8x4xf32>
  return %rows : tensor<8x4xf32>
}
