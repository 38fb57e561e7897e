// Regression (issue 12, found by bench/upstream_suite.py on upstream's
// resharding tests): splitting a tensor of dynamic shape emitted a
// `tensor.empty` without its dynamic sizes, which failed the verifier.
// The partitioner computes shard shapes statically and refuses it.
// RUN: cleave-opt %s --cleave-propagate --cleave-partition -split-input-file -verify-diagnostics | FileCheck %s

cleave.mesh @mesh(x = 2)
// expected-error@+1 {{a value of type 'tensor<?x6xf32>' is split ([[], [x]]), but its shape is dynamic}}
func.func @split_static_dim_of_dynamic(%a: tensor<?x6xf32>) -> tensor<?x6xf32> {
  %0 = cleave.annotate %a : tensor<?x6xf32> to #cleave.sharding<@mesh, [[], [x]]>
  return %0 : tensor<?x6xf32>
}

// -----

// Replicated, a dynamic shape partitions as it is.
cleave.mesh @mesh(x = 2)
// CHECK-LABEL: func @replicated_dynamic
// CHECK-NEXT: return %arg0 : tensor<?x6xf32>
func.func @replicated_dynamic(%a: tensor<?x6xf32>) -> tensor<?x6xf32> {
  %0 = cleave.annotate %a : tensor<?x6xf32> to #cleave.sharding<@mesh, [[], []]>
  return %0 : tensor<?x6xf32>
}
