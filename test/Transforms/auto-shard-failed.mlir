// RUN: cleave-opt %s --cleave-auto-shard --verify-diagnostics
// RUN: not cleave-opt %s --cleave-apply-cluster=cluster=h200-node --cleave-auto-shard=solver=magic 2>&1 | FileCheck %s --check-prefix=SOLVER
// SOLVER: cleave-auto-shard: unknown solver 'magic' (auto, ilp or greedy)

// expected-error @+1 {{has no cost model (links and device) for the automatic search}}
cleave.mesh @mesh(tp = 2)
func.func @f(%x: tensor<8x8xf32>) -> tensor<8x8xf32> {
  return %x : tensor<8x8xf32>
}
