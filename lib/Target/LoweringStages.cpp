//===- LoweringStages.cpp - Stages the target pipelines share -------------===//

#include "LoweringStages.h"

#include "cleave/Conversion/CollectivesToRuntime/Passes.h"
#include "cleave/Conversion/GpuKernels/Passes.h"
#include "cleave/Conversion/LinalgToBlas/Passes.h"

#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Dialect/SCF/Transforms/Passes.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

namespace cleave {

void addBufferizeFront(OpPassManager &pm, bool memoryPasses) {
  pm.addPass(createInlinerPass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
  pm.addPass(createCleaveLowerProcessQueries());
  if (memoryPasses)
    pm.nest<func::FuncOp>().addPass(createCleaveOwnInits());
  OpPassManager &funcPm = pm.nest<func::FuncOp>();
  funcPm.addPass(createConvertElementwiseToLinalgPass());
  funcPm.addPass(createCleaveDecomposeAggregates());
  // Convolutions run as a GEMM (what the cost model prices).
  funcPm.addPass(createCleaveConvolutionsAsGemms());
  // Before fusion, which would move reshapes into the transposes.
  funcPm.addPass(createCleaveFoldTransposesIntoGemms());
  funcPm.addPass(createCleaveFuseElementwise());
  pm.addPass(createCanonicalizerPass());
  // On fused updates, before the in-place copies are placed after them.
  if (memoryPasses)
    pm.nest<func::FuncOp>().addPass(createCleaveUpdatesEarly());
  // After canonicalization, which would fold the copies away, and fusion,
  // which would merge them into their producers.
  pm.nest<func::FuncOp>().addPass(createCleaveUpdateInPlace());
  pm.nest<func::FuncOp>().addPass(createCleaveDistinctResults());

  bufferization::OneShotBufferizePassOptions bufferize;
  bufferize.bufferizeFunctionBoundaries = true;
  bufferize.allowReturnAllocsFromLoops = true;
  // The runner passes plain row-major buffers.
  bufferize.functionBoundaryTypeConversion =
      bufferization::LayoutMapOption::IdentityLayoutMap;
  pm.addPass(bufferization::createOneShotBufferizePass(bufferize));

  bufferization::BufferResultsToOutParamsPassOptions outParams;
  outParams.modifyPublicFunctions = true;
  outParams.hoistStaticAllocs = true;
  pm.addPass(bufferization::createBufferResultsToOutParamsPass(outParams));
}

void addBufferDeallocation(OpPassManager &pm) {
  // Upstream's buildBufferDeallocationPipeline, pass for pass, with the
  // split in the middle.
  memref::ExpandReallocPassOptions expand;
  expand.emitDeallocs = false;
  pm.addPass(memref::createExpandReallocPass(expand));
  pm.addPass(createCanonicalizerPass());
  pm.addPass(bufferization::createOwnershipBasedBufferDeallocationPass());
  pm.addPass(createCanonicalizerPass());
  pm.nest<func::FuncOp>().addPass(createCleaveSplitDeallocs());
  pm.addPass(bufferization::createBufferDeallocationSimplificationPass());
  pm.addPass(bufferization::createLowerDeallocationsPass());
  pm.addPass(createCSEPass());
  pm.addPass(createCanonicalizerPass());
}

void addGpuKernelShaping(OpPassManager &funcPm) {
  funcPm.addPass(createCleaveReductionsInnermost());
  funcPm.addPass(createCleaveGpuRowReductions());
  funcPm.addPass(createCleaveGpuColumnReductions());
  funcPm.addPass(createConvertLinalgToParallelLoopsPass());
  funcPm.addPass(createCleaveSerialLoopsOnDevice());
  funcPm.addPass(createCleaveGuardAsserts());
  funcPm.addPass(createCleaveInnermostFirst());
  funcPm.addPass(createCleaveCoarsenElementwise());
  // Tiles of 256 (a block's threads) with fixed bounds and an in-bounds
  // check inside, so that every tile maps to one block.
  funcPm.addPass(createParallelLoopTilingPass(/*tileSize=*/{256},
                                              /*noMinMaxBounds=*/true));
}

} // namespace cleave
