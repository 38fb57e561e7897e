// RUN: cleave-opt %s --cleave-merge-gpu-modules | FileCheck %s

// Outlining gives every kernel its own module (a PTX module, ptxas run and
// driver module each): kernels alone in their module move into one, named
// after their old module, and launches follow them. A module holding
// anything else keeps it.
// CHECK-LABEL: module attributes {gpu.container_module}
// CHECK: gpu.module @cleave_kernels {
// CHECK-NEXT: gpu.func @step_kernel(%{{.*}}: memref<4xf32>) kernel
// CHECK: gpu.func @step_kernel_0(%{{.*}}: memref<4xf32>) kernel
// CHECK-NOT: gpu.module @step_kernel
// CHECK: gpu.module @with_helper {
// CHECK: func.func @step
// CHECK: gpu.launch_func @cleave_kernels::@step_kernel blocks
// CHECK: gpu.launch_func @cleave_kernels::@step_kernel_0 blocks
// CHECK: gpu.launch_func @with_helper::@kernel blocks
module attributes {gpu.container_module} {
  gpu.module @step_kernel {
    gpu.func @step_kernel(%a: memref<4xf32>) kernel {
      gpu.return
    }
  }
  gpu.module @step_kernel_0 {
    gpu.func @step_kernel(%a: memref<4xf32>) kernel {
      gpu.return
    }
  }
  gpu.module @with_helper {
    gpu.func @kernel(%a: memref<4xf32>) kernel {
      gpu.return
    }
    func.func @helper() {
      return
    }
  }
  func.func @step(%a: memref<4xf32>) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @step_kernel::@step_kernel blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<4xf32>)
    gpu.launch_func @step_kernel_0::@step_kernel blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<4xf32>)
    gpu.launch_func @with_helper::@kernel blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<4xf32>)
    return
  }
}
