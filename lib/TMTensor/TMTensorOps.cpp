//===- TMTensorOps.cpp - torch-mlir's tm_tensor ops, for import -----------===//

#include "cleave/TMTensor/TMTensorOps.h"

#include "mlir/IR/OpImplementation.h"

using namespace mlir;
using namespace cleave::tm_tensor;

#include "TMTensor/TMTensorDialect.cpp.inc"

void TMTensorDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "TMTensor/TMTensorOps.cpp.inc"
      >();
}

#define GET_OP_CLASSES
#include "TMTensor/TMTensorOps.cpp.inc"

/// The combining region takes two scalars of `element` and yields one.
static LogicalResult verifyCombiner(Operation *op, Region &region,
                                    Type element) {
  Block &body = region.front();
  if (body.getNumArguments() != 2 || body.getArgument(0).getType() != element ||
      body.getArgument(1).getType() != element)
    return op->emitOpError()
           << "region must take two " << element << " arguments";
  auto yield =
      dyn_cast_or_null<YieldOp>(body.empty() ? nullptr : body.getTerminator());
  if (!yield || yield.getValues().size() != 1 ||
      yield.getValues()[0].getType() != element)
    return op->emitOpError() << "region must yield one " << element;
  return success();
}

LogicalResult ScatterOp::verify() {
  RankedTensorType updates = getUpdates().getType(),
                   indices = getIndices().getType(),
                   original = getOriginal().getType();
  if (getResult().getType() != original)
    return emitOpError() << "result type must be the original's, " << original;
  if (indices.getRank() != 2 || !isa<IntegerType>(indices.getElementType()))
    return emitOpError() << "indices must be an N x K integer tensor";
  int64_t depth = indices.getDimSize(1);
  ArrayRef<int64_t> map = getDimensionMap();
  if (int64_t(map.size()) != depth)
    return emitOpError() << "dimension_map has " << map.size()
                         << " entries for an index depth of " << depth;
  for (int64_t d : map)
    if (d < 0 || d >= original.getRank())
      return emitOpError() << "dimension_map entry " << d
                           << " is not a dimension of the original";
  if (updates.getRank() < 1 || updates.getRank() - 1 > original.getRank() ||
      updates.getDimSize(0) != indices.getDimSize(0))
    return emitOpError() << "updates must have one row per index row and at "
                            "most the original's rank in each row";
  if (updates.getElementType() != original.getElementType())
    return emitOpError() << "updates and original differ in element type";
  return verifyCombiner(*this, getRegion(), original.getElementType());
}

LogicalResult ScanOp::verify() {
  RankedTensorType input = getInput().getType();
  if (getOutput().getType() != input || getResult().getType() != input)
    return emitOpError() << "output and result must have the input's type";
  int64_t dim = getDimension();
  if (dim < 0 || dim >= input.getRank())
    return emitOpError() << "dimension " << dim << " is out of range";
  auto accumulator = getAccumulator().getType();
  if (accumulator.getRank() != input.getRank() - 1 ||
      getAccumulated().getType() != accumulator)
    return emitOpError() << "accumulator must drop the scanned dimension";
  return verifyCombiner(*this, getRegion(), input.getElementType());
}

LogicalResult SortOp::verify() {
  if (getOutputs().empty())
    return emitOpError() << "needs at least one tensor to sort";
  if (getResults().getTypes() != getOutputs().getTypes())
    return emitOpError() << "result types must be the sorted tensors' types";
  auto first = cast<RankedTensorType>(getOutputs()[0].getType());
  for (Value v : getOutputs())
    if (cast<RankedTensorType>(v.getType()).getShape() != first.getShape())
      return emitOpError() << "every sorted tensor must have the shape of "
                           << first;
  int64_t dim = getDimension();
  if (dim < 0 || dim >= first.getRank())
    return emitOpError() << "dimension " << dim << " is out of range";
  Block &body = getRegion().front();
  if (body.getNumArguments() != 2 * getOutputs().size())
    return emitOpError() << "region must take two arguments per sorted tensor";
  for (auto [i, v] : llvm::enumerate(getOutputs())) {
    Type element = cast<RankedTensorType>(v.getType()).getElementType();
    if (body.getArgument(2 * i).getType() != element ||
        body.getArgument(2 * i + 1).getType() != element)
      return emitOpError() << "region arguments " << 2 * i << " and "
                           << 2 * i + 1 << " must be " << element;
  }
  auto yield =
      dyn_cast_or_null<YieldOp>(body.empty() ? nullptr : body.getTerminator());
  if (!yield || yield.getValues().size() != 1 ||
      !yield.getValues()[0].getType().isInteger(1))
    return emitOpError() << "region must yield one i1";
  return success();
}
