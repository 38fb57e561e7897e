//===- MpiAgreement.cpp - Whether every rank accepted a call --------------===//

#include "MpiAgreement.h"
#include "Backend.h"

#include <mpi.h>

namespace cleave::runtime {

cleave_status_t agreeOverMpiWorld(bool ok, bool &all) {
  // MPI ends the process when called after MPI_Finalize (an embedder's
  // own, sweep 31).
  int finalized = 0;
  MPI_Finalized(&finalized);
  if (finalized)
    return makeStatus(CLEAVE_UNAVAILABLE,
                      "MPI was finalized: the mesh's ranks cannot run a call "
                      "(finalize after the last one)");
  int mine = ok ? 1 : 0, least = 0;
  if (MPI_Allreduce(&mine, &least, 1, MPI_INT, MPI_MIN, MPI_COMM_WORLD) !=
      MPI_SUCCESS)
    return makeStatus(CLEAVE_BACKEND_ERROR,
                      "MPI_Allreduce (agreeing on a call) failed");
  all = least == 1;
  return nullptr;
}

} // namespace cleave::runtime
