//===- MpiAgreement.h - Whether every rank accepted a call ------*- C++ -*-===//
//
// The agreement before an artifact call (Backend::agree) over
// MPI_COMM_WORLD, for the backends that run over MPI: the MPI backend, and
// NCCL's, whose collectives take device memory but whose ranks MPI
// bootstrapped.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_RUNTIME_MPIAGREEMENT_H
#define CLEAVE_RUNTIME_MPIAGREEMENT_H

#include "cleave/runtime.h"

namespace cleave::runtime {

/// Collective over MPI_COMM_WORLD: `all` is whether `ok` holds on every
/// rank. A status, not MPI's abort, after the embedder's MPI_Finalize.
cleave_status_t agreeOverMpiWorld(bool ok, bool &all);

} // namespace cleave::runtime

#endif // CLEAVE_RUNTIME_MPIAGREEMENT_H
