//===- IndexedLoops.cpp - Gathers and scatters as loops -------------------===//

#include "cleave/Conversion/Common/IndexedLoops.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"

using namespace mlir;

namespace cleave {

/// `assert(0 <= id < extent)`, as torch checks an index.
static void assertInBounds(OpBuilder &b, Location loc, Value id, Value extent,
                           Value zero) {
  cf::AssertOp::create(
      b, loc,
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, id, extent),
      "index must be smaller than dim size");
  cf::AssertOp::create(
      b, loc,
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge, id, zero),
      "index must be larger or equal to 0");
}

/// A negative id counts from the end, as torch's index_put reads it
/// (torch-mlir leaves `y[:, [-1]] = v` and Falcon's `qkv[..., [-2], :]`
/// backward with constant negative ids in tm_tensor.scatter).
static Value wrapNegative(OpBuilder &b, Location loc, Value id, Value extent,
                          Value zero) {
  Value negative =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, id, zero);
  Value wrapped = arith::AddIOp::create(b, loc, id, extent);
  return arith::SelectOp::create(b, loc, negative, wrapped, id);
}

/// The groups that collapse a slice of extent 1 on the `dropped` dimensions
/// into the rank-reduced type: each dropped dimension joins its kept
/// neighbour's group (the one before it, else the one after it).
static SmallVector<ReassociationIndices> getDropGroups(ArrayRef<bool> dropped) {
  SmallVector<ReassociationIndices> groups;
  ReassociationIndices pending; // dropped dimensions before any kept one
  for (int64_t d = 0; d < int64_t(dropped.size()); ++d) {
    if (!dropped[d]) {
      groups.push_back(pending);
      groups.back().push_back(d);
      pending.clear();
    } else if (groups.empty()) {
      pending.push_back(d);
    } else {
      groups.back().push_back(d);
    }
  }
  return groups; // no kept dimension: a 0-d result, no groups
}

/// A rank-reducing slice written as a full-rank slice and a collapse, and
/// its insertion as an expand and a full-rank insert. MLIR 22 canonicalizes
/// a rank-reducing slice whose offsets became constant into one with its
/// sizes permuted ([1, 8, 1] into [1, 1, 8] on a 1x8x16 source): a loop of
/// one iteration, or constant ids, read the wrong elements.
/// The full-rank type of a slice of static `sizes`.
static RankedTensorType getSliceType(ArrayRef<OpFoldResult> sizes,
                                     Type element) {
  SmallVector<int64_t> shape;
  for (OpFoldResult size : sizes)
    shape.push_back(*getConstantIntValue(size));
  return RankedTensorType::get(shape, element);
}

static Value extractReduced(OpBuilder &b, Location loc,
                            RankedTensorType reduced, Value source,
                            ArrayRef<OpFoldResult> offsets,
                            ArrayRef<OpFoldResult> sizes,
                            ArrayRef<OpFoldResult> strides,
                            ArrayRef<bool> dropped) {
  RankedTensorType full = getSliceType(sizes, reduced.getElementType());
  Value slice = tensor::ExtractSliceOp::create(b, loc, full, source, offsets,
                                               sizes, strides);
  return tensor::CollapseShapeOp::create(b, loc, reduced, slice,
                                         getDropGroups(dropped));
}

static Value insertReduced(OpBuilder &b, Location loc, Value value, Value into,
                           ArrayRef<OpFoldResult> offsets,
                           ArrayRef<OpFoldResult> sizes,
                           ArrayRef<OpFoldResult> strides,
                           ArrayRef<bool> dropped) {
  RankedTensorType full = getSliceType(
      sizes, cast<RankedTensorType>(value.getType()).getElementType());
  Value expanded = tensor::ExpandShapeOp::create(b, loc, full, value,
                                                 getDropGroups(dropped));
  return tensor::InsertSliceOp::create(b, loc, expanded, into, offsets, sizes,
                                       strides);
}

std::optional<std::string> whyNotGatherLoop(tensor::GatherOp gather) {
  RankedTensorType source = gather.getSourceType(),
                   indices = gather.getIndicesType(),
                   result = gather.getResultType();
  if (!source.hasStaticShape() || !indices.hasStaticShape() ||
      !result.hasStaticShape())
    return std::string("dynamic shapes");
  if (indices.getDimSize(indices.getRank() - 1) !=
      int64_t(gather.getGatherDims().size()))
    return std::string("the ids' last dimension is not one per gathered "
                       "dimension");
  return std::nullopt;
}

