// RUN: cleave-opt %s --cleave-fold-shape-erasing-casts --split-input-file --verify-diagnostics | FileCheck %s

// torch.roll as torch-mlir exports it: the pieces are concatenated as they
// are, the casts go.
// CHECK-LABEL: func.func @roll
// CHECK-NOT:   tensor.cast
// CHECK:       tensor.concat dim(1) %{{.*}}, %{{.*}} : (tensor<4x3xf32>, tensor<4x5xf32>) -> tensor<4x8xf32>
func.func @roll(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %a = tensor.extract_slice %x[0, 5] [4, 3] [1, 1] : tensor<4x8xf32> to tensor<4x3xf32>
  %ca = tensor.cast %a : tensor<4x3xf32> to tensor<4x?xf32>
  %b = tensor.extract_slice %x[0, 0] [4, 5] [1, 1] : tensor<4x8xf32> to tensor<4x5xf32>
  %cb = tensor.cast %b : tensor<4x5xf32> to tensor<4x?xf32>
  %r = tensor.concat dim(1) %ca, %cb : (tensor<4x?xf32>, tensor<4x?xf32>) -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// -----

// A cast that adds sizes stays (its source says less), and so does one read
// by something else than a concatenation, for that reader.
// CHECK-LABEL: func.func @kept
// CHECK:       %[[REFINED:.*]] = tensor.cast %{{.*}} : tensor<?x8xf32> to tensor<4x8xf32>
// CHECK:       %[[ERASED:.*]] = tensor.cast %{{.*}} : tensor<4x8xf32> to tensor<4x?xf32>
// CHECK:       tensor.concat dim(0) %[[REFINED]], %{{.*}} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<8x8xf32>
// CHECK:       return {{.*}}%[[ERASED]]
func.func @kept(%x: tensor<?x8xf32>, %y: tensor<4x8xf32>) -> (tensor<8x8xf32>, tensor<4x?xf32>) {
  %r = tensor.cast %x : tensor<?x8xf32> to tensor<4x8xf32>
  %e = tensor.cast %y : tensor<4x8xf32> to tensor<4x?xf32>
  %c = tensor.concat dim(0) %r, %y : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<8x8xf32>
  return %c, %e : tensor<8x8xf32>, tensor<4x?xf32>
}

// -----

// One cast read twice by the same concatenation.
// CHECK-LABEL: func.func @twice
// CHECK-NOT:   tensor.cast
// CHECK:       tensor.concat dim(1) %[[A:.*]], %[[A]] : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x6xf32>
func.func @twice(%x: tensor<4x3xf32>) -> tensor<4x6xf32> {
  %c = tensor.cast %x : tensor<4x3xf32> to tensor<4x?xf32>
  %r = tensor.concat dim(1) %c, %c : (tensor<4x?xf32>, tensor<4x?xf32>) -> tensor<4x6xf32>
  return %r : tensor<4x6xf32>
}

// -----

// Pieces whose static sizes do not add up to the result: an error at the
// concatenation (the program would fail when run).
func.func @wrong(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %a = tensor.extract_slice %x[0, 0] [4, 3] [1, 1] : tensor<4x8xf32> to tensor<4x3xf32>
  %ca = tensor.cast %a : tensor<4x3xf32> to tensor<4x?xf32>
  %b = tensor.extract_slice %x[0, 0] [4, 4] [1, 1] : tensor<4x8xf32> to tensor<4x4xf32>
  %cb = tensor.cast %b : tensor<4x4xf32> to tensor<4x?xf32>
  // expected-error@+1 {{concatenates pieces of 'tensor<4x7xf32>' (their static sizes, under casts to dynamic ones), not the result's 'tensor<4x8xf32>'}}
  %r = tensor.concat dim(1) %ca, %cb : (tensor<4x?xf32>, tensor<4x?xf32>) -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}
