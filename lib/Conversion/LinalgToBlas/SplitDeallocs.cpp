//===- SplitDeallocs.cpp - One dealloc per distinct allocation ------------===//
//
// See Passes.td. The split is upstream's own (the simplification would make
// it too); only the proof that the buffers cannot alias is cheaper: each is
// the result of a different memref.alloc.
//
//===----------------------------------------------------------------------===//

#include "cleave/Conversion/LinalgToBlas/Passes.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "llvm/ADT/SmallPtrSet.h"

namespace cleave {
#define GEN_PASS_DEF_CLEAVESPLITDEALLOCS
#include "cleave/Conversion/LinalgToBlas/Passes.h.inc"
} // namespace cleave

using namespace mlir;

namespace {

/// Whether `dealloc` frees distinct allocations and keeps nothing alive.
bool isSplittable(bufferization::DeallocOp dealloc) {
  if (!dealloc.getRetained().empty() || dealloc.getMemrefs().size() < 2)
    return false;
  llvm::SmallPtrSet<Operation *, 16> allocs;
  for (Value memref : dealloc.getMemrefs()) {
    auto alloc = memref.getDefiningOp<memref::AllocOp>();
    if (!alloc || !allocs.insert(alloc).second)
      return false;
  }
  return true;
}

struct SplitDeallocsPass
    : cleave::impl::CleaveSplitDeallocsBase<SplitDeallocsPass> {
  void runOnOperation() override {
    SmallVector<bufferization::DeallocOp> splittable;
    getOperation().walk([&](bufferization::DeallocOp dealloc) {
      if (isSplittable(dealloc))
        splittable.push_back(dealloc);
    });
    for (bufferization::DeallocOp dealloc : splittable) {
      OpBuilder builder(dealloc);
      for (auto [memref, condition] :
           llvm::zip_equal(dealloc.getMemrefs(), dealloc.getConditions()))
        bufferization::DeallocOp::create(builder, dealloc.getLoc(),
                                         ValueRange{memref},
                                         ValueRange{condition}, ValueRange{});
      dealloc.erase();
    }
  }
};

} // namespace
