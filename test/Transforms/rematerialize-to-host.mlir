// RUN: cleave-opt %s --mlir-print-op-on-diagnostic=false --cleave-apply-cluster=cluster=cpu --cleave-rematerialize="budget=120000 to-host=true" 2>&1 | FileCheck %s
// RUN: cleave-opt %s --mlir-print-op-on-diagnostic=false --cleave-apply-cluster=cluster=cpu --cleave-rematerialize="budget=120000" 2>&1 | FileCheck %s --check-prefix=DEVICE
// RUN: cleave-opt %s --cleave-apply-cluster=cluster=cpu --cleave-rematerialize="budget=120000 to-host=true" --cleave-cpu-bufferize | FileCheck %s --check-prefix=BUFFERS

// The all-reduced %red is made before the peak (%big, 64 KB) and read only
// after it; a collective is never recomputed, so only host memory can take
// it off the peak: a copy to host memory right after the all_reduce, a
// copy back before its late use, which reads the copy.
// CHECK: remark: keeps in host memory cleave.all_reduce at rematerialize-to-host.mlir:{{[0-9]+}} (tensor<64x64xf32>, 16384 bytes, 0 ops, decision 0)
// CHECK: remark: tensor-liveness peak 147456 -> 131072 bytes for a budget of 120000
// CHECK: func.func @step({{.*}} attributes {cleave.to_host}
// CHECK: %[[RED:.*]] = cleave.all_reduce
// CHECK-NEXT: %[[E:.*]] = tensor.empty() : tensor<64x64xf32>
// CHECK-NEXT: %[[HOST:.*]] = linalg.copy {cleave.to_host} ins(%[[RED]] : tensor<64x64xf32>) outs(%[[E]] :
// CHECK: linalg.generic {{.*}} iterator_types = ["reduction"
// CHECK: %[[BACK:.*]] = linalg.copy ins(%[[HOST]] :
// CHECK-NEXT: linalg.generic {{.*}} ins(%{{.*}}, %[[BACK]] :

// Without host memory nothing can be done.
// DEVICE: remark: tensor-liveness peak 147456 -> 147456 bytes for a budget of 120000
// DEVICE-NOT: cleave.to_host

// Bufferized: the copy out writes a buffer from the host pool (outside the
// device's count) on the copy thread, joined before its source is freed
// (here at once: nothing else reads it); the host buffer is freed after the
// copy back, which starts asynchronously too.
// BUFFERS: call @__cleave_next_alloc_on_host() : () -> ()
// BUFFERS-NEXT: %[[H:.*]] = memref.alloc() {{{.*}}cleave.host_memory} : memref<64x64xf32>
// BUFFERS: %[[HO:.*]] = memref.extract_aligned_pointer_as_index %[[H]]
// BUFFERS: %[[OUT:.*]] = call @__cleave_host_copy_async(%[[HO]], %{{.*}}, %{{.*}})
// BUFFERS-NEXT: call @__cleave_host_copy_join(%[[OUT]])
// BUFFERS-NEXT: memref.dealloc
// BUFFERS: %[[HP:.*]] = memref.extract_aligned_pointer_as_index %[[H]]
// BUFFERS: call @__cleave_host_copy_async(%{{.*}}, %[[HP]], %{{.*}})
// BUFFERS: call @__cleave_host_copy_join
// BUFFERS-NEXT: memref.dealloc %[[H]]

#id = affine_map<(i, j) -> (i, j)>
#bcast = affine_map<(k, i, j) -> (i, j)>
#all = affine_map<(k, i, j) -> (k, i, j)>
cleave.mesh @mesh(a = 2)

func.func @step(%x: tensor<64x64xf32>, %w: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %red = cleave.all_reduce %w on @mesh axes [a] sum : tensor<64x64xf32>
  %e0 = tensor.empty() : tensor<4x64x64xf32>
  %big = linalg.generic {indexing_maps = [#bcast, #all], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x : tensor<64x64xf32>) outs(%e0 : tensor<4x64x64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = math.exp %in : f32
    linalg.yield %v : f32
  } -> tensor<4x64x64xf32>
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<64x64xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e1 : tensor<64x64xf32>) -> tensor<64x64xf32>
  %s = linalg.generic {indexing_maps = [#all, #bcast], iterator_types = ["reduction", "parallel", "parallel"]}
      ins(%big : tensor<4x64x64xf32>) outs(%f : tensor<64x64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = arith.addf %in, %out : f32
    linalg.yield %v : f32
  } -> tensor<64x64xf32>
  %e2 = tensor.empty() : tensor<64x64xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s, %red : tensor<64x64xf32>, tensor<64x64xf32>) outs(%e2 : tensor<64x64xf32>) {
  ^bb0(%in: f32, %in2: f32, %out: f32):
    %v = arith.subf %in, %in2 : f32
    linalg.yield %v : f32
  } -> tensor<64x64xf32>
  return %r : tensor<64x64xf32>
}
