//===- Exchange.h - Global tensors to shards and back -----------*- C++ -*-===//
//
// Host-side layout work of execution: cutting a device's shard out of a
// global input, and assembling a global output from every device's local
// block (copying split blocks, combining partial ones). Pure functions of
// the manifest; the collective that brings the blocks together is the
// caller's.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_RUNTIME_EXCHANGE_H
#define CLEAVE_RUNTIME_EXCHANGE_H

#include "ArtifactManifest.h"

namespace cleave::runtime {

/// Fills `local` (the tensor's local shape) with `device`'s shard of
/// `global`: padding is zero; of a partial input the first device of each
/// partial group holds the value and the others the reduction's identity
/// (sum), or every device the value (max, min).
void scatterShard(const TensorManifest &tensor, const MeshShape &mesh,
                  int64_t device, const void *global, void *local);

/// Assembles `global` from `blocks`, every device's local buffer in device
/// order. Partial values are combined (f16 and bf16 in f32, rounded once).
/// Of a pipelined artifact's output only the owner stage's devices' blocks
/// are read.
void assembleGlobal(const TensorManifest &tensor, const MeshShape &mesh,
                    const void *blocks, void *global);

} // namespace cleave::runtime

#endif // CLEAVE_RUNTIME_EXCHANGE_H
