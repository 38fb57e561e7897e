//===- CleaveOps.h - Cleave operations --------------------------*- C++ -*-===//

#ifndef CLEAVE_IR_CLEAVEOPS_H
#define CLEAVE_IR_CLEAVEOPS_H

#include "cleave/IR/CleaveAttrs.h"
#include "cleave/IR/CleaveDialect.h"

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#define GET_OP_CLASSES
#include "Cleave/CleaveOps.h.inc"

#endif // CLEAVE_IR_CLEAVEOPS_H
