//===- LinalgModel.cpp - Sharding linalg structured ops by their loops ----===//
//
// One rule for every linalg structured op, named or generic: a sharding of
// the op is a list of mesh axes per loop. Splitting a parallel loop splits
// every operand and result that indexes it; splitting a reduction loop
// leaves the results partial (with the reduction the op's body performs).
//
//===----------------------------------------------------------------------===//

#include "LinalgModel.h"

#include "cleave/Conversion/Common/ConvolutionGemms.h"
#include "cleave/Conversion/Common/FoldedTransposes.h"
#include "cleave/Conversion/Common/HostMemory.h"
#include "cleave/Cost/CostModel.h"
#include "cleave/Interfaces/FoldedTransposeCost.h"
#include "cleave/Interfaces/ShardingModels.h"
#include "cleave/Partition/EmitReshard.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallBitVector.h"

#include <algorithm>

using namespace mlir;

namespace cleave::linalg_model {

/// The reduction of a single-result body `yield op(out, x)` / `op(x, out)`.
static std::optional<Reduction> detectCombiner(linalg::LinalgOp op) {
  if (op->getNumResults() != 1 || op.getNumDpsInits() != 1)
    return std::nullopt;
  Block *body = op.getBlock();
  auto yield = cast<linalg::YieldOp>(body->getTerminator());
  Operation *combine = yield.getOperand(0).getDefiningOp();
  if (!combine || combine->getNumOperands() != 2)
    return std::nullopt;
  Value out = body->getArgument(body->getNumArguments() - 1);
  if (combine->getOperand(0) != out && combine->getOperand(1) != out)
    return std::nullopt;
  if (isa<arith::AddFOp, arith::AddIOp>(combine))
    return Reduction::Sum;
  if (isa<arith::MaximumFOp, arith::MaxNumFOp, arith::MaxSIOp>(combine))
    return Reduction::Max;
  if (isa<arith::MinimumFOp, arith::MinNumFOp, arith::MinSIOp>(combine))
    return Reduction::Min;
  return std::nullopt;
}

/// True if every init is zero (a fill of zero, a zero splat): a split
/// sum-reduction then adds up exactly.
static bool hasZeroInits(linalg::LinalgOp op) {
  return llvm::all_of(op.getDpsInits(), isZeroTensor);
}

namespace {
enum class Form { Constant, Linear, NonLinear };

/// How `v` depends on the block arguments in `linear`.
Form formOf(Value v, Block *body, const llvm::SmallDenseSet<unsigned> &linear,
            unsigned depth = 0) {
  if (auto arg = dyn_cast<BlockArgument>(v))
    if (arg.getOwner() == body)
      return linear.contains(arg.getArgNumber()) ? Form::Linear
                                                 : Form::Constant;
  Operation *def = v.getDefiningOp();
  if (!def || def->getBlock() != body)
    return Form::Constant; // defined outside the body
  if (depth > 32)
    return Form::NonLinear;
  auto form = [&](unsigned i) {
    return formOf(def->getOperand(i), body, linear, depth + 1);
  };
  if (isa<arith::AddFOp, arith::SubFOp>(def)) {
    Form a = form(0), b = form(1);
    if (a == Form::Constant && b == Form::Constant)
      return Form::Constant;
    return a == Form::Linear && b == Form::Linear ? Form::Linear
                                                  : Form::NonLinear;
  }
  if (isa<arith::MulFOp>(def)) {
    Form a = form(0), b = form(1);
    if (a == Form::Constant && b == Form::Constant)
      return Form::Constant;
    if ((a == Form::Linear && b == Form::Constant) ||
        (a == Form::Constant && b == Form::Linear))
      return Form::Linear;
    return Form::NonLinear;
  }
  if (isa<arith::DivFOp>(def)) {
    Form a = form(0), b = form(1);
    if (b != Form::Constant)
      return Form::NonLinear;
    return a;
  }
  if (isa<arith::NegFOp>(def))
    return form(0);
  for (unsigned i = 0; i < def->getNumOperands(); ++i)
    if (form(i) != Form::Constant)
      return Form::NonLinear;
  return Form::Constant;
}
} // namespace

/// Per loop, whether it reduces: declared `reduction`, or indexed by no
/// output map (a `parallel` loop there accumulates all the same).
static std::vector<bool> getReducedLoops(linalg::LinalgOp op) {
  std::vector<bool> reduced;
  for (utils::IteratorType t : op.getIteratorTypesArray())
    reduced.push_back(t == utils::IteratorType::reduction);
  if (op.getNumDpsInits() == 0)
    return reduced; // nothing is accumulated (a generic kept for asserts)
  // MLIR's verifier accepts a `parallel` loop that no output map indexes,
  // but every output element then accumulates over it: it reduces.
  std::vector<bool> indexed(reduced.size(), false);
  for (OpOperand &init : op.getDpsInitsMutable())
    for (AffineExpr expr : op.getMatchingIndexingMap(&init).getResults())
      if (auto dim = dyn_cast<AffineDimExpr>(expr))
        indexed[dim.getPosition()] = true;
  for (unsigned l = 0; l < reduced.size(); ++l)
    reduced[l] = reduced[l] || !indexed[l];
  return reduced;
}

/// The single result is linear in `inputs` when the op has only parallel
/// loops and its body combines them by sums, differences, negation and
/// products or quotients by other values.
bool isLinearIn(linalg::LinalgOp op, ArrayRef<unsigned> inputs) {
  std::vector<bool> reduced = getReducedLoops(op);
  if (op->getNumResults() != 1 || llvm::is_contained(reduced, true) ||
      inputs.empty())
    return false;
  Block *body = op.getBlock();
  llvm::SmallDenseSet<unsigned> linear(inputs.begin(), inputs.end());
  auto yield = cast<linalg::YieldOp>(body->getTerminator());
  return formOf(yield.getOperand(0), body, linear) == Form::Linear;
}

bool hasDynamicSizes(linalg::LinalgOp op) {
  // The operands' sizes say: a verified op's loop ranges follow from them
  // (its shapes-to-loops map exists), and computing the ranges cost a
  // thirtieth of planning 96 layers.
  return llvm::any_of(op->getOperandTypes(), [](Type t) {
    auto shaped = dyn_cast<ShapedType>(t);
    return shaped && !shaped.hasStaticShape();
  });
}

/// Whether a loop appears twice among `map`'s results (a diagonal).
static bool namesALoopTwice(AffineMap map) {
  llvm::SmallBitVector seen(map.getNumDims());
  for (AffineExpr expr : map.getResults())
    if (auto dim = dyn_cast<AffineDimExpr>(expr)) {
      if (seen.test(dim.getPosition()))
        return true;
      seen.set(dim.getPosition());
    }
  return false;
}

bool hasLoopRule(linalg::LinalgOp op) {
  return !hasDynamicSizes(op) &&
         llvm::none_of(op.getIndexingMapsArray(), namesALoopTwice);
}

std::optional<LoopRule> getLoopRule(linalg::LinalgOp op) {
  // Dynamic sizes (a loop-variant slice: torch-mlir's determinant) are not
  // split: such an op runs whole, as one without a rule, on every device.
  if (hasDynamicSizes(op))
    return std::nullopt;
  unsigned numLoops = op.getNumLoops();
  std::vector<LoopRule::Loop> loops(numLoops);
  std::vector<bool> reduced = getReducedLoops(op);
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  for (unsigned l = 0; l < numLoops; ++l) {
    loops[l].reduction = reduced[l];
    loops[l].extent = ranges[l];
  }
  // The body sees loop indices: a split loop would see local ones.
  op.getBlock()->walk([&](linalg::IndexOp index) {
    if (index.getDim() < numLoops)
      loops[index.getDim()].splittable = false;
  });
  std::vector<std::vector<int>> operandLoops;
  for (AffineMap map : op.getIndexingMapsArray()) {
    // A result that is one loop follows that loop's split. Any other result
    // (a convolution's window `oh * stride + kh`, a constant 0 indexing a
    // size-1 dimension, a mirror `7 - j`) indexes a dimension that stays
    // whole, and the loops in it are never split: then every device reads
    // the window it needs. So convolutions and pooling split their batch
    // and channel loops. There may be more results than loops ((d0) ->
    // (d0, 0), torch-mlir's unsqueeze); a loop twice in one map (a
    // diagonal) has no rule.
    if (namesALoopTwice(map))
      return std::nullopt;
    std::vector<int> dims;
    for (AffineExpr expr : map.getResults()) {
      if (auto dim = dyn_cast<AffineDimExpr>(expr)) {
        dims.push_back(int(dim.getPosition()));
        continue;
      }
      expr.walk([&](AffineExpr inner) {
        if (auto dim = dyn_cast<AffineDimExpr>(inner))
          loops[dim.getPosition()].splittable = false;
      });
      dims.push_back(-1);
    }
    operandLoops.push_back(std::move(dims));
  }
  unsigned numInputs = op.getNumDpsInputs();
  // A result follows its init's map.
  std::vector<std::vector<int>> resultLoops;
  for (unsigned r = 0; r < op->getNumResults(); ++r)
    resultLoops.push_back(operandLoops[numInputs + r]);
  std::optional<Reduction> combiner;
  if (llvm::is_contained(reduced, true))
    combiner = detectCombiner(op);
  return LoopRule(std::move(loops), numInputs, std::move(operandLoops),
                  std::move(resultLoops), combiner);
}

std::vector<LoopAxes> getStrategies(linalg::LinalgOp op,
                                    const MeshShape &mesh) {
  // Generators (no tensor read) and ops on buffers or dynamic shapes run
  // whole. An init the body reads is a tensor read (`x + 1` written on its
  // outs alone): taken for a generator, the search priced it whole while
  // the partitioner split it from its init's layout and gathered it.
  bool hasTensorInput =
      llvm::any_of(
          op.getDpsInputs(),
          [](Value v) { return isa<RankedTensorType>(v.getType()); }) ||
      llvm::any_of(op.getDpsInitsMutable(), [&](OpOperand &init) {
        return isa<RankedTensorType>(init.get().getType()) &&
               op.payloadUsesValueFromOperand(&init);
      });
  if (!hasTensorInput || !op.hasPureTensorSemantics() ||
      llvm::any_of(op.getStaticLoopRanges(), ShapedType::isDynamic))
    return {};
  return enumerateLoopStrategies(op, mesh);
}

/// A sum split over reduction axes leaves each device a summand; the init
/// must enter the total once: the first device of each reduction group keeps
/// it, the others start from zero (a zero-fill init is zero everywhere).
static Value initForSplitSum(linalg::LinalgOp op, const LoopRule &rule,
                             const LoopAxes &loops, Value init,
                             Partitioner &p) {
  std::vector<unsigned> axes;
  for (unsigned l = 0; l < loops.size(); ++l)
    if (rule.isReduction(l))
      axes.insert(axes.end(), loops[l].begin(), loops[l].end());
  if (axes.empty() || rule.getCombiner() != Reduction::Sum || hasZeroInits(op))
    return init;
  return emitKeptOnFirst(p.getBuilder(), op.getLoc(), p.getMesh(), axes, init);
}

LogicalResult partition(linalg::LinalgOp op, Partitioner &p) {
  std::optional<LoopRule> rule = getLoopRule(op);
  if (!rule)
    return partitionReplicated(op, p);
  auto getOperand = [&](OpOperand &operand, const TensorSharding &want,
                        const LoopAxes &loops) -> FailureOr<Value> {
    // An init whose value the body never reads only gives the result's
    // shape: a fresh local tensor does, without moving any data.
    if (op.isDpsInit(&operand) && !op.payloadUsesValueFromOperand(&operand)) {
      RankedTensorType type = p.getLocalType(operand.get(), want);
      return Value(tensor::EmptyOp::create(
          p.getBuilder(), op.getLoc(), type.getShape(), type.getElementType()));
    }
    FailureOr<Value> v = p.get(operand.get(), want, op.getLoc());
    if (succeeded(v) && op.isDpsInit(&operand))
      v = initForSplitSum(op, *rule, loops, *v, p);
    return v;
  };
  return success(succeeded(partitionByLoops(op, *rule, p, getOperand)));
}

/// Operations per iteration of the body (at least one), a `math` op
/// (exp, tanh, ...) counting as the device's math op weight.
static double getBodyOpCount(linalg::LinalgOp op, DeviceAttr device) {
  double bodyOps = 0;
  for (Operation &inner : op.getBlock()->without_terminator()) {
    StringRef name = inner.getName().getStringRef();
    bodyOps += device && name.consume_front("math.")
                   ? device.getMathOpWeight(name)
                   : 1;
  }
  return std::max(1.0, bodyOps);
}

/// The element type the op computes in: its first result's, or its first
/// operand's when it has none (a generic kept for its asserts).
static Type getComputeElementType(linalg::LinalgOp op) {
  if (op->getNumResults())
    return getElementTypeOrSelf(op->getResult(0).getType());
  for (Value operand : op->getOperands())
    if (isa<ShapedType>(operand.getType()))
      return getElementTypeOrSelf(operand.getType());
  return Float32Type::get(op->getContext());
}

/// Whether BLAS reads the contraction's second input transposed: stored
/// with a reduction dimension innermost, or read through a transpose that
/// cleave-fold-transposes-into-gemms folds into it (which swaps its last
/// two dimensions; unless `throughFolds` is false: a reshard between them
/// leaves the transpose unfolded).
static bool readsTransposedB(linalg::LinalgOp op,
                             const linalg::ContractionDimensions &dims,
                             bool throughFolds = true) {
  if (op.getNumDpsInputs() < 2)
    return false;
  OpOperand *b = op.getDpsInputOperand(1);
  AffineMap map = op.getMatchingIndexingMap(b);
  if (map.getNumResults() == 0)
    return false;
  auto inner = dyn_cast<AffineDimExpr>(map.getResults().back());
  bool transposed = inner && llvm::is_contained(dims.k, inner.getPosition());
  if (auto producer = b->get().getDefiningOp<linalg::LinalgOp>())
    if (throughFolds && isTransposeFoldedIntoGemm(producer))
      transposed = !transposed;
  return transposed;
}

/// The peak rooflineSecondsAtPeak prices the op at, with loops of `ranges`
/// iterations each: a contraction's GEMM peak at its local M, N, K
/// (getGemmPeakFlops), else the peak of kReductionOpClass or
/// kVectorOpClass.
static double getOpPeakFlops(linalg::LinalgOp op, ArrayRef<double> ranges,
                             DeviceAttr device, Type element,
                             bool throughFolds = true) {
  StringRef opClass =
      op.getNumReductionLoops() ? kReductionOpClass : kVectorOpClass;
  // Transposes that move the innermost dimension: strided loops, at the
  // rate calibrated for them where the cluster has one.
  if (auto transpose = dyn_cast<linalg::TransposeOp>(op.getOperation()))
    if (!transpose.getPermutation().empty() &&
        transpose.getPermutation().back() !=
            int64_t(transpose.getPermutation().size()) - 1)
      opClass = kPermuteOpClass;
  if (!linalg::isaContractionOpInterface(op))
    return getOpClassPeakFlops(device, element, opClass);
  FailureOr<linalg::ContractionDimensions> dims =
      linalg::inferContractionDims(op);
  if (failed(dims))
    return getOpClassPeakFlops(device, element, kVectorOpClass);
  // Matrix-vector products and dots run as loops, not on BLAS's GEMMs.
  if (dims->m.empty() || dims->n.empty())
    return getOpClassPeakFlops(device, element, opClass);
  auto product = [&](ArrayRef<unsigned> loops) {
    double p = 1;
    for (unsigned l : loops)
      p *= ranges[l];
    return p;
  };
  GemmShape shape;
  shape.m = product(dims->m);
  shape.n = product(dims->n);
  shape.k = product(dims->k);
  shape.transposedB = readsTransposedB(op, *dims, throughFolds);
  return getGemmPeakFlops(device, element, shape);
}

/// A convolution the lowering runs per image as an im2col copy and a GEMM
/// accumulating into the image's block of the init (ConvolutionGemms.h),
/// with loops (n, f, oh, ow, c, kh, kw) of `ranges` iterations, reading
/// `inputBytes` and `filterBytes` and accumulating into `outBytes`.
static double getConvolutionAsGemmSeconds(DeviceAttr device, Type element,
                                          ArrayRef<double> ranges,
                                          double inputBytes, double filterBytes,
                                          double outBytes) {
  double images = std::max(ranges[0], 1.0);
  double k = ranges[4] * ranges[5] * ranges[6];
  double p = ranges[2] * ranges[3];
  double f = ranges[1];
  double columnBytes = k * p * getElementBytes(element);
  GemmShape shape;
  shape.m = f;
  shape.n = p;
  shape.k = k;
  return images *
         (rooflineSeconds(device, element, k * p,
                          inputBytes / images + columnBytes, kVectorOpClass) +
          rooflineSecondsAtPeak(
              device, getGemmPeakFlops(device, element, shape), 2 * f * k * p,
              filterBytes + columnBytes + 2 * outBytes / images));
}

/// Roofline of the op on its operands as typed: one operation per body op
/// and iteration.
std::optional<ComputeCost> getComputeCost(linalg::LinalgOp op,
                                          DeviceAttr device) {
  if (op->getNumResults() == 0)
    return std::nullopt;
  ComputeCost cost;
  // Read in place by the GEMM it feeds (cleave-fold-transposes-into-gemms).
  if (isTransposeFoldedIntoGemm(op))
    return cost;
  double iterations = 1;
  SmallVector<double> ranges;
  for (int64_t range : op.getStaticLoopRanges()) {
    ranges.push_back(ShapedType::isDynamic(range) ? 1 : double(range));
    iterations *= ranges.back();
  }
  cost.flops = iterations * getBodyOpCount(op, device);
  for (Value v : op->getOperands())
    cost.bytes += getTensorBytes(v.getType());
  for (Value v : op->getResults())
    cost.bytes += getTensorBytes(v.getType());
  Type element = getComputeElementType(op);
  if (isConvolutionLoweredAsGemm(op)) {
    cost.seconds = getConvolutionAsGemmSeconds(
        device, element, ranges, getTensorBytes(op->getOperand(0).getType()),
        getTensorBytes(op->getOperand(1).getType()),
        getTensorBytes(op->getResult(0).getType()));
    return cost;
  }
  cost.seconds =
      rooflineSecondsAtPeak(device, getOpPeakFlops(op, ranges, device, element),
                            cost.flops, cost.bytes);
  // A host offload's copy crosses the host link: the device copy of an
  // offloaded argument or activation, a copy to host memory.
  if (isa<linalg::CopyOp>(op) &&
      (isCopyToHost(op) || isHostStepTensor(op->getOperand(0))))
    if (std::optional<double> seconds = hostCopySeconds(
            device, getTensorBytes(op->getOperand(0).getType())))
      cost.seconds = *seconds;
  return cost;
}

/// The op's seconds at `loops`, as if nothing were folded into a
/// consumer (nor, with `throughFolds` false, into the op).
static double getUnfoldedStrategySeconds(linalg::LinalgOp op,
                                         const LoopAxes &loops,
                                         const MeshShape &mesh,
                                         DeviceAttr device,
                                         bool throughFolds = true) {
  std::optional<LoopRule> rule = getLoopRule(op);
  if (!rule)
    return 0;
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  Type element = getComputeElementType(op);
  double iterations = 1;
  SmallVector<double> local;
  for (unsigned l = 0; l < ranges.size(); ++l) {
    local.push_back(double(ranges[l]) / double(mesh.getGroupSize(loops[l])));
    iterations *= local.back();
  }
  double bytes = 0;
  for (OpOperand &operand : op->getOpOperands())
    if (isa<RankedTensorType>(operand.get().getType()))
      bytes += getLocalBytes(
          operand.get(),
          rule->getOperandSharding(operand.getOperandNumber(), loops), mesh);
  double fillBytes = 0;
  for (OpResult result : op->getResults()) {
    double b = getLocalBytes(
        result, rule->getResultSharding(result.getResultNumber(), loops), mesh);
    bytes += b;
    // A fill init is rematerialized at this layout, so it costs here, once
    // per consumer that writes into it: bufferization gives each such
    // consumer a buffer of its own, filled or copied from the fill (and
    // the partitioner's CSE may merge fills that only became equal at
    // their local shapes; costFunction prices a fill per writer too). An
    // op whose body never reads its init needs no zeros: the canonicalizer
    // gives it an empty tensor (a cumsum's reversal wrote into torch's
    // zeros, and the search priced fills the program does not run).
    OpOperand *init = op.getDpsInitOperand(result.getResultNumber());
    if (init->get().getDefiningOp<linalg::FillOp>() &&
        op.payloadUsesValueFromOperand(init))
      fillBytes += b;
  }
  double fillSeconds =
      rooflineSeconds(device, element, fillBytes / getElementBytes(element),
                      2 * fillBytes, kVectorOpClass);
  if (isConvolutionLoweredAsGemm(op)) {
    auto operandBytes = [&](unsigned i) {
      return getLocalBytes(op->getOperand(i),
                           rule->getOperandSharding(i, loops), mesh);
    };
    return getConvolutionAsGemmSeconds(device, element, local, operandBytes(0),
                                       operandBytes(1), operandBytes(2)) +
           fillSeconds;
  }
  return rooflineSecondsAtPeak(
             device, getOpPeakFlops(op, local, device, element, throughFolds),
             iterations * getBodyOpCount(op, device), bytes) +
         fillSeconds;
}

double getStrategySeconds(linalg::LinalgOp op, const LoopAxes &loops,
                          const MeshShape &mesh, DeviceAttr device) {
  // Read in place by the GEMM it feeds (cleave-fold-transposes-into-gemms);
  // a reshard between them prices the copy (getUnfoldedTransposeSeconds).
  if (isTransposeFoldedIntoGemm(op))
    return 0;
  return getUnfoldedStrategySeconds(op, loops, mesh, device);
}

} // namespace cleave::linalg_model

