//===- CleaveDialect.cpp - The cleave dialect -----------------------------===//

#include "cleave/IR/CleaveDialect.h"
#include "cleave/IR/CleaveOps.h"

#include "mlir/Interfaces/FunctionInterfaces.h"

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

/// A `cleave.sharding` attribute names one split list per dimension of the
/// value it lays out; anything else is a user error every pass would trip on.
static LogicalResult verifyValueSharding(Operation *op, NamedAttribute attr,
                                         Type type, StringRef what,
                                         unsigned index) {
  if (attr.getName() != "cleave.sharding")
    return success();
  auto sharding = dyn_cast<ShardingAttr>(attr.getValue());
  if (!sharding)
    return op->emitOpError() << "'cleave.sharding' of " << what << " #" << index
                             << " is not a #cleave.sharding attribute";
  // A bufferized program's memrefs keep their tensors' layouts (cleave-opt
  // lowering a partitioned program it printed).
  auto tensor = dyn_cast<ShapedType>(type);
  if (!isa<RankedTensorType, MemRefType>(type))
    return op->emitOpError()
           << "'cleave.sharding' on " << what << " #" << index << " of type "
           << type << ", which is not a ranked tensor (or its memref)";
  if (int64_t(sharding.getDimAxes().size()) != tensor.getRank())
    return op->emitOpError()
           << "'cleave.sharding' of " << what << " #" << index << " lists "
           << sharding.getDimAxes().size() << " dimensions, but its type "
           << type << " has rank " << tensor.getRank();
  return success();
}

LogicalResult CleaveDialect::verifyRegionArgAttribute(Operation *op,
                                                      unsigned region,
                                                      unsigned argIndex,
                                                      NamedAttribute attr) {
  if (op->getNumRegions() <= region || op->getRegion(region).empty())
    return success();
  Block &entry = op->getRegion(region).front();
  if (argIndex >= entry.getNumArguments())
    return success();
  return verifyValueSharding(op, attr, entry.getArgument(argIndex).getType(),
                             "argument", argIndex);
}

LogicalResult CleaveDialect::verifyRegionResultAttribute(Operation *op,
                                                         unsigned region,
                                                         unsigned resultIndex,
                                                         NamedAttribute attr) {
  auto fn = dyn_cast<FunctionOpInterface>(op);
  if (!fn || resultIndex >= fn.getResultTypes().size())
    return success();
  return verifyValueSharding(op, attr, fn.getResultTypes()[resultIndex],
                             "result", resultIndex);
}
