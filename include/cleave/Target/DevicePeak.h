//===- DevicePeak.h - What a partitioned program will allocate -*- C++ -*-===//
//
// The device peak a partitioned program reaches when it runs, predicted by
// the lowering itself: a copy is bufferized as the targets bufferize it
// (fusion, one-shot bufferization, results as out-parameters, BLAS calls,
// deallocations), and its allocations are replayed in program order on top
// of the entry's argument and output buffers. This is what the runtime's
// device pool counts; the cost model's tensor liveness, which sees neither
// bufferization's copies nor the buffers it reuses, is the search's
// estimate, not the prediction.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_TARGET_DEVICEPEAK_H
#define CLEAVE_TARGET_DEVICEPEAK_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"

#include <cstdint>
#include <vector>

namespace cleave {

struct DevicePeak {
  /// Bytes of the entry's argument and output buffers (held throughout).
  int64_t bufferBytes = 0;
  /// The most bytes held at once: buffers plus live allocations.
  int64_t peakBytes = 0;
  /// Allocations of dynamic size, not counted.
  unsigned uncountedAllocations = 0;
  /// The most bytes held while each top-level op of the bufferized entry
  /// runs, in program order: memory over the program.
  std::vector<int64_t> timeline;
  /// The allocations held when the peak is first reached (beside the
  /// argument and output buffers), largest first: where the bytes go.
  struct Held {
    mlir::Location loc;
    int64_t bytes;
  };
  std::vector<Held> heldAtPeak;
};

/// Bufferizes a copy of `module` (a partitioned, per-device program) and
/// replays the allocations of `entry`. Failure: bufferization failed (with
/// its diagnostics).
/// Empties predictDevicePeak's memory of programs it has seen, which knows
/// them by their ops' addresses: before a context those programs lived in
/// is gone, or a program of a later context at the same addresses would
/// get their answers.
void forgetDevicePeaks();

mlir::FailureOr<DevicePeak> predictDevicePeak(mlir::ModuleOp module,
                                              llvm::StringRef entry);

/// Above this many ops in a function (nested ones counted), bufferizing a
/// copy takes longer than the search itself: planners fall back to the cost
/// model's liveness estimate there, and say so. One-shot bufferization's
/// analysis grew with the users of shared inits (37 s of CPU for a 96-layer
/// GPT stack of 15459 ops); with an init per op (cleave-own-inits) 3.7 s,
/// still most of its plan (10.8 s). An 8-layer GPT-2 Adam step has 9144,
/// and more once the memory fit has cloned recomputations into it: at
/// 12000 its quarter-budget fit fell back to the estimate (1863900 bytes,
/// over budget) although the bufferized program fits (1541960). At 40000
/// a 600-layer MLP step (47406 ops) was priced by the estimate, 5.7% under
/// its measured peak: a budget between them was accepted and the run failed
/// at the pool's capacity. Its replay is exact and takes 5.6 s (plan 1.6 ->
/// 7.2 s): about 0.12 ms an op, 18 s at this limit.
constexpr int64_t kMaxOpsToReplay = 150000;
/// Whether `fn` is small enough to replay (kMaxOpsToReplay).
bool isReplayable(mlir::func::FuncOp fn);

/// Removes the `cleave.sharding`/`cleave.name` attributes of every
/// function's arguments and results (the manifest holds them once it is
/// built; lowering would warn about them). Placements stay: the lowering
/// reads them (cleave-prefetch-host-copies).
void dropEntryAttributes(mlir::ModuleOp module);

} // namespace cleave

#endif // CLEAVE_TARGET_DEVICEPEAK_H
