// RUN: cleave-opt %s --cleave-nvvm-math | FileCheck %s
// RUN: cleave-opt %s --cleave-nvvm-math --convert-gpu-to-nvvm 2>&1 | FileCheck %s --check-prefix=NVVM

// MLIR 22 calls libdevice's __nv_powif(float, int) with an i64 exponent
// as it is (GPT-2's GELU and LLaMA's RMSNorm were NaN on an H200):
// constant exponents become multiplications, others are narrowed to i32.
gpu.module @kernels {
  gpu.func @powers(%x: f32, %n: i64, %m: i16, %out: memref<8xf32>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %two = arith.constant 2 : i64
    %three = arith.constant 3 : i64
    %minus2 = arith.constant -2 : i64
    %zero = arith.constant 0 : i64
    %big = arith.constant 100 : i64
    %p2 = math.fpowi %x, %two : f32, i64
    %p3 = math.fpowi %x, %three : f32, i64
    %pm2 = math.fpowi %x, %minus2 : f32, i64
    %p0 = math.fpowi %x, %zero : f32, i64
    %pbig = math.fpowi %x, %big : f32, i64
    %pn = math.fpowi %x, %n : f32, i64
    %pm = math.fpowi %x, %m : f32, i16
    memref.store %p2, %out[%c0] : memref<8xf32>
    memref.store %p3, %out[%c1] : memref<8xf32>
    memref.store %pm2, %out[%c2] : memref<8xf32>
    memref.store %p0, %out[%c3] : memref<8xf32>
    memref.store %pbig, %out[%c4] : memref<8xf32>
    memref.store %pn, %out[%c5] : memref<8xf32>
    memref.store %pm, %out[%c6] : memref<8xf32>
    gpu.return
  }
}

// CHECK: gpu.func @powers(%[[X:.*]]: f32, %[[N:.*]]: i64, %[[M:.*]]: i16
// x^2 = x * x
// CHECK: %[[P2:.*]] = arith.mulf %[[X]], %[[X]] : f32
// x^3 = x * (x * x), compiler-rt's order
// CHECK: %[[SQ:.*]] = arith.mulf %[[X]], %[[X]] : f32
// CHECK: %[[P3:.*]] = arith.mulf %[[X]], %[[SQ]] : f32
// x^-2 = 1 / (x * x)
// CHECK: %[[SQ2:.*]] = arith.mulf %[[X]], %[[X]] : f32
// CHECK: %[[PM2:.*]] = arith.divf %{{.*}}, %[[SQ2]] : f32
// x^0 = 1 (NaN too)
// CHECK: %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// Beyond 16: the libcall, with an i32 exponent.
// CHECK: %[[BIG:.*]] = arith.trunci %{{.*}} : i64 to i32
// CHECK: %[[PBIG:.*]] = math.fpowi %[[X]], %[[BIG]] : f32, i32
// A variable exponent is clamped to i32 keeping its parity.
// CHECK: arith.andi %[[N]]
// CHECK: arith.maxsi
// CHECK: arith.minsi
// CHECK: %[[NN:.*]] = arith.trunci %{{.*}} : i64 to i32
// CHECK: %[[PN:.*]] = math.fpowi %[[X]], %[[NN]] : f32, i32
// CHECK: %[[MM:.*]] = arith.extsi %[[M]] : i16 to i32
// CHECK: %[[PM:.*]] = math.fpowi %[[X]], %[[MM]] : f32, i32
// CHECK: memref.store %[[P2]]
// CHECK: memref.store %[[P3]]
// CHECK: memref.store %[[PM2]]
// CHECK: memref.store %[[ONE]]
// CHECK: memref.store %[[PBIG]]
// CHECK: memref.store %[[PN]]
// CHECK: memref.store %[[PM]]
// CHECK-NOT: math.fpowi {{.*}} i64

// What reaches libdevice takes the int it declares.
// NVVM: llvm.func @__nv_powif(f32, i32) -> f32
// NVVM-NOT: i64) -> f32
