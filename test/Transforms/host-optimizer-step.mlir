// RUN: cleave-opt %s --cleave-offload-arguments=arguments=1,2 --cleave-host-optimizer-step=always=true | FileCheck %s
// RUN: cleave-opt %s --cleave-apply-cluster=cluster=h200-node --cleave-offload-arguments=arguments=1,2 --cleave-host-optimizer-step | FileCheck %s
// RUN: cleave-opt %s --cleave-apply-cluster=cluster=%S/Inputs/slow-host-memory.json --cleave-offload-arguments=arguments=1,2 --cleave-host-optimizer-step | FileCheck %s --check-prefix=SLOW
// RUN: cleave-opt %s --cleave-offload-arguments=arguments=1 --cleave-host-optimizer-step=always=true | FileCheck %s --check-prefix=HALF
// RUN: cleave-opt %s --cleave-host-optimizer-step=always=true | FileCheck %s --check-prefix=NONE

// A momentum step: the forward reads the weight, the gradient is made on
// the device, and the update chain (m' = 0.9 m + g, w' = w - 0.1 m') reads
// the weight and the momentum. With both on the host the chain runs there:
// it reads %w and %m themselves (the momentum's copy in goes), and only
// the gradient crosses the link. On h200-node the model agrees (one
// gradient transfer against a copy in and two write-backs); on a host
// whose memory is too slow it does not.

cleave.mesh @mesh(x = 1)

#id = affine_map<(i, j) -> (i, j)>
#a = affine_map<(i, j, k) -> (i, k)>
#b = affine_map<(i, j, k) -> (k, j)>
#c = affine_map<(i, j, k) -> (i, j)>

// CHECK-LABEL: func.func @step
// CHECK-SAME: %[[X:[^:]*]]: tensor<4x8xf32>, %[[W:[^:]*]]: tensor<8x8xf32> {cleave.placement = "host"}, %[[M:[^:]*]]: tensor<8x8xf32> {cleave.placement = "host"}
// CHECK: %[[WD:.*]] = linalg.copy ins(%[[W]] : tensor<8x8xf32>)
// CHECK-NOT: linalg.copy ins(%[[M]]
// CHECK: linalg.matmul ins(%[[X]], %[[WD]] :
// CHECK: %[[G:.*]] = linalg.matmul
// CHECK: %[[MN:.*]] = linalg.generic {{.*}} ins(%[[M]], %[[G]] : {{.*}} attrs = {cleave.on_host}
// CHECK: %[[WN:.*]] = linalg.generic {{.*}} ins(%[[W]], %[[MN]] : {{.*}} attrs = {cleave.on_host}
// CHECK: return %{{.*}}, %[[WN]], %[[MN]]

// SLOW-LABEL: func.func @step
// SLOW-NOT: cleave.on_host
// SLOW: linalg.copy ins(%arg2

// Only the weight on the host: the momentum's update reads device state
// and stays; the weight's reads the new momentum over the link.
// HALF-LABEL: func.func @step
// HALF: %[[MN:.*]] = linalg.generic {{.*}} ins(%arg2, %{{.*}} : tensor<8x8xf32>, tensor<8x8xf32>) outs(%{{[^)]*}} : tensor<8x8xf32>) {
// HALF: linalg.generic {{.*}} ins(%arg1, %[[MN]] : {{.*}} attrs = {cleave.on_host}

// NONE-NOT: cleave.on_host
func.func @step(%x: tensor<4x8xf32>, %w: tensor<8x8xf32>, %m: tensor<8x8xf32>)
    -> (tensor<4x8xf32>, tensor<8x8xf32> {cleave.updates = 1 : i64},
        tensor<8x8xf32> {cleave.updates = 2 : i64}) {
  %zero = arith.constant 0.0 : f32
  %e48 = tensor.empty() : tensor<4x8xf32>
  %f48 = linalg.fill ins(%zero : f32) outs(%e48 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %y = linalg.matmul ins(%x, %w : tensor<4x8xf32>, tensor<8x8xf32>) outs(%f48 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %e84 = tensor.empty() : tensor<8x4xf32>
  %xt = linalg.transpose ins(%x : tensor<4x8xf32>) outs(%e84 : tensor<8x4xf32>) permutation = [1, 0]
  %e88 = tensor.empty() : tensor<8x8xf32>
  %f88 = linalg.fill ins(%zero : f32) outs(%e88 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %g = linalg.matmul ins(%xt, %y : tensor<8x4xf32>, tensor<4x8xf32>) outs(%f88 : tensor<8x8xf32>) -> tensor<8x8xf32>
  %em = tensor.empty() : tensor<8x8xf32>
  %mn = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m, %g : tensor<8x8xf32>, tensor<8x8xf32>) outs(%em : tensor<8x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %beta = arith.constant 0.9 : f32
    %s = arith.mulf %beta, %a : f32
    %r = arith.addf %s, %b : f32
    linalg.yield %r : f32
  } -> tensor<8x8xf32>
  %ew = tensor.empty() : tensor<8x8xf32>
  %wn = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w, %mn : tensor<8x8xf32>, tensor<8x8xf32>) outs(%ew : tensor<8x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %lr = arith.constant 0.1 : f32
    %s = arith.mulf %lr, %b : f32
    %r = arith.subf %a, %s : f32
    linalg.yield %r : f32
  } -> tensor<8x8xf32>
  return %y, %wn, %mn : tensor<4x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>
}

// A chain value read elsewhere (the new weight's norm, returned) must stay
// on the device, and so must what feeds it.
// CHECK-LABEL: func.func @read_elsewhere
// CHECK-NOT: cleave.on_host
// CHECK: return
func.func @read_elsewhere(%x: tensor<4x8xf32>, %w: tensor<8x8xf32>, %m: tensor<8x8xf32>)
    -> (tensor<8x8xf32> {cleave.updates = 1 : i64}, tensor<8x8xf32> {cleave.updates = 2 : i64}, tensor<8x8xf32>) {
  %em = tensor.empty() : tensor<8x8xf32>
  %mn = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m, %w : tensor<8x8xf32>, tensor<8x8xf32>) outs(%em : tensor<8x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.addf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<8x8xf32>
  %ew = tensor.empty() : tensor<8x8xf32>
  %wn = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w, %mn : tensor<8x8xf32>, tensor<8x8xf32>) outs(%ew : tensor<8x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.subf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<8x8xf32>
  %en = tensor.empty() : tensor<8x8xf32>
  %sq = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%wn : tensor<8x8xf32>) outs(%en : tensor<8x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.mulf %a, %a : f32
    linalg.yield %r : f32
  } -> tensor<8x8xf32>
  return %wn, %mn, %sq : tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>
}