bool isRowGather(tensor::GatherOp gather) {
  return gather.getGatherDims().size() == 1;
}

Value buildGatherLoop(OpBuilder &b, tensor::GatherOp gather) {
  Location loc = gather.getLoc();
  RankedTensorType source = gather.getSourceType(),
                   indices = gather.getIndicesType(),
                   result = gather.getResultType();
  ArrayRef<int64_t> dims = gather.getGatherDims();
  int64_t batchRank = indices.getRank() - 1;
  bool rankReduced =
      result.getRank() == batchRank + source.getRank() - int64_t(dims.size());
  // Constants outside the body, so that they are not charged per element.
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  SmallVector<Value> positions, extents;
  for (auto [k, d] : llvm::enumerate(dims)) {
    positions.push_back(arith::ConstantIndexOp::create(b, loc, int64_t(k)));
    extents.push_back(
        arith::ConstantIndexOp::create(b, loc, source.getDimSize(d)));
  }
  Value init = tensor::EmptyOp::create(b, loc, result.getShape(),
                                       result.getElementType());
  SmallVector<utils::IteratorType> iterators(result.getRank(),
                                             utils::IteratorType::parallel);
  auto generic = linalg::GenericOp::create(
      b, loc, TypeRange{result}, ValueRange{}, ValueRange{init},
      ArrayRef<AffineMap>{b.getMultiDimIdentityMap(result.getRank())},
      iterators, [&](OpBuilder &nb, Location nl, ValueRange) {
        SmallVector<Value> at;
        for (int64_t d = 0; d < batchRank; ++d)
          at.push_back(linalg::IndexOp::create(nb, nl, d));
        at.push_back(zero);
        SmallVector<Value> ids;
        for (auto [k, position] : llvm::enumerate(positions)) {
          at.back() = position;
          Value id = tensor::ExtractOp::create(nb, nl, gather.getIndices(), at);
          if (!isa<IndexType>(id.getType()))
            id = arith::IndexCastOp::create(nb, nl, nb.getIndexType(), id);
          assertInBounds(nb, nl, id, extents[k], zero);
          ids.push_back(id);
        }
        SmallVector<Value> coords;
        int64_t loop = batchRank;
        for (int64_t s = 0; s < source.getRank(); ++s) {
          const auto *k = llvm::find(dims, s);
          if (k == dims.end()) {
            coords.push_back(linalg::IndexOp::create(nb, nl, loop++));
            continue;
          }
          coords.push_back(ids[k - dims.begin()]);
          if (!rankReduced)
            ++loop; // the gathered unit dimension
        }
        linalg::YieldOp::create(nb, nl,
                                ValueRange{tensor::ExtractOp::create(
                                    nb, nl, gather.getSource(), coords)});
      });
  return generic.getResult(0);
}

unsigned getGatherLoopBodyOps(Type indexElement, int64_t sourceRank,
                              bool masked) {
  // A cast to index, two bounds checks and their asserts, the other
  // dimensions' loop indices and the extract; masked: the local row, the
  // range check and two selects.
  unsigned ops = isa<IndexType>(indexElement) ? 0 : 1;
  ops += 4 + unsigned(sourceRank - 1) + 1;
  return masked ? ops + 4 : ops;
}

