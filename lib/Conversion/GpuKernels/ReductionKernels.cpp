//===- ReductionKernels.cpp - Building blocks of GPU reduction kernels ----===//

#include "cleave/Conversion/GpuKernels/ReductionKernels.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/ADT/TypeSwitch.h"

#include <limits>

using namespace mlir;

namespace cleave {

std::optional<Combiner> matchCombiner(linalg::GenericOp op) {
  Block *body = op.getBlock();
  BlockArgument acc = body->getArguments().back();
  auto yield = cast<linalg::YieldOp>(body->getTerminator());
  Operation *combiner = yield.getOperand(0).getDefiningOp();
  if (!combiner || combiner->getBlock() != body ||
      combiner->getNumOperands() != 2 || !acc.hasOneUse() ||
      acc.getUses().begin()->getOwner() != combiner ||
      !combiner->getResult(0).hasOneUse())
    return std::nullopt;
  double inf = std::numeric_limits<double>::infinity();
  Builder b(op.getContext());
  using Kind = gpu::AllReduceOperation;
  if (isa<IntegerType>(acc.getType())) {
    std::optional<Kind> kind =
        llvm::TypeSwitch<Operation *, std::optional<Kind>>(combiner)
            .Case<arith::AddIOp>([](auto) { return Kind::ADD; })
            .Case<arith::MulIOp>([](auto) { return Kind::MUL; })
            .Case<arith::MaxSIOp>([](auto) { return Kind::MAXSI; })
            .Case<arith::MinSIOp>([](auto) { return Kind::MINSI; })
            .Case<arith::MaxUIOp>([](auto) { return Kind::MAXUI; })
            .Case<arith::MinUIOp>([](auto) { return Kind::MINUI; })
            .Case<arith::AndIOp>([](auto) { return Kind::AND; })
            .Case<arith::OrIOp>([](auto) { return Kind::OR; })
            .Case<arith::XOrIOp>([](auto) { return Kind::XOR; })
            .Default([](Operation *) { return std::nullopt; });
    if (!kind)
      return std::nullopt;
    return Combiner{combiner, *kind, 0.0, acc.getType()};
  }
  Type accumulator =
      acc.getType().isF64() ? Type(b.getF64Type()) : Type(b.getF32Type());
  auto make = [&](Kind kind, double identity) {
    return Combiner{combiner, kind, identity, accumulator};
  };
  if (isa<arith::AddFOp>(combiner))
    return make(Kind::ADD, 0.0);
  if (isa<arith::MulFOp>(combiner))
    return make(Kind::MUL, 1.0);
  if (isa<arith::MaximumFOp>(combiner))
    return make(Kind::MAXIMUMF, -inf);
  if (isa<arith::MinimumFOp>(combiner))
    return make(Kind::MINIMUMF, inf);
  if (isa<arith::MaxNumFOp>(combiner))
    return make(Kind::MAXNUMF, -inf);
  if (isa<arith::MinNumFOp>(combiner))
    return make(Kind::MINNUMF, inf);
  return std::nullopt;
}

bool isSimpleReduction(linalg::GenericOp op) {
  if (!op.hasPureBufferSemantics() || op.getNumDpsInits() != 1 ||
      op.getNumReductionLoops() != 1 || op.hasDynamicShape() ||
      op.getIteratorTypesArray().back() != utils::IteratorType::reduction)
    return false;
  Type element =
      cast<MemRefType>(op.getDpsInits()[0].getType()).getElementType();
  if (!element.isF64() && !element.isF32() && !element.isF16() &&
      !element.isBF16() && !element.isInteger(32) && !element.isInteger(64))
    return false;
  unsigned reduction = op.getNumLoops() - 1;
  for (OpOperand &operand : op->getOpOperands()) {
    AffineMap map = op.getMatchingIndexingMap(&operand);
    if (!llvm::all_of(map.getResults(), [](AffineExpr e) {
          return isa<AffineDimExpr, AffineConstantExpr>(e);
        }))
      return false;
    if (op.isDpsInit(&operand) && map.isFunctionOfDim(reduction))
      return false;
  }
  return true;
}

SmallVector<Value> applyMap(OpBuilder &b, Location loc, AffineMap map,
                            ArrayRef<Value> loops) {
  SmallVector<Value> indices;
  for (AffineExpr e : map.getResults()) {
    if (auto dim = dyn_cast<AffineDimExpr>(e))
      indices.push_back(loops[dim.getPosition()]);
    else
      indices.push_back(arith::ConstantIndexOp::create(
          b, loc, cast<AffineConstantExpr>(e).getValue()));
  }
  return indices;
}

SmallVector<Value> delinearize(OpBuilder &b, Location loc, Value linear,
                               ArrayRef<int64_t> sizes) {
  SmallVector<Value> indices(sizes.size());
  Value rest = linear;
  for (int64_t d = int64_t(sizes.size()) - 1; d >= 0; --d) {
    Value size = arith::ConstantIndexOp::create(b, loc, sizes[d]);
    indices[d] = arith::RemUIOp::create(b, loc, rest, size);
    rest = arith::DivUIOp::create(b, loc, rest, size);
  }
  return indices;
}

Value emitBodyStep(OpBuilder &b, linalg::GenericOp op, const Combiner &combiner,
                   ArrayRef<Value> loops, Value acc) {
  Location loc = op.getLoc();
  Block *body = op.getBlock();
  IRMapping mapping;
  for (OpOperand *input : op.getDpsInputOperands()) {
    Value value = input->get();
    if (isa<MemRefType>(value.getType()))
      value = memref::LoadOp::create(
          b, loc, value,
          applyMap(b, loc, op.getMatchingIndexingMap(input), loops));
    mapping.map(body->getArgument(input->getOperandNumber()), value);
  }
  for (Operation &inner : body->without_terminator()) {
    if (&inner == combiner.op)
      continue;
    if (auto index = dyn_cast<linalg::IndexOp>(inner)) {
      mapping.map(index.getResult(), loops[index.getDim()]);
      continue;
    }
    b.clone(inner, mapping);
  }
  BlockArgument bodyAcc = body->getArguments().back();
  Value element = combiner.op->getOperand(0) == bodyAcc
                      ? combiner.op->getOperand(1)
                      : combiner.op->getOperand(0);
  return emitCombine(b, loc, combiner, acc, mapping.lookupOrDefault(element));
}

Value emitCombine(OpBuilder &b, Location loc, const Combiner &combiner,
                  Value acc, Value x) {
  if (x.getType() != acc.getType())
    x = arith::ExtFOp::create(b, loc, acc.getType(), x);
  using Kind = gpu::AllReduceOperation;
  bool integer = isa<IntegerType>(acc.getType());
  switch (combiner.kind) {
  case Kind::ADD:
    return integer ? Value(arith::AddIOp::create(b, loc, acc, x))
                   : Value(arith::AddFOp::create(b, loc, acc, x));
  case Kind::MUL:
    return integer ? Value(arith::MulIOp::create(b, loc, acc, x))
                   : Value(arith::MulFOp::create(b, loc, acc, x));
  case Kind::MAXIMUMF:
    return arith::MaximumFOp::create(b, loc, acc, x);
  case Kind::MINIMUMF:
    return arith::MinimumFOp::create(b, loc, acc, x);
  case Kind::MAXNUMF:
    return arith::MaxNumFOp::create(b, loc, acc, x);
  case Kind::MINNUMF:
    return arith::MinNumFOp::create(b, loc, acc, x);
  case Kind::MAXSI:
    return arith::MaxSIOp::create(b, loc, acc, x);
  case Kind::MINSI:
    return arith::MinSIOp::create(b, loc, acc, x);
  case Kind::MAXUI:
    return arith::MaxUIOp::create(b, loc, acc, x);
  case Kind::MINUI:
    return arith::MinUIOp::create(b, loc, acc, x);
  case Kind::AND:
    return arith::AndIOp::create(b, loc, acc, x);
  case Kind::OR:
    return arith::OrIOp::create(b, loc, acc, x);
  case Kind::XOR:
    return arith::XOrIOp::create(b, loc, acc, x);
  }
  llvm_unreachable("every all-reduce kind is handled");
}

Value emitIdentity(OpBuilder &b, Location loc, const Combiner &combiner) {
  auto integer = dyn_cast<IntegerType>(combiner.accumulator);
  if (!integer)
    return arith::ConstantOp::create(
        b, loc, b.getFloatAttr(combiner.accumulator, combiner.identity));
  unsigned width = integer.getWidth();
  using Kind = gpu::AllReduceOperation;
  APInt identity;
  switch (combiner.kind) {
  case Kind::MUL:
    identity = APInt(width, 1);
    break;
  case Kind::MAXSI:
    identity = APInt::getSignedMinValue(width);
    break;
  case Kind::MINSI:
    identity = APInt::getSignedMaxValue(width);
    break;
  case Kind::MINUI:
  case Kind::AND:
    identity = APInt::getAllOnes(width);
    break;
  default: // add, or, xor, unsigned max
    identity = APInt::getZero(width);
    break;
  }
  return arith::ConstantOp::create(b, loc, b.getIntegerAttr(integer, identity));
}

void emitFoldIntoOutput(OpBuilder &b, linalg::GenericOp op,
                        const Combiner &combiner, ArrayRef<Value> loops,
                        Value total) {
  Location loc = op.getLoc();
  OpOperand *init = op.getDpsInitOperand(0);
  SmallVector<Value> at =
      applyMap(b, loc, op.getMatchingIndexingMap(init), loops);
  Value old = memref::LoadOp::create(b, loc, init->get(), at);
  Type type = old.getType();
  if (type != total.getType())
    old = arith::ExtFOp::create(b, loc, total.getType(), old);
  Value folded = emitCombine(b, loc, combiner, old, total);
  if (type != folded.getType())
    folded = arith::TruncFOp::create(b, loc, type, folded);
  memref::StoreOp::create(b, loc, folded, init->get(), at);
}

} // namespace cleave
