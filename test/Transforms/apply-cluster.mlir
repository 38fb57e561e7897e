// Meshes without a cost model get one; with overwrite=true every mesh does.
// RUN: cleave-opt %s --cleave-apply-cluster="cluster=h200-node" | FileCheck %s
// RUN: cleave-opt %s --cleave-apply-cluster="cluster=cpu overwrite=true" | FileCheck %s --check-prefix=OVER
// RUN: not cleave-opt %s --cleave-apply-cluster="cluster=h200-node" --cleave-define-mesh="shape=16 name=big cluster=cpu" --cleave-apply-cluster="cluster=h200-node overwrite=true" 2>&1 | FileCheck %s --check-prefix=BIG

// CHECK: cleave.mesh @a(x = 2, y = 4) links [#cleave.link<latency = 3.0e-06, bandwidth = 4.5e+11>, #cleave.link<latency = 3.0e-06, bandwidth = 4.5e+11>] device #cleave.device<name = "h200"
// OVER: cleave.mesh @a(x = 2, y = 4) links [#cleave.link<latency = 1.0e-06, bandwidth = 1.0e+10>, #cleave.link<latency = 1.0e-06, bandwidth = 1.0e+10>] device #cleave.device<name = "x86-64-core"
cleave.mesh @a(x = 2, y = 4)

// Kept as written unless overwrite is set.
// CHECK: cleave.mesh @b(x = 2) links [#cleave.link<latency = 1.0, bandwidth = 2.0>] device #cleave.device<name = "custom"
// OVER: cleave.mesh @b(x = 2) links [#cleave.link<latency = 1.0e-06, bandwidth = 1.0e+10>] device #cleave.device<name = "x86-64-core"
cleave.mesh @b(x = 2) links [#cleave.link<latency = 1.0, bandwidth = 2.0>] device #cleave.device<name = "custom", peak_flops = {f32 = 1.0 : f64}, memory = 1.0, memory_bandwidth = 1.0>

// BIG: error: 'cleave.mesh' op a mesh of 16 devices does not fit cluster 'h200-node', which has 8