Value buildGatherLoop(OpBuilder &b, Location loc, Value source, Value indices,
                      int64_t dim, int64_t globalExtent,
                      RankedTensorType resultType,
                      std::optional<IndexWindow> window) {
  auto sourceType = cast<RankedTensorType>(source.getType());
  auto indicesType = cast<RankedTensorType>(indices.getType());
  int64_t batchRank = indicesType.getRank() - 1;
  int64_t rank = resultType.getRank();
  bool rankReduced = rank == batchRank + sourceType.getRank() - 1;
  MLIRContext *ctx = b.getContext();
  // The ids follow the batch loops; their trailing unit dimension is 0.
  SmallVector<AffineExpr> idExprs;
  for (int64_t d = 0; d < batchRank; ++d)
    idExprs.push_back(getAffineDimExpr(d, ctx));
  idExprs.push_back(getAffineConstantExpr(0, ctx));
  SmallVector<AffineMap> maps = {AffineMap::get(rank, 0, idExprs, ctx),
                                 b.getMultiDimIdentityMap(rank)};
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::parallel);
  // Constants outside the body, so that they are not charged per element.
  Value zeroIndex = arith::ConstantIndexOp::create(b, loc, 0);
  Value rows = arith::ConstantIndexOp::create(b, loc, globalExtent);
  Value localRows, zero;
  if (window) {
    localRows = arith::ConstantIndexOp::create(b, loc, window->extent);
    zero = arith::ConstantOp::create(
        b, loc, b.getZeroAttr(resultType.getElementType()));
  }
  Value init = tensor::EmptyOp::create(b, loc, resultType.getShape(),
                                       resultType.getElementType());
  auto generic = linalg::GenericOp::create(
      b, loc, TypeRange{resultType}, ValueRange{indices}, ValueRange{init},
      maps, iterators, [&](OpBuilder &nb, Location nl, ValueRange args) {
        Value id = args[0];
        if (!isa<IndexType>(id.getType()))
          id = arith::IndexCastOp::create(nb, nl, nb.getIndexType(), id);
        assertInBounds(nb, nl, id, rows, zeroIndex);
        Value row = id, held;
        if (window) {
          // Unsigned: ids below the window wrap around to large values.
          Value local = arith::SubIOp::create(nb, nl, id, window->offset);
          held = arith::CmpIOp::create(nb, nl, arith::CmpIPredicate::ult, local,
                                       localRows);
          row = arith::SelectOp::create(nb, nl, held, local, zeroIndex);
        }
        SmallVector<Value> at;
        for (int64_t s = 0; s < sourceType.getRank(); ++s) {
          if (s == dim) {
            at.push_back(row);
            continue;
          }
          int64_t loop = batchRank + (rankReduced && s > dim ? s - 1 : s);
          at.push_back(linalg::IndexOp::create(nb, nl, loop));
        }
        Value v = tensor::ExtractOp::create(nb, nl, source, at);
        if (window)
          v = arith::SelectOp::create(nb, nl, held, v, zero);
        linalg::YieldOp::create(nb, nl, v);
      });
  return generic.getResult(0);
}

int64_t getScatterSliceDim(const ScatterParts &scatter, int64_t d) {
  auto updates = cast<RankedTensorType>(scatter.updates.getType());
  auto original = cast<RankedTensorType>(scatter.original.getType());
  int64_t offset = original.getRank() - (updates.getRank() - 1);
  return d < offset ? -1 : 1 + d - offset;
}

std::optional<std::string> whyNotScatterLoop(const ScatterParts &scatter) {
  auto updates = cast<RankedTensorType>(scatter.updates.getType());
  auto original = cast<RankedTensorType>(scatter.original.getType());
  if (!updates.hasStaticShape() || !original.hasStaticShape() ||
      !cast<RankedTensorType>(scatter.indices.getType()).hasStaticShape())
    return std::string("needs static shapes to be lowered");
  // A row's update slice covers the original's trailing dimensions; the
  // mapped dimensions are taken at the row's indices (size 1 there).
  for (int64_t d = 0; d < original.getRank(); ++d) {
    bool indexed = llvm::is_contained(scatter.dimensionMap, d);
    int64_t slice = getScatterSliceDim(scatter, d);
    if (!indexed && slice < 0)
      return "dimension " + std::to_string(d) +
             " of the original is neither indexed nor covered by the updates";
    if (indexed && slice >= 0 && updates.getDimSize(slice) != 1)
      return "an indexed dimension (" + std::to_string(d) +
             ") must have size 1 in the updates";
  }
  return std::nullopt;
}

double getScatterCombineOps(Region &combiner, bool masked,
                            function_ref<double(StringRef)> mathWeight) {
  double ops = masked ? 1 : 0;
  for (Operation &op : combiner.front().without_terminator()) {
    StringRef name = op.getName().getStringRef();
    ops += name.consume_front("math.") ? mathWeight(name) : 1;
  }
  return std::max(1.0, ops);
}

