//===- IndexBounds.cpp - Which integer inputs index what ------------------===//

#include "cleave/Target/IndexBounds.h"
#include "cleave/TMTensor/TMTensorOps.h"
#include "cleave/Target/ElementUses.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <algorithm>

using namespace mlir;

namespace cleave {

/// The extent `cmp` wraps a negative index by: PyTorch's x[i] for i < 0
/// reads x[i + n], which torch-mlir lowers to select(i < 0, i + n, i).
static std::optional<int64_t> getWrapExtent(arith::CmpIOp cmp, Value raw) {
  if (cmp.getPredicate() != arith::CmpIPredicate::slt || cmp.getLhs() != raw ||
      getConstantIntValue(cmp.getRhs()) != 0)
    return std::nullopt;
  std::optional<int64_t> extent;
  for (Operation *user : cmp->getUsers()) {
    auto select = dyn_cast<arith::SelectOp>(user);
    if (!select || select.getCondition() != cmp.getResult() ||
        select.getFalseValue() != raw)
      return std::nullopt;
    auto add = select.getTrueValue().getDefiningOp<arith::AddIOp>();
    if (!add || (add.getLhs() != raw && add.getRhs() != raw))
      return std::nullopt;
    std::optional<int64_t> n =
        getConstantIntValue(add.getLhs() == raw ? add.getRhs() : add.getLhs());
    if (!n || *n <= 0 || (extent && *extent != *n))
      return std::nullopt;
    extent = n;
  }
  return extent;
}

/// Whether `select` is a wrap of a negative index (getWrapExtent).
static bool isWrap(arith::SelectOp select) {
  auto cmp = select.getCondition().getDefiningOp<arith::CmpIOp>();
  return cmp && getWrapExtent(cmp, select.getFalseValue());
}

/// getIndexBound, optionally stopping at wraps of negative indices.
static int64_t getIndexBound(Value value, bool throughWraps);

int64_t getIndexBound(Value value) { return getIndexBound(value, true); }

static int64_t getIndexBound(Value value, bool throughWraps) {
  int64_t bound = 0;
  // Elements summed along a dimension before they index (a position id
  // from an attention mask: cumsum(mask) * mask - 1 + offset, OPT and
  // transformers' generation) are a mask: 0 or 1 keeps the sum in range,
  // where ids up to the extent would overflow it at once.
  bool summed = false;
  auto tighten = [&](int64_t extent) {
    if (summed)
      extent = std::min<int64_t>(extent, 2);
    if (!ShapedType::isDynamic(extent) && extent > 0)
      bound = bound ? std::min(bound, extent) : extent;
  };
  // A tensor reached as the source of an insert_slice at static offsets
  // holds the tracked elements in that box only: a constant-index extract
  // outside it reads other values (a scatter's index pairs put row numbers
  // beside the labels).
  struct Box {
    SmallVector<int64_t> offsets, sizes;
    bool contains(ValueRange indices) const {
      for (auto [d, index] : llvm::enumerate(indices))
        if (std::optional<int64_t> c = getConstantIntValue(index))
          if (*c < offsets[d] || *c >= offsets[d] + sizes[d])
            return false;
      return true;
    }
  };
  struct Item {
    Value value;
    std::optional<Box> box;
    bool summed = false; ///< reached through a cumulative sum
  };
  SmallVector<Item> work = {{value, {}, false}};
  llvm::SmallPtrSet<Value, 16> seen;
  auto follow = [&](Value next) {
    work.push_back({next, std::nullopt, summed});
  };
  while (!work.empty()) {
    Item item = work.pop_back_val();
    Value v = item.value;
    std::optional<Box> box = item.box;
    summed = item.summed;
    if (!seen.insert(v).second)
      continue;
    for (OpOperand &use : v.getUses()) {
      Operation *user = use.getOwner();
      if (auto insert = dyn_cast<tensor::InsertSliceOp>(user);
          insert && use.getOperandNumber() == 0 &&
          !ShapedType::isDynamicShape(insert.getStaticOffsets()) &&
          !ShapedType::isDynamicShape(insert.getStaticSizes())) {
        work.push_back({insert.getResult(),
                        Box{SmallVector<int64_t>(insert.getStaticOffsets()),
                            SmallVector<int64_t>(insert.getStaticSizes())},
                        summed});
        continue;
      }
      // A concatenation places the elements in a box of its result too
      // (index_add along dimension 1: torch-mlir concatenates row numbers
      // and the ids as the scatter's two columns, and the ids were bounded
      // by the rows, 4 where the columns are 6); a box the operand had
      // moves with it.
      if (auto concat = dyn_cast<tensor::ConcatOp>(user);
          concat && concat.getResultType().hasStaticShape()) {
        int64_t dim = concat.getDim();
        auto operand = cast<ShapedType>(v.getType());
        int64_t offset = 0;
        bool placed = operand.hasStaticShape();
        for (Value earlier :
             concat.getInputs().take_front(use.getOperandNumber())) {
          int64_t size = cast<ShapedType>(earlier.getType()).getDimSize(dim);
          placed &= !ShapedType::isDynamic(size);
          offset += size;
        }
        if (placed) {
          Box inner = box && int64_t(box->offsets.size()) == operand.getRank()
                          ? *box
                          : Box{SmallVector<int64_t>(operand.getRank(), 0),
                                SmallVector<int64_t>(operand.getShape())};
          inner.offsets[dim] += offset;
          work.push_back({concat.getResult(), inner, summed});
          continue;
        }
      }
      // Another slice written into the tensor holding the box leaves the
      // box where it was (a scatter's index pairs built column by column:
      // the labels' column became the destination of the next insert, and
      // every column then bounded them; a token-level cross entropy's
      // labels were bounded by a unit dimension).
      if (auto insert = dyn_cast<tensor::InsertSliceOp>(user);
          insert && box && use.getOperandNumber() == 1) {
        work.push_back({insert.getResult(), box, summed});
        continue;
      }
      if (auto extract = dyn_cast<tensor::ExtractOp>(user);
          extract && box && extract.getTensor() == v &&
          !box->contains(extract.getIndices()))
        continue;
      // Tensors: views keep the elements; a linalg input is one element per
      // iteration in its payload.
      if (isa<tensor::ExtractSliceOp, tensor::InsertSliceOp>(user) &&
          isa<IndexType>(v.getType())) {
        // A dynamic offset: the slice must fit (a scatter's row index).
        auto slice = cast<OffsetSizeAndStrideOpInterface>(user);
        ShapedType whole =
            isa<tensor::ExtractSliceOp>(user)
                ? cast<ShapedType>(user->getOperand(0).getType())
                : cast<ShapedType>(user->getOperand(1).getType());
        for (auto [d, offset] : llvm::enumerate(slice.getMixedOffsets()))
          if (auto dynamic = dyn_cast<Value>(offset); dynamic == v)
            if (std::optional<int64_t> size =
                    getConstantIntValue(slice.getMixedSizes()[d]))
              tighten(whole.getDimSize(d) - *size + 1);
      } else if (!isa<RankedTensorType>(v.getType()) &&
                 isa<tensor::ExtractSliceOp, tensor::InsertSliceOp,
                     tensor::PadOp>(user)) {
        continue; // another dynamic position or size
      } else if (isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp,
                     tensor::ExtractSliceOp, tensor::CastOp,
                     tensor::InsertSliceOp, tensor::PadOp, tensor::ConcatOp,
                     arith::SelectOp>(user)) {
        // Views, and ops that place the elements among others (labels
        // padded with an ignore index; a select between an id and 0).
        auto select = dyn_cast<arith::SelectOp>(user);
        if (select && !throughWraps && isWrap(select))
          continue;
        if (!select || use.getOperandNumber() != 0)
          follow(user->getResult(0));
      } else if (auto yield = dyn_cast<linalg::YieldOp>(user)) {
        // An element copied to a linalg op's output: follow that tensor.
        if (auto producer = dyn_cast<linalg::LinalgOp>(yield->getParentOp()))
          follow(producer->getResult(use.getOperandNumber()));
      } else if (auto linalgOp = dyn_cast<linalg::LinalgOp>(user)) {
        if (linalgOp.isDpsInput(&use))
          follow(linalgOp.getMatchingBlockArgument(&use));
      } else if (auto extract = dyn_cast<tensor::ExtractOp>(user)) {
        if (extract.getTensor() == v) {
          follow(extract.getResult());
        } else {
          // The element indexes dimension `d` of the extracted tensor.
          auto position = llvm::find(extract.getIndices(), v);
          tighten(extract.getTensor().getType().getDimSize(
              position - extract.getIndices().begin()));
        }
      } else if (isa<arith::IndexCastOp, arith::IndexCastUIOp, arith::ExtSIOp,
                     arith::ExtUIOp, arith::TruncIOp>(user)) {
        follow(user->getResult(0));
      } else if (auto scan = dyn_cast<tm_tensor::ScanOp>(user)) {
        // The prefix sums of these elements; the region combines them.
        if (scan.getInput() == v)
          work.push_back({scan.getResult(), std::nullopt, true});
      } else if (summed &&
                 isa<arith::AddIOp, arith::SubIOp, arith::MulIOp>(user)) {
        // A sum's arithmetic on its way to an index (times the mask, an
        // offset): a mask keeps it small, so it is followed only here.
        follow(user->getResult(0));
      } else if (auto cmp = dyn_cast<arith::CmpIOp>(user)) {
        // `assert(v < C)`: the program itself refuses anything larger.
        bool upper = cmp.getPredicate() == arith::CmpIPredicate::slt ||
                     cmp.getPredicate() == arith::CmpIPredicate::ult;
        std::optional<int64_t> c = getConstantIntValue(cmp.getRhs());
        if (upper && c && cmp.getLhs() == v &&
            llvm::any_of(cmp->getUsers(),
                         [](Operation *u) { return isa<cf::AssertOp>(u); }))
          tighten(*c);
        // `v == index(d)`: a one-hot pick along loop d (a gather as
        // cleave-gathers-as-selects writes it): v ranges over that loop.
        Value other = cmp.getLhs() == v ? cmp.getRhs() : cmp.getLhs();
        if (cmp.getPredicate() == arith::CmpIPredicate::eq)
          if (auto index = other.getDefiningOp<linalg::IndexOp>())
            if (auto owner = dyn_cast<linalg::LinalgOp>(index->getParentOp())) {
              int64_t range = owner.getStaticLoopRanges()[index.getDim()];
              if (!ShapedType::isDynamic(range))
                tighten(range);
            }
      } else if (auto scatter = dyn_cast<tm_tensor::ScatterOp>(user)) {
        // Column k of the ids indexes dimension dimension_map[k]; a box
        // (ids placed beside row numbers) says which columns these are.
        if (use.getOperandNumber() != 1)
          continue;
        for (auto [k, d] : llvm::enumerate(scatter.getDimensionMap()))
          if (!box ||
              (box->offsets.size() == 2 && int64_t(k) >= box->offsets[1] &&
               int64_t(k) < box->offsets[1] + box->sizes[1]))
            tighten(scatter.getOriginal().getType().getDimSize(d));
      } else if (auto gather = dyn_cast<tensor::GatherOp>(user)) {
        if (gather.getIndices() == v)
          for (int64_t d : gather.getGatherDims())
            tighten(gather.getSourceType().getDimSize(d));
      }
    }
  }
  return bound;
}

std::optional<int64_t> getWrapExtent(Value value) {
  std::optional<int64_t> extent;
  bool other = false, asserted = false;
  anyElementUse(value, [&](OpOperand &use, auto) {
    if (auto gather = dyn_cast<tensor::GatherOp>(use.getOwner()))
      asserted |= use.get() == gather.getIndices();
    auto cmp = dyn_cast<arith::CmpIOp>(use.getOwner());
    if (!cmp)
      return false;
    if (llvm::any_of(cmp->getUsers(),
                     [](Operation *u) { return isa<cf::AssertOp>(u); }))
      asserted = true;
    std::optional<int64_t> n = getWrapExtent(cmp, use.get());
    if (!n)
      return false;
    other |= extent && *extent != *n;
    extent = n;
    return false;
  });
  // An assert on the raw values (an embedding's ids) stops a negative one
  // before any wrap; and every index made of them must be wrapped: x[j] +
  // y.gather(0, j) reads y[-1] (review of sweep 25's fix).
  if (other || asserted || getIndexBound(value, /*throughWraps=*/false))
    return std::nullopt;
  return extent;
}

std::optional<int64_t> getIgnoredIndex(Value value, int64_t bound) {
  std::optional<int64_t> ignored, asserted;
  bool several = false;
  auto assertAtLeast = [&](int64_t bound) {
    asserted = asserted ? std::max(*asserted, bound) : bound;
  };
  anyElementUse(value, [&](OpOperand &use, auto follow) {
    // Labels padded with the ignore index and sliced (transformers'
    // causal-LM loss: F.pad(labels, (0, 1), value=-100)[..., 1:]) reach
    // their mask through the pad, as getIndexBound follows them.
    Operation *user = use.getOwner();
    if ((isa<tensor::PadOp>(user) && use.getOperandNumber() == 0) ||
        isa<tensor::InsertSliceOp, tensor::ConcatOp>(user)) {
      follow(user->getResult(0));
      return false;
    }
    // Raised from torch's embedding (cleave-raise-gathers): its lowering
    // asserts the ids in range again.
    if (auto gather = dyn_cast<tensor::GatherOp>(use.getOwner()))
      if (use.get() == gather.getIndices())
        assertAtLeast(0);
    auto cmp = dyn_cast<arith::CmpIOp>(use.getOwner());
    if (!cmp)
      return false;
    std::optional<int64_t> c =
        getConstantIntValue(cmp->getOperand(1 - use.getOperandNumber()));
    if (!c)
      return false;
    arith::CmpIPredicate p = cmp.getPredicate();
    if (p == arith::CmpIPredicate::eq || p == arith::CmpIPredicate::ne) {
      // (In range, it is a class of its own that a loss leaves out:
      // cross_entropy(ignore_index=3), sweep 25.)
      if (*c < 0 || *c >= bound) {
        several |= ignored && *ignored != *c;
        ignored = *c;
      }
      return false;
    }
    // A lower bound the program asserts on the raw value (an embedding's
    // "index must be larger or equal to 0"): a value below it is no
    // ignored one, whatever a mask elsewhere compares it with (the
    // embedding gradient's padding_idx=-1).
    if (llvm::none_of(cmp->getUsers(),
                      [](Operation *u) { return isa<cf::AssertOp>(u); }))
      return false;
    bool lhs = use.getOperandNumber() == 0;
    std::optional<int64_t> bound;
    if ((lhs && p == arith::CmpIPredicate::sge) ||
        (!lhs && p == arith::CmpIPredicate::sle))
      bound = *c;
    else if ((lhs && p == arith::CmpIPredicate::sgt) ||
             (!lhs && p == arith::CmpIPredicate::slt))
      bound = *c + 1;
    if (bound)
      assertAtLeast(*bound);
    return false;
  });
  // None where no mask is seen: a value the program does not mask is used
  // as an index. Until sweep 26 PyTorch's -100 was assumed there, so -100
  // passed the input checks of a hand-written x[i] (or torch's x[j], which
  // wraps negatives) and read outside x; a mask comparing with a value in
  // range is a loss's ignore_index of its own (cross_entropy(ignore_index=3),
  // sweep 25) and masks no negative value either.
  if (!ignored || several || (asserted && *ignored < *asserted))
    return std::nullopt;
  return ignored;
}

} // namespace cleave
