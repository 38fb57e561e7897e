//===- OutlineSegments.cpp - Long bodies as calls to shorter functions ----===//
//
// See Passes.td. A run's inputs are the values its ops (nested ones
// included) use that are defined outside it; its outputs the results of its
// ops used after it. Constants are cloned into each run that uses them, so
// LLVM still sees them as constants there.
//
//===----------------------------------------------------------------------===//

#include "cleave/Conversion/LinalgToBlas/Passes.h"

#include "mlir/IR/IRMapping.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/SetVector.h"

namespace cleave {
#define GEN_PASS_DEF_CLEAVEOUTLINESEGMENTS
#include "cleave/Conversion/LinalgToBlas/Passes.h.inc"
} // namespace cleave

using namespace mlir;

namespace {

/// Constants stay in the caller and are cloned into the runs that use them.
bool isConstant(Operation *op) { return op->hasTrait<OpTrait::ConstantLike>(); }

/// Moves `run` (consecutive ops of `fn`'s body) into a new private function
/// `name`, placed after `after` and called where the run was.
func::FuncOp outlineRun(func::FuncOp fn, ArrayRef<Operation *> run,
                        StringRef name, Operation *after,
                        SymbolTable &symbols) {
  Block &body = fn.getBody().front();
  llvm::SmallPtrSet<Operation *, 32> inRun(run.begin(), run.end());
  auto isInside = [&](Value value) {
    Operation *owner =
        isa<BlockArgument>(value)
            ? cast<BlockArgument>(value).getOwner()->getParentOp()
            : value.getDefiningOp();
    if (!owner || owner == fn)
      return false;
    Operation *top = body.findAncestorOpInBlock(*owner);
    return top && inRun.contains(top);
  };
  llvm::SetVector<Value> inputs, constants;
  for (Operation *op : run)
    op->walk([&](Operation *nested) {
      for (Value operand : nested->getOperands()) {
        if (isInside(operand))
          continue;
        Operation *def = operand.getDefiningOp();
        if (def && isConstant(def))
          constants.insert(operand);
        else
          inputs.insert(operand);
      }
    });
  llvm::SetVector<Value> outputs;
  for (Operation *op : run)
    for (Value result : op->getResults())
      for (Operation *user : result.getUsers()) {
        Operation *top = body.findAncestorOpInBlock(*user);
        if (!top || !inRun.contains(top)) {
          outputs.insert(result);
          break;
        }
      }

  OpBuilder builder(fn);
  builder.setInsertionPointAfter(after);
  SmallVector<Type> inputTypes, outputTypes;
  for (Value v : inputs)
    inputTypes.push_back(v.getType());
  for (Value v : outputs)
    outputTypes.push_back(v.getType());
  auto callee =
      func::FuncOp::create(builder, fn.getLoc(), name,
                           builder.getFunctionType(inputTypes, outputTypes));
  callee.setPrivate();
  callee->setAttr("passthrough",
                  builder.getArrayAttr({builder.getStringAttr("noinline")}));
  symbols.insert(callee); // renamed if the name is taken
  Block *entry = callee.addEntryBlock();

  // The call where the run was, then the run moved into the callee.
  builder.setInsertionPoint(run.front());
  auto call = func::CallOp::create(builder, run.front()->getLoc(), callee,
                                   inputs.getArrayRef());
  builder.setInsertionPointToStart(entry);
  IRMapping cloned;
  for (Value c : constants)
    cloned.map(c, builder.clone(*c.getDefiningOp())->getResult(0));
  for (Operation *op : run)
    op->moveBefore(entry, entry->end());
  builder.setInsertionPointToEnd(entry);
  func::ReturnOp::create(builder, fn.getLoc(), outputs.getArrayRef());

  auto insideCallee = [&](OpOperand &use) {
    return callee->isProperAncestor(use.getOwner());
  };
  for (auto [input, arg] : llvm::zip(inputs, entry->getArguments())) {
    Value value = input;
    value.replaceUsesWithIf(arg, insideCallee);
  }
  for (Value c : constants)
    c.replaceUsesWithIf(cloned.lookup(c), insideCallee);
  for (auto [output, result] : llvm::zip(outputs, call.getResults())) {
    Value value = output;
    value.replaceUsesWithIf(result,
                            [&](OpOperand &use) { return !insideCallee(use); });
  }
  return callee;
}

struct OutlineSegmentsPass
    : cleave::impl::CleaveOutlineSegmentsBase<OutlineSegmentsPass> {
  using Base::Base;
  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (segmentOps == 0) {
      module.emitError("cleave-outline-segments: segment-ops must be at "
                       "least 1");
      return signalPassFailure();
    }
    SymbolTable symbols(module);
    SmallVector<func::FuncOp> longFunctions;
    for (auto fn : module.getOps<func::FuncOp>())
      if (!fn.isExternal() && fn.getBody().hasOneBlock() &&
          fn.getBody().front().getOperations().size() > segmentOps + 1)
        longFunctions.push_back(fn);
    for (func::FuncOp fn : longFunctions) {
      // The runs are collected first: outlining one adds a call to the body.
      // A stack allocation stays in the caller (a callee's stack dies with
      // it) and ends the run before it: the call takes the run's place, so
      // an op after the allocation cannot be in the same run.
      SmallVector<SmallVector<Operation *>> runs(1);
      for (Operation &op : fn.getBody().front().without_terminator()) {
        if (isConstant(&op))
          continue;
        if (isa<memref::AllocaOp>(op)) {
          runs.emplace_back();
          continue;
        }
        if (runs.back().size() == segmentOps)
          runs.emplace_back();
        runs.back().push_back(&op);
      }
      unsigned index = 0;
      Operation *after = fn;
      for (ArrayRef<Operation *> run : runs)
        if (!run.empty())
          after = outlineRun(
              fn, run, (fn.getSymName() + "__segment" + Twine(index++)).str(),
              after, symbols);
    }
  }
};

} // namespace
