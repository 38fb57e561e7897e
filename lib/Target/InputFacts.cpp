//===- InputFacts.cpp - What the values of entry arguments may be ---------===//

#include "cleave/Target/InputFacts.h"
#include "cleave/Target/IndexBounds.h"
#include "cleave/Target/InputRanges.h"
#include "cleave/Target/Manifest.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

using namespace mlir;

namespace cleave {

InputFacts readInputFacts(func::FuncOp entry) {
  InputFacts facts;
  for (BlockArgument arg : entry.getArguments()) {
    Type element = getElementTypeOrSelf(arg.getType());
    int64_t bound = isa<IntegerType>(element) ? getIndexBound(arg) : 0;
    facts.indexBounds.push_back(bound);
    facts.ignoredIndices.push_back(bound ? getIgnoredIndex(arg, bound)
                                         : std::nullopt);
    facts.indexWraps.push_back(bound && getWrapExtent(arg) == bound);
    facts.nonNegative.push_back(isa<FloatType>(element) &&
                                isReadUnderSquareRoot(arg));
  }
  return facts;
}

void addInputFacts(const InputFacts &facts, Manifest &manifest) {
  for (auto [i, spec] : llvm::enumerate(manifest.inputs)) {
    if (i >= facts.indexBounds.size())
      break;
    if (!spec.indexBound) {
      spec.indexBound = facts.indexBounds[i];
      spec.indexWraps = facts.indexWraps[i];
    }
    if (!spec.ignoredIndex)
      spec.ignoredIndex = facts.ignoredIndices[i];
    spec.nonNegative = spec.nonNegative || facts.nonNegative[i];
  }
}

} // namespace cleave
