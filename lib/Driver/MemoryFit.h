//===- MemoryFit.h - Fitting a partitioned program into its budget -*- C++ -*-//
//
// The driver's memory decisions after partitioning: the predicted device
// peak (the bufferized replay, or the cost model's liveness for programs too
// large to replay) against the budget, and rematerialization until the peak
// fits. The values recomputed are recorded on the module, so that a plan
// reads what the compiled program does.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_LIB_DRIVER_MEMORYFIT_H
#define CLEAVE_LIB_DRIVER_MEMORYFIT_H

#include "cleave/Driver/Options.h"
#include "cleave/IR/CleaveOps.h"
#include "cleave/Transforms/Rematerialize.h"

#include "mlir/IR/BuiltinOps.h"

#include <utility>
#include <vector>

namespace cleave {

/// The per-device budget a program is held to, and whether it is a
/// device's memory: `settings.memoryBudgetBytes`, else (where
/// `settings.deviceMemoryIsBudget`) the memory of `mesh`'s device model,
/// else of `fallback` (the default cluster's, for a mesh without one or no
/// mesh). {0, false}: none. Plan, compile and the checks share this rule.
std::pair<double, bool> getBudget(const SearchSettings &settings, MeshOp mesh,
                                  DeviceAttr fallback = {});

/// The per-device program's predicted device peak (the most over its public
/// functions) and the budget it must fit: the settings', else the mesh's
/// device memory (0: none known).
mlir::FailureOr<std::pair<double, double>>
peakAndBudget(mlir::ModuleOp module, const SearchSettings &settings);

/// While the predicted peak is over the budget, recomputes values
/// (rematerialize) with the tensor-liveness target lowered by the excess;
/// records them on the module (getRecomputedValues). Then, if still over
/// and `settings.hostOffload`, keeps arguments in host memory, the largest
/// first, recomputing again (their device copies) after each round, and
/// with `settings.offloadActivations` keeping activations there too where
/// that is cheaper than recomputing them. Priced on the mesh's device
/// model, else on `fallbackDevice` (a program without a mesh).
/// Returns the predicted peak and budget afterwards.
mlir::FailureOr<std::pair<double, double>>
recomputeToFit(mlir::ModuleOp module, const SearchSettings &settings,
               DeviceAttr fallbackDevice = {});

/// Bytes per device of the public functions' arguments and results (the
/// most over functions; results updating their argument in place not
/// counted): model state and inputs, outputs.
std::pair<double, double> entryBufferBytes(mlir::ModuleOp module);

/// Fails with what the program needs per category when its predicted peak
/// is over its budget: `settings.memoryBudgetBytes`, else the mesh's
/// device memory, else `fallbackDevice`'s (the cluster a mesh without a
/// device model is priced on).
mlir::LogicalResult checkBudget(mlir::ModuleOp module,
                                const SearchSettings &settings,
                                DeviceAttr fallbackDevice = {});

/// "the memory budget of N bytes", or where the budget is the cluster
/// model's device memory (none was given) a phrase saying so.
std::string describeBudget(double bytes, bool deviceMemory);

/// The values recomputeToFit recomputed in `module`, in the order chosen.
std::vector<RecomputedValue> getRecomputedValues(mlir::ModuleOp module);

/// Records `values` (one rematerialize call's) as recomputed in `module`,
/// their decisions numbered after those already there.
void recordRecomputedValues(mlir::ModuleOp module,
                            llvm::ArrayRef<RecomputedValue> values);

} // namespace cleave

#endif // CLEAVE_LIB_DRIVER_MEMORYFIT_H