Value combineElementwise(OpBuilder &b, Location loc, Region &region,
                         Value update, Value old, Value held,
                         const IRMapping *captures) {
  auto type = cast<RankedTensorType>(old.getType());
  SmallVector<AffineMap> maps(2, b.getMultiDimIdentityMap(type.getRank()));
  SmallVector<utils::IteratorType> iterators(type.getRank(),
                                             utils::IteratorType::parallel);
  auto generic = linalg::GenericOp::create(
      b, loc, TypeRange{type}, ValueRange{update}, ValueRange{old}, maps,
      iterators, [&](OpBuilder &nb, Location nl, ValueRange args) {
        IRMapping mapping = captures ? *captures : IRMapping();
        Block &body = region.front();
        mapping.map(body.getArgument(0), args[0]);
        mapping.map(body.getArgument(1), args[1]);
        for (Operation &op : body.without_terminator())
          nb.clone(op, mapping);
        Value combined =
            mapping.lookupOrDefault(body.getTerminator()->getOperand(0));
        if (held)
          combined = arith::SelectOp::create(nb, nl, held, combined, args[1]);
        linalg::YieldOp::create(nb, nl, combined);
      });
  return generic.getResult(0);
}

Value buildScatterLoop(OpBuilder &b, Location loc, const ScatterParts &scatter,
                       ArrayRef<std::optional<IndexWindow>> windows,
                       ArrayRef<int64_t> globalExtents) {
  auto updates = cast<RankedTensorType>(scatter.updates.getType());
  auto original = cast<RankedTensorType>(scatter.original.getType());
  auto sliceType = RankedTensorType::get(updates.getShape().drop_front(),
                                         updates.getElementType());
  // The dimensions of the original an id indexes (one element each).
  SmallVector<bool> indexed;
  for (int64_t d = 0; d < original.getRank(); ++d)
    indexed.push_back(getScatterSliceDim(scatter, d) < 0);
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  Value rows = arith::ConstantIndexOp::create(b, loc, updates.getDimSize(0));
  auto loop = scf::ForOp::create(
      b, loc, zero, rows, one, ValueRange{scatter.original},
      [&](OpBuilder &nb, Location nl, Value row, ValueRange carried) {
        SmallVector<OpFoldResult> offsets(original.getRank(),
                                          nb.getIndexAttr(0));
        SmallVector<OpFoldResult> sizes,
            strides(original.getRank(), nb.getIndexAttr(1));
        for (int64_t d = 0; d < original.getRank(); ++d) {
          int64_t slice = getScatterSliceDim(scatter, d);
          sizes.push_back(
              nb.getIndexAttr(slice < 0 ? 1 : updates.getDimSize(slice)));
        }
        Value held;
        for (auto [k, d] : llvm::enumerate(scatter.dimensionMap)) {
          Value column = arith::ConstantIndexOp::create(nb, nl, k);
          Value id = tensor::ExtractOp::create(nb, nl, scatter.indices,
                                               ValueRange{row, column});
          id = arith::IndexCastOp::create(nb, nl, nb.getIndexType(), id);
          Value extent =
              arith::ConstantIndexOp::create(nb, nl, globalExtents[k]);
          id = wrapNegative(nb, nl, id, extent, zero);
          assertInBounds(nb, nl, id, extent, zero);
          if (k < windows.size() && windows[k]) {
            // Unsigned: ids below the window wrap around to large values.
            Value local = arith::SubIOp::create(nb, nl, id, windows[k]->offset);
            Value in = arith::CmpIOp::create(
                nb, nl, arith::CmpIPredicate::ult, local,
                arith::ConstantIndexOp::create(nb, nl, windows[k]->extent));
            held =
                held ? arith::AndIOp::create(nb, nl, held, in).getResult() : in;
            id = arith::SelectOp::create(nb, nl, in, local, zero);
          }
          offsets[d] = id;
        }
        Value old = extractReduced(nb, nl, sliceType, carried[0], offsets,
                                   sizes, strides, indexed);
        SmallVector<OpFoldResult> updateOffsets(updates.getRank(),
                                                nb.getIndexAttr(0));
        updateOffsets[0] = row;
        SmallVector<OpFoldResult> updateSizes = {nb.getIndexAttr(1)};
        for (int64_t s : sliceType.getShape())
          updateSizes.push_back(nb.getIndexAttr(s));
        SmallVector<bool> rowDim(updates.getRank(), false);
        rowDim[0] = true;
        Value update = extractReduced(
            nb, nl, sliceType, scatter.updates, updateOffsets, updateSizes,
            SmallVector<OpFoldResult>(updates.getRank(), nb.getIndexAttr(1)),
            rowDim);
        Value combined = combineElementwise(nb, nl, *scatter.combiner, update,
                                            old, held, scatter.captures);
        Value next = insertReduced(nb, nl, combined, carried[0], offsets, sizes,
                                   strides, indexed);
        scf::YieldOp::create(nb, nl, next);
      });
  return loop.getResult(0);
}

