//===- RankLauncher.h - Start the ranks of a run with mpirun -----*- C++
//-*-===//
//
// Every front end that runs an artifact on more than one device (the CLI
// today, the Python package next) starts its ranks the same way: mpirun with
// one rank per device, each rank bound to its own set of cores with BLAS
// threads to match, a deadline enforced by the launcher itself (mpirun's
// own --timeout never fires while its start-up hangs), and ranks that die
// with their launcher. Plain C++ and POSIX, no MLIR.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_SUPPORT_RANKLAUNCHER_H
#define CLEAVE_SUPPORT_RANKLAUNCHER_H

#include <string>
#include <vector>

namespace cleave {

struct LaunchRequest {
  std::string program;           ///< what each rank runs (cleave-runner)
  std::vector<std::string> args; ///< its arguments
  int ranks = 1;
  /// Seconds until every rank is ended (0: no limit). Each rank gets it too
  /// (`--timeout`), to say where it was; the launcher ends whatever is left
  /// a little later.
  unsigned timeoutSeconds = 0;
  /// Where the ranks' standard output goes; empty: ours.
  std::string stdoutPath;
};

struct LaunchResult {
  int exitCode = 0;  ///< of mpirun; 124 when the launcher's deadline hit
  std::string error; ///< empty on success
  /// Why ranks ended the job, in their own words ("rank 1: ..."), as the
  /// runtime recorded them (cleave_last_words): mpirun's forwarding of a
  /// dying rank's output may lose what it printed.
  std::vector<std::string> lastWords;
};

/// Cores this process may run on (its affinity mask).
int availableCores();

/// The mpirun command line for `request`: ranks on disjoint sets of
/// availableCores() / ranks cores each (unbound, one BLAS thread each, when
/// there are more ranks than cores), Open MPI's banners off.
std::vector<std::string> buildLaunchCommand(const std::string &mpirun,
                                            const LaunchRequest &request);

/// Runs `request` to its end. Refuses rank counts one machine cannot start.
LaunchResult launchRanks(const LaunchRequest &request);

} // namespace cleave

#endif // CLEAVE_SUPPORT_RANKLAUNCHER_H
