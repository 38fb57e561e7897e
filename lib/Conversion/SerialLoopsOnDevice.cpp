//===- SerialLoopsOnDevice.cpp - No loop over device memory on the host ---===//

#include "cleave/Conversion/Passes.h"

namespace cleave {
#define GEN_PASS_DEF_CLEAVESERIALLOOPSONDEVICE
#include "cleave/Conversion/Passes.h.inc"
} // namespace cleave

using namespace mlir;

namespace {
struct SerialLoopsOnDevicePass
    : cleave::impl::CleaveSerialLoopsOnDeviceBase<SerialLoopsOnDevicePass> {
  void runOnOperation() override {
    SmallVector<scf::ForOp> serial;
    getOperation().walk([&](scf::ForOp loop) {
      if (loop->getParentOfType<scf::ForOp>() ||
          loop->getParentOfType<scf::ParallelOp>() ||
          loop->getParentOfType<gpu::LaunchOp>())
        return;
      // Loops around parallel loops stay: their bodies become kernels. So do
      // loops of host calls (runtime, cuBLAS): a kernel cannot make them.
      bool hostOnly = false;
      loop.walk([&](Operation *op) {
        hostOnly |= isa<scf::ParallelOp, gpu::LaunchOp, func::CallOp>(op);
      });
      if (!hostOnly && loop.getNumResults() == 0)
        serial.push_back(loop);
    });
    IRRewriter rewriter(&getContext());
    for (scf::ForOp loop : serial) {
      rewriter.setInsertionPoint(loop);
      Location loc = loop.getLoc();
      Value zero = arith::ConstantIndexOp::create(rewriter, loc, 0);
      Value one = arith::ConstantIndexOp::create(rewriter, loc, 1);
      auto single = scf::ParallelOp::create(rewriter, loc, ValueRange{zero},
                                            ValueRange{one}, ValueRange{one});
      rewriter.moveOpBefore(loop, single.getBody()->getTerminator());
    }
  }
};
} // namespace
