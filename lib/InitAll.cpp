//===- InitAll.cpp - Register everything Cleave's tools use ---------------===//
//
// Lowering goes through many upstream dialects and passes (bufferization,
// memref, scf, cf, LLVM, ...), so the tools register all of upstream's, plus
// Cleave's dialect, interface models, passes and pipelines.
//
//===----------------------------------------------------------------------===//

#include "cleave/InitAll.h"
#include "cleave/Conversion/CollectivesToRuntime/BufferizableOpInterfaceImpl.h"
#include "cleave/Conversion/Passes.h"
#include "cleave/IR/CleaveDialect.h"
#include "cleave/Interfaces/ShardingModels.h"
#include "cleave/TMTensor/TMTensorOps.h"
#include "cleave/Target/CpuTarget.h"
#include "cleave/Target/CudaTarget.h"
#include "cleave/Transforms/Passes.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"

void cleave::registerAllDialects(mlir::DialectRegistry &registry) {
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  // GPU modules are serialized (NVVM -> PTX) during the CUDA pipeline.
  mlir::registerAllToLLVMIRTranslations(registry);
  registry.insert<CleaveDialect, tm_tensor::TMTensorDialect>();
  registerBufferizableOpInterfaceExternalModels(registry);
  registerShardingModels(registry);
}

void cleave::registerAllPasses() {
  mlir::registerAllPasses();
  registerCleavePasses();
  registerCleaveConversionPasses();
  registerCpuLoweringPipeline();
  registerCudaLoweringPipeline();
}
