//===- TMTensorOps.h - torch-mlir's tm_tensor ops, for import ---*- C++ -*-===//
//
// Declared so that torch-mlir output with scatter and scan parses; scans are
// lowered right after import, scatters after partitioning (TMTensorOps.td).
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_TMTENSOR_TMTENSOROPS_H
#define CLEAVE_TMTENSOR_TMTENSOROPS_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "TMTensor/TMTensorDialect.h.inc"

#define GET_OP_CLASSES
#include "TMTensor/TMTensorOps.h.inc"

#endif // CLEAVE_TMTENSOR_TMTENSOROPS_H
