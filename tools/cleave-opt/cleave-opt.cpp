//===- cleave-opt.cpp - mlir-opt with Cleave's dialect and passes ---------===//

#include "cleave/InitAll.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  cleave::registerAllDialects(registry);
  cleave::registerAllPasses();
  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, "Cleave optimizer driver\n", registry));
}