double cleave::getUnfoldedTransposeSeconds(Value value,
                                           const TensorSharding &layout,
                                           const MeshShape &mesh,
                                           DeviceAttr device) {
  Operation *def = value.getDefiningOp();
  if (!isTransposeFoldedIntoGemm(def))
    return 0;
  // A transpose's loops are its result's dimensions.
  return linalg_model::getUnfoldedStrategySeconds(
      cast<linalg::LinalgOp>(def), layout.getAllDimAxes(), mesh, device);
}

double cleave::getUnfoldedOperandSecondsDelta(Operation *consumer,
                                              unsigned operand,
                                              const LoopAxes &loops,
                                              const MeshShape &mesh,
                                              DeviceAttr device) {
  auto op = dyn_cast<linalg::LinalgOp>(consumer);
  if (!op || op.getNumDpsInputs() < 2 || operand != 1 ||
      !isTransposeFoldedIntoGemm(consumer->getOperand(1).getDefiningOp()))
    return 0;
  return linalg_model::getUnfoldedStrategySeconds(op, loops, mesh, device,
                                                  /*throughFolds=*/false) -
         linalg_model::getUnfoldedStrategySeconds(op, loops, mesh, device);
}

namespace cleave::linalg_model {

namespace {
template <typename OpTy>
struct LinalgModel : LinalgModelBase<LinalgModel<OpTy>, OpTy> {};

/// Attaches the model to every structured op but linalg.fill, which has its
/// own (GeneratorModels.cpp).
template <typename... OpTys> void attach(MLIRContext *ctx) {
  (
      [&] {
        if constexpr (!std::is_same_v<OpTys, linalg::FillOp>)
          OpTys::template attachInterface<LinalgModel<OpTys>>(*ctx);
      }(),
      ...);
}
} // namespace

} // namespace cleave::linalg_model

void cleave::registerLinalgShardingModels(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *ctx, linalg::LinalgDialect *) {
    linalg_model::attach<
#define GET_OP_LIST
#include "mlir/Dialect/Linalg/IR/LinalgStructuredOps.cpp.inc"
        >(ctx);
  });
}
