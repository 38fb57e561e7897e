//===- Passes.h - All of Cleave's lowering passes ---------------*- C++ -*-===//
//
// The lowering passes come in groups, one library and one Passes.td each:
// SPMD ops to runtime calls, GEMMs to BLAS, kernel-shaped loop nests, CUDA
// host code, and test aids (docs/design.md, "Lowering: pass groups and typed
// pipelines").
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_CONVERSION_PASSES_H
#define CLEAVE_CONVERSION_PASSES_H

#include "cleave/Conversion/CollectivesToRuntime/Passes.h"
#include "cleave/Conversion/Cuda/Passes.h"
#include "cleave/Conversion/GpuKernels/Passes.h"
#include "cleave/Conversion/LinalgToBlas/Passes.h"
#include "cleave/Conversion/TestAids/Passes.h"

namespace cleave {

/// Registers every group's passes (for cleave-opt and textual pipelines).
inline void registerCleaveConversionPasses() {
  registerCollectivesToRuntimePasses();
  registerLinalgToBlasPasses();
  registerGpuKernelsPasses();
  registerCudaPasses();
  registerTestAidsPasses();
}

} // namespace cleave

#endif // CLEAVE_CONVERSION_PASSES_H
