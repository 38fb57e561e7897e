//===- DecisionClasses.h - Decisions that repeat share one node -*- C++ -*-===//
//
// Classes of a sharding space's decisions by Weisfeiler-Lehman hashing of the
// op graph: the same op with the same types, whose producers and users are
// (recursively, three hops) the same, gets one class, so identical layers
// share one decision. Ops in loop bodies, annotations and, without
// `shareRepeated`, every decision get a class of their own.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_SEARCH_DECISIONCLASSES_H
#define CLEAVE_SEARCH_DECISIONCLASSES_H

#include "cleave/Search/ShardingSpace.h"

namespace cleave {

/// The class of each decision, numbered from 0 in order of first
/// appearance.
std::vector<unsigned>
classifyDecisions(mlir::func::FuncOp fn,
                  llvm::ArrayRef<ShardingSpace::Decision> decisions,
                  bool shareRepeated);

} // namespace cleave

#endif // CLEAVE_SEARCH_DECISIONCLASSES_H
