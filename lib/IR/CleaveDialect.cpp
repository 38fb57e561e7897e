//===- CleaveDialect.cpp - The cleave dialect -----------------------------===//

#include "cleave/IR/CleaveDialect.h"
#include "cleave/IR/CleaveOps.h"

#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace cleave;

#include "Cleave/CleaveDialect.cpp.inc"
#include "Cleave/CleaveEnums.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "Cleave/CleaveAttrs.cpp.inc"

void CleaveDialect::initialize() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "Cleave/CleaveAttrs.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "Cleave/CleaveOps.cpp.inc"
      >();
}

Operation *CleaveDialect::materializeConstant(OpBuilder &builder,
                                              Attribute value, Type type,
                                              Location loc) {
  if (auto typed = dyn_cast<TypedAttr>(value))
    if (arith::ConstantOp::isBuildableWith(typed, type))
      return arith::ConstantOp::create(builder, loc, type, typed);
  return nullptr;
}
