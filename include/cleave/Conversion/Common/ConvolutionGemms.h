//===- ConvolutionGemms.h - Convolutions run as one GEMM -------*- C++ -*-===//
//
// A convolution lowered to loops runs at loop speed (a 302-MFLOP one took
// 124 ms on this machine, 2.4 GFLOP/s). cleave-convolutions-as-gemms
// writes each one it can as a loop over the batch of an im2col copy and a
// BLAS or cuBLAS GEMM accumulating into the image's block of the output.
// The cost model asks the same question and prices those parts, and the
// search's memory model holds one image's columns, so the search prices
// what the target runs.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_CONVERSION_COMMON_CONVOLUTIONGEMMS_H
#define CLEAVE_CONVERSION_COMMON_CONVOLUTIONGEMMS_H

namespace mlir {
class Operation;
} // namespace mlir

namespace cleave {

/// Whether `op` is a `linalg.conv_2d_nchw_fchw` on static f32 or f64
/// tensors (what BLAS multiplies), which the lowering runs as a GEMM per
/// image of M = F filters, N = OH*OW output positions and K = C*KH*KW.
bool isConvolutionLoweredAsGemm(mlir::Operation *op);

} // namespace cleave

#endif // CLEAVE_CONVERSION_COMMON_CONVOLUTIONGEMMS_H
