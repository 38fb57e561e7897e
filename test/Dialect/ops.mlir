// Round trip of every cleave op and attribute, in custom and generic form.
// RUN: cleave-opt %s | cleave-opt | FileCheck %s
// RUN: cleave-opt %s --mlir-print-op-generic | cleave-opt | FileCheck %s

// CHECK: cleave.mesh @mesh(dp = 2, tp = 4)
cleave.mesh @mesh(dp = 2, tp = 4)
// CHECK: cleave.mesh @node(tp = 8) links [#cleave.link<latency = 3.0e-06, bandwidth = 4.5e+11>] device #cleave.device<name = "h200", peak_flops = {bf16 = 9.895000e+14 : f64}, memory = 1.41e+11, memory_bandwidth = 4.8e+12>
cleave.mesh @node(tp = 8) links [#cleave.link<latency = 3.0e-06, bandwidth = 4.5e+11>]
    device #cleave.device<name = "h200", peak_flops = {bf16 = 9.895e+14 : f64}, memory = 1.41e+11, memory_bandwidth = 4.8e+12>
// A calibrated cluster: a link per collective kind, fixed overheads of
// generated code, GEMM throughput per shape class.
// CHECK: cleave.mesh @measured(a = 2) links [#cleave.link<latency = 2.0e-06, bandwidth = 4.0e+09, collectives = {all_reduce = #cleave.link<latency = 5.0e-06, bandwidth = 2.0e+09>}>] device #cleave.device<name = "rank", peak_flops = {f32 = 4.000000e+10 : f64, "f32/small" = 8.000000e+09 : f64}, memory = 1.0e+10, memory_bandwidth = 8.0e+09, op_overhead = 2.0e-07, call_overhead = 1.5e-06>
cleave.mesh @measured(a = 2) links [#cleave.link<latency = 2.0e-06, bandwidth = 4.0e+09, collectives = {all_reduce = #cleave.link<latency = 5.0e-06, bandwidth = 2.0e+09>}>]
    device #cleave.device<name = "rank", peak_flops = {f32 = 4.0e+10 : f64, "f32/small" = 8.0e+09 : f64}, memory = 1.0e+10, memory_bandwidth = 8.0e+09, op_overhead = 2.0e-07, call_overhead = 1.5e-06>
// Measured curves: (bytes, seconds) pairs, flattened.
// CHECK: cleave.mesh @curves(a = 2) links [#cleave.link<latency = 1.0e-06, bandwidth = 1.0e+09, curve = [1.000000e+03, 2.000000e-06, 1.000000e+04, 2.000000e-05]>] device #cleave.device<name = "d", peak_flops = {f32 = 1.000000e+12 : f64}, memory = 1.0, memory_bandwidth = 1.0e+12, memory_curve = [1.000000e+00, 2.000000e+00]>
cleave.mesh @curves(a = 2) links [#cleave.link<latency = 1.0e-06, bandwidth = 1.0e+09, curve = [1000.0, 2.0e-06, 10000.0, 2.0e-05]>] device #cleave.device<name = "d", peak_flops = {f32 = 1.0e+12 : f64}, memory = 1.0, memory_bandwidth = 1.0e+12, memory_curve = [1.0, 2.0]>
// CHECK: cleave.mesh @cube(x = 2, y = 2, z = 2)
cleave.mesh @cube(x = 2, y = 2, z = 2)

// CHECK-LABEL: func @annotations
func.func @annotations(%arg0: tensor<8x64xf32>, %arg1: tensor<6xf32>, %arg2: tensor<f32>) {
  // CHECK: cleave.annotate %{{.*}} : tensor<8x64xf32> to #cleave.sharding<@mesh, {{\[}}[dp], []]>
  %0 = cleave.annotate %arg0 : tensor<8x64xf32> to #cleave.sharding<@mesh, [[dp], []]>
  // CHECK: cleave.annotate %{{.*}} : tensor<8x64xf32> to #cleave.sharding<@mesh, {{\[}}[], [tp]], partial = sum [dp]> hint
  %1 = cleave.annotate %arg0 : tensor<8x64xf32> to #cleave.sharding<@mesh, [[], [tp]], partial = sum [dp]> hint
  // CHECK: #cleave.sharding<@mesh, {{\[}}[dp, tp], []]>
  %2 = cleave.annotate %arg0 : tensor<8x64xf32> to #cleave.sharding<@mesh, [[dp, tp], []]>
  // CHECK: #cleave.sharding<@mesh, {{\[}}[], []], partial = max [dp, tp]>
  %3 = cleave.annotate %arg0 : tensor<8x64xf32> to #cleave.sharding<@mesh, [[], []], partial = max [dp, tp]>
  // CHECK: #cleave.sharding<@mesh, {{\[}}[tp]], uneven = pad>
  %4 = cleave.annotate %arg1 : tensor<6xf32> to #cleave.sharding<@mesh, [[tp]], uneven = pad>
  // Rank 0 values can only be replicated or partial.
  // CHECK: #cleave.sharding<@mesh, [], partial = min [tp]>
  %5 = cleave.annotate %arg2 : tensor<f32> to #cleave.sharding<@mesh, [], partial = min [tp]>
  // Axis names may be quoted strings.
  // CHECK: #cleave.sharding<@mesh, {{\[}}[dp], []]>
  %6 = cleave.annotate %arg0 : tensor<8x64xf32> to #cleave.sharding<@mesh, [["dp"], []]>
  return
}

// CHECK-LABEL: func @collectives
func.func @collectives(%arg0: tensor<8x64xf32>, %peer: index) -> tensor<8x64xf32> {
  // CHECK: cleave.all_reduce %{{.*}} on @mesh axes [tp] sum : tensor<8x64xf32>
  %0 = cleave.all_reduce %arg0 on @mesh axes [tp] sum : tensor<8x64xf32>
  // CHECK: cleave.all_reduce %{{.*}} on @mesh axes [dp, tp] max : tensor<8x64xf32>
  %1 = cleave.all_reduce %0 on @mesh axes [dp, tp] max : tensor<8x64xf32>
  // CHECK: cleave.all_gather %{{.*}} on @mesh axes [tp] dim 1 : tensor<8x64xf32> -> tensor<8x256xf32>
  %2 = cleave.all_gather %1 on @mesh axes [tp] dim 1 : tensor<8x64xf32> -> tensor<8x256xf32>
  // CHECK: cleave.all_gather %{{.*}} on @mesh axes [dp, tp] dim 0 : tensor<8x64xf32> -> tensor<64x64xf32>
  %3 = cleave.all_gather %1 on @mesh axes [dp, tp] dim 0 : tensor<8x64xf32> -> tensor<64x64xf32>
  // CHECK: cleave.reduce_scatter %{{.*}} on @mesh axes [tp] dim 1 sum : tensor<8x256xf32> -> tensor<8x64xf32>
  %4 = cleave.reduce_scatter %2 on @mesh axes [tp] dim 1 sum : tensor<8x256xf32> -> tensor<8x64xf32>
  // CHECK: cleave.all_to_all %{{.*}} on @mesh axes [tp] split 1 concat 0 : tensor<8x64xf32> -> tensor<32x16xf32>
  %5 = cleave.all_to_all %4 on @mesh axes [tp] split 1 concat 0 : tensor<8x64xf32> -> tensor<32x16xf32>
  // CHECK: cleave.collective_permute %{{.*}} on @mesh axes [tp] pairs [0 -> 1, 1 -> 2, 2 -> 3, 3 -> 0] : tensor<8x64xf32>
  %6 = cleave.collective_permute %4 on @mesh axes [tp] pairs [0 -> 1, 1 -> 2, 2 -> 3, 3 -> 0] : tensor<8x64xf32>
  // CHECK: cleave.broadcast %{{.*}} on @mesh axes [dp, tp] root [1, 3] : tensor<8x64xf32>
  %7 = cleave.broadcast %6 on @mesh axes [dp, tp] root [1, 3] : tensor<8x64xf32>
  // CHECK: cleave.send %{{.*}} on @mesh axes [dp] to [%{{.*}}] tag 7 : tensor<8x64xf32>
  cleave.send %7 on @mesh axes [dp] to [%peer] tag 7 : tensor<8x64xf32>
  // CHECK: cleave.recv on @mesh axes [dp] from [%{{.*}}] tag 7 : tensor<8x64xf32>
  %8 = cleave.recv on @mesh axes [dp] from [%peer] tag 7 : tensor<8x64xf32>
  return %8 : tensor<8x64xf32>
}

// CHECK-LABEL: func @queries
func.func @queries() -> (index, index, index, index) {
  // CHECK: cleave.process_index on @mesh axes [dp, tp] : index, index
  %dp, %tp = cleave.process_index on @mesh axes [dp, tp] : index, index
  // CHECK: cleave.process_index on @mesh axes [] : index
  %rank = cleave.process_index on @mesh axes [] : index
  // CHECK: cleave.process_count on @cube axes [x, z] : index
  %n = cleave.process_count on @cube axes [x, z] : index
  return %dp, %tp, %rank, %n : index, index, index, index
}
