//===- Rematerialize.h - Recompute values instead of keeping them -*- C++ -*-=//
//
// A training step holds the forward pass's activations until the backward
// pass uses them; that is where its memory peaks. A value used on both sides
// of the peak can instead be recomputed just before its late uses, from
// values that are live there anyway: the peak drops by its bytes, the step
// time grows by the recompute. The choice is greedy on the per-device
// program's tensor liveness: at the peak, the value whose recompute costs
// the fewest seconds per byte of peak it removes, until the peak is within
// the budget or nothing more helps.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_TRANSFORMS_REMATERIALIZE_H
#define CLEAVE_TRANSFORMS_REMATERIALIZE_H

#include "cleave/IR/CleaveAttrs.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

#include <string>
#include <vector>

namespace cleave {

/// One value recomputed before its late uses.
struct RecomputedValue {
  std::string location; ///< FILE:LINE of its producer, or empty
  std::string opName;   ///< its producer's name
  std::string type;     ///< its type, printed
  double bytes = 0;     ///< its bytes per device
  double flops = 0;     ///< of the recompute, all cloned ops together
  double seconds = 0;   ///< modeled recompute time
  unsigned ops = 0;     ///< ops cloned to recompute it
  /// The greedy step that chose it: the same value of repeated layers is
  /// chosen in one step (one decision).
  unsigned decision = 0;
  /// Kept in host memory instead: copied there after its producer and back
  /// before its late uses (no ops cloned; `seconds` are the two copies').
  bool onHost = false;
};

struct RematerializationResult {
  /// Tensor-liveness peak of the function before and after, per device.
  double peakBeforeBytes = 0, peakAfterBytes = 0;
  std::vector<RecomputedValue> values;
};

/// Recomputes values of `fn` (a per-device program on tensors) until its
/// tensor-liveness peak is at most `budgetBytes` or no recompute lowers it.
/// Recompute time is the roofline of `device` (a neutral 1 TFLOP/s, 100 GB/s
/// device if null). Shared inits get their own first (OwnInits.h). Cloned
/// ops carry `cleave.recomputed`, which also keeps
/// CSE from merging them back into their originals.
///
/// With `hostBytes` (host memory it may use, per device) and a device
/// model with a host link, a value may instead
/// be kept in host memory between its uses (a copy out after its producer,
/// marked kToHostAttr, and a copy back before its first late use), which
/// also serves values that cannot be recomputed (a collective's result, a
/// chain too long). Each value takes the cheaper of the two by modeled
/// seconds: the recompute's, or both copies' at the link (the copy back
/// priced as if not hidden behind compute, which its prefetch may do).
/// Values kept on the host are counted against `hostBytes` as if all
/// there at once.
RematerializationResult rematerialize(mlir::func::FuncOp fn, DeviceAttr device,
                                      double budgetBytes, double hostBytes = 0);

/// The attribute marking recomputed ops; its value is the index of the
/// recomputed value in the order they were chosen.
constexpr llvm::StringLiteral kRecomputedAttr = "cleave.recomputed";

} // namespace cleave

#endif // CLEAVE_TRANSFORMS_REMATERIALIZE_H
