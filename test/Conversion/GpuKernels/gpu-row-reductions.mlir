// RUN: cleave-opt %s --pass-pipeline="builtin.module(func.func(cleave-gpu-row-reductions))" | FileCheck %s
// RUN: cleave-opt %s --cleave-lower-to-nvvm | FileCheck %s --check-prefix=PTX

// Reductions along contiguous rows become one thread block per row:
// unit-stride reads, per-thread partials, gpu.all_reduce, thread 0 folds
// the block's result into the output.

// CHECK-LABEL: func.func @softmax_parts
// The row max: 64 blocks of 256 threads, each thread strides the row.
// CHECK: gpu.launch blocks({{.*}}) in ({{.*}} = %[[ROWS:.*]], {{.*}}) threads(%[[TID:[^,]*]], {{.*}}) in ({{.*}} = %[[THREADS:[^,]*]],
// CHECK: %[[ROW:.*]] = arith.remui
// CHECK: %[[NEG_INF:.*]] = arith.constant 0xFF800000 : f32
// Four elements per trip (their loads independent of the folds), in
// order, the rest in an epilogue loop.
// CHECK: %[[MAIN:.*]] = scf.for %[[J:.*]] = %[[TID]] to %{{.*}} step %{{.*}} iter_args(%[[ACC:.*]] = %[[NEG_INF]]) -> (f32) {
// CHECK:   memref.load %{{.*}}[%[[ROW]], %[[J]]] : memref<64x1024xf32>
// CHECK:   arith.maximumf %[[ACC]]
// CHECK-COUNT-3: memref.load %{{.*}}[%[[ROW]], %{{.*}}] : memref<64x1024xf32>
// CHECK: %[[PART:.*]] = scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%{{.*}} = %[[MAIN]]) -> (f32) {
// CHECK:   memref.load %{{.*}}[%[[ROW]], %{{.*}}] : memref<64x1024xf32>
// CHECK:   arith.maximumf
// CHECK: %[[ALL:.*]] = gpu.all_reduce maximumf %[[PART]] uniform
// CHECK: scf.if
// CHECK:   %[[OLD:.*]] = memref.load %{{.*}}[%[[ROW]]] : memref<64xf32>
// CHECK:   arith.maximumf %[[OLD]], %[[ALL]]
// CHECK:   memref.store
// The sum of exp(x - max) in the same form, identity 0.
// CHECK: gpu.launch
// CHECK: arith.constant 0.000000e+00 : f32
// CHECK: math.exp
// CHECK: gpu.all_reduce add
// A column reduction keeps one thread per (contiguous) column, and short
// rows one thread per row.
// CHECK: linalg.generic
// CHECK: linalg.generic
// CHECK-NOT: gpu.launch

// bf16 rows accumulate in f32 and are rounded once, when stored.
// CHECK-LABEL: func.func @bf16_row_sum
// CHECK: gpu.launch
// CHECK: scf.for {{.*}} -> (f32) {
// CHECK:   %[[X:.*]] = memref.load {{.*}} : memref<64x1024xbf16>
// CHECK:   %[[WIDE:.*]] = arith.extf %[[X]] : bf16 to f32
// CHECK:   arith.addf %{{.*}}, %[[WIDE]] : f32
// CHECK: gpu.all_reduce add %{{.*}} uniform
// CHECK: scf.if
// CHECK:   %[[OLD:.*]] = memref.load {{.*}} : memref<64xbf16>
// CHECK:   %[[OLD32:.*]] = arith.extf %[[OLD]] : bf16 to f32
// CHECK:   %[[NEW:.*]] = arith.addf %[[OLD32]], %{{.*}} : f32
// CHECK:   %[[ROUNDED:.*]] = arith.truncf %[[NEW]] : f32 to bf16
// CHECK:   memref.store %[[ROUNDED]]

// A full reduction of 2^20 elements: one block would leave 131 SMs idle.
// The row is split in 512 parts of 2048 (blocks (1, 512)), each folded by
// a block into an f32 partial; a second block folds the 512 partials.
// CHECK-LABEL: func.func @full_sum
// CHECK: %[[PARTIAL:.*]] = gpu.alloc () : memref<512x1xf32>
// CHECK: gpu.launch blocks(%{{[^,]*}}, %[[SPLIT:[^,]*]], %{{[^)]*}}) in (%{{[^=]*}} = %{{[^,]*}}, %{{[^=]*}} = %c512,
// CHECK:   %[[BEGIN:.*]] = arith.muli %[[SPLIT]], %{{.*}} : index
// CHECK:   %[[END:.*]] = arith.minui
// CHECK:   %[[FIRST:.*]] = arith.addi %[[BEGIN]], %{{.*}} : index
// CHECK:   scf.for %{{.*}} = %[[FIRST]] to %{{.*}} step
// CHECK:   scf.for %{{.*}} = %{{.*}} to %[[END]] step
// CHECK:   gpu.all_reduce add
// CHECK:   memref.store %{{.*}}, %[[PARTIAL]][%[[SPLIT]], %{{.*}}] : memref<512x1xf32>
// CHECK: gpu.launch
// CHECK:   scf.for
// CHECK:     memref.load %[[PARTIAL]]
// CHECK:   gpu.all_reduce add
// CHECK:   scf.if
// CHECK:     memref.store {{.*}} : memref<f32>
// CHECK: call @__cleave_cuda_free