std::optional<std::string> whyNotScanLoop(const ScanParts &scan) {
  if (!scan.inclusive)
    return std::string("exclusive scans are not supported yet (torch's "
                       "cumsum is inclusive)");
  if (!cast<RankedTensorType>(scan.input.getType()).hasStaticShape())
    return std::string("needs static shapes to be lowered");
  return std::nullopt;
}

std::pair<Value, Value> buildScanLoop(OpBuilder &b, Location loc,
                                      const ScanParts &scan) {
  auto input = cast<RankedTensorType>(scan.input.getType());
  int64_t dim = scan.dimension;
  auto rowType = cast<RankedTensorType>(scan.accumulator.getType());
  auto at = [&](OpBuilder &nb, OpFoldResult index) {
    SmallVector<OpFoldResult> offsets(input.getRank(), nb.getIndexAttr(0)),
        sizes, strides(input.getRank(), nb.getIndexAttr(1));
    for (int64_t d = 0; d < input.getRank(); ++d)
      sizes.push_back(nb.getIndexAttr(d == dim ? 1 : input.getDimSize(d)));
    offsets[dim] = index;
    return std::make_tuple(offsets, sizes, strides);
  };
  // A row is a full-rank slice, collapsed (extractReduced).
  SmallVector<bool> dropped(input.getRank(), false);
  dropped[dim] = true;
  auto extractRow = [&](OpBuilder &nb, Location nl, ArrayRef<OpFoldResult> o,
                        ArrayRef<OpFoldResult> sz, ArrayRef<OpFoldResult> st) {
    return extractReduced(nb, nl, rowType, scan.input, o, sz, st, dropped);
  };
  auto insertRow = [&](OpBuilder &nb, Location nl, Value row, Value into,
                       ArrayRef<OpFoldResult> o, ArrayRef<OpFoldResult> sz,
                       ArrayRef<OpFoldResult> st) {
    return insertReduced(nb, nl, row, into, o, sz, st, dropped);
  };
  // Element 0 is the input itself; element i combines input i with i - 1.
  auto [offsets0, sizes0, strides0] = at(b, b.getIndexAttr(0));
  Value slice0 = extractRow(b, loc, offsets0, sizes0, strides0);
  // A fresh tensor: the running value is updated in place, and a view of
  // the input would make bufferization write into the input.
  Value first =
      linalg::CopyOp::create(b, loc, slice0,
                             tensor::EmptyOp::create(b, loc, rowType.getShape(),
                                                     rowType.getElementType())
                                 .getResult())
          .getResult(0);
  Value output =
      insertRow(b, loc, first, scan.output, offsets0, sizes0, strides0);
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  Value extent = arith::ConstantIndexOp::create(b, loc, input.getDimSize(dim));
  auto loop = scf::ForOp::create(
      b, loc, one, extent, one, ValueRange{output, first},
      [&](OpBuilder &nb, Location nl, Value i, ValueRange carried) {
        auto [offsets, sizes, strides] = at(nb, i);
        Value x = extractRow(nb, nl, offsets, sizes, strides);
        Value running =
            combineElementwise(nb, nl, *scan.combiner, x, carried[1]);
        Value next =
            insertRow(nb, nl, running, carried[0], offsets, sizes, strides);
        scf::YieldOp::create(nb, nl, ValueRange{next, running});
      });
  return {loop.getResult(0), loop.getResult(1)};
}

} // namespace cleave
