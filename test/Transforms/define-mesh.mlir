// Meshes declared from cluster presets and JSON files get per-axis links
// from the network level that holds each axis's device groups.
// RUN: cleave-opt %s --cleave-define-mesh="cluster=h200-node shape=2x4 axes=dp,tp" | FileCheck %s --check-prefix=NODE
// RUN: cleave-opt %s --cleave-define-mesh="cluster=h200-pod shape=4x8 axes=dp,tp name=pod" | FileCheck %s --check-prefix=POD
// RUN: cleave-opt %s --cleave-define-mesh="cluster=cpu shape=4" | FileCheck %s --check-prefix=CPU
// RUN: cleave-opt %s --cleave-define-mesh="cluster=%S/Inputs/two-level.json shape=2x4 axes=dp,tp" | FileCheck %s --check-prefix=JSON

// NODE: cleave.mesh @mesh(dp = 2, tp = 4) links [#cleave.link<latency = 3.0e-06, bandwidth = 4.5e+11>, #cleave.link<latency = 3.0e-06, bandwidth = 4.5e+11>] device #cleave.device<name = "h200", peak_flops = {{{.*}}bf16 = 9.895000e+14 : f64{{.*}}}, memory = 1.41e+11, memory_bandwidth = 4.8e+12, host_bandwidth = 6.4e+10, host_latency = 1.0e-05, host_memory = 2.5e+11, host_memory_bandwidth = 7.68e+10>

// The outer axis of 4 nodes x 8 GPUs crosses InfiniBand, the inner is NVLink.
// POD: cleave.mesh @pod(dp = 4, tp = 8) links [#cleave.link<latency = 8.0e-06, bandwidth = 5.0e+10>, #cleave.link<latency = 3.0e-06, bandwidth = 4.5e+11>]

// CPU: cleave.mesh @mesh(a0 = 4) links [#cleave.link<latency = 1.0e-06, bandwidth = 1.0e+10>] device #cleave.device<name = "x86-64-core"

// Nodes of 4 devices: dp (stride 4) crosses nodes, tp stays inside.
// JSON: cleave.mesh @mesh(dp = 2, tp = 4) links [#cleave.link<latency = 1.0e-05, bandwidth = 2.5e+10>, #cleave.link<latency = 2.0e-06, bandwidth = 3.0e+11>] device #cleave.device<name = "gpu", peak_flops = {bf16 = 1.000000e+14 : f64, f32 = 1.000000e+13 : f64}, memory = 8.0e+10, memory_bandwidth = 2.0e+12>

// An existing mesh of the same name and shape gets the cost model.
// CHECK-NOT: cleave.mesh @mesh
module {
  func.func @f() {
    return
  }
}