// f64 rows (torch-mlir's variance) accumulate in f64; the 64-bit shuffles
// become pairs of 32-bit ones.
// CHECK-LABEL: func.func @f64_row_sum
// CHECK: scf.for {{.*}} -> (f64) {
// CHECK-NOT: arith.extf
// CHECK: gpu.all_reduce add %{{.*}} uniform
// CHECK-NEXT: } : (f64) -> f64

// Integer combiners keep their type; the identity of a signed max is the
// type's minimum.
// CHECK-LABEL: func.func @i64_row_max
// CHECK: %[[MIN:.*]] = arith.constant -9223372036854775808 : i64
// CHECK: scf.for {{.*}} iter_args(%{{.*}} = %[[MIN]]) -> (i64)
// CHECK:   arith.maxsi
// CHECK: gpu.all_reduce maxsi

// PTX: .entry softmax_parts_kernel(
// PTX-SAME: shfl.sync.bfly.b32
// PTX-SAME: bar.sync
func.func @softmax_parts(%a: memref<64x1024xf32>, %m: memref<64xf32>, %s: memref<64xf32>, %col: memref<1024xf32>, %small: memref<64x16xf32>, %o16: memref<64xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]}
      ins(%a : memref<64x1024xf32>) outs(%m : memref<64xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %r = arith.maximumf %x, %acc : f32
    linalg.yield %r : f32
  }
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]}
      ins(%a, %m : memref<64x1024xf32>, memref<64xf32>) outs(%s : memref<64xf32>) {
  ^bb0(%x: f32, %mx: f32, %acc: f32):
    %d = arith.subf %x, %mx : f32
    %e = math.exp %d : f32
    %r = arith.addf %acc, %e : f32
    linalg.yield %r : f32
  }
  // Column reduction: stays (threads own columns, coalesced).
  linalg.generic {indexing_maps = [affine_map<(j, i) -> (i, j)>, affine_map<(j, i) -> (j)>], iterator_types = ["parallel", "reduction"]}
      ins(%a : memref<64x1024xf32>) outs(%col : memref<1024xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %r = arith.addf %acc, %x : f32
    linalg.yield %r : f32
  }
  // Short rows: stay.
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]}
      ins(%small : memref<64x16xf32>) outs(%o16 : memref<64xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %r = arith.addf %acc, %x : f32
    linalg.yield %r : f32
  }
  return
}

func.func @bf16_row_sum(%a: memref<64x1024xbf16>, %o: memref<64xbf16>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]}
      ins(%a : memref<64x1024xbf16>) outs(%o : memref<64xbf16>) {
  ^bb0(%x: bf16, %acc: bf16):
    %r = arith.addf %acc, %x : bf16
    linalg.yield %r : bf16
  }
  return
}

func.func @full_sum(%a: memref<1048576xf32>, %o: memref<f32>) {
  linalg.generic {indexing_maps = [affine_map<(j) -> (j)>, affine_map<(j) -> ()>], iterator_types = ["reduction"]}
      ins(%a : memref<1048576xf32>) outs(%o : memref<f32>) {
  ^bb0(%x: f32, %acc: f32):
    %r = arith.addf %acc, %x : f32
    linalg.yield %r : f32
  }
  return
}

func.func @f64_row_sum(%a: memref<64x1024xf64>, %o: memref<64xf64>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]}
      ins(%a : memref<64x1024xf64>) outs(%o : memref<64xf64>) {
  ^bb0(%x: f64, %acc: f64):
    %r = arith.addf %acc, %x : f64
    linalg.yield %r : f64
  }
  return
}

func.func @i64_row_max(%a: memref<64x1024xi64>, %o: memref<64xi64>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]}
      ins(%a : memref<64x1024xi64>) outs(%o : memref<64xi64>) {
  ^bb0(%x: i64, %acc: i64):
    %r = arith.maxsi %acc, %x : i64
    linalg.yield %r : i64
  }
  return
}
