//===- RankLauncher.cpp - Start the ranks of a run with mpirun ------------===//

#include "cleave/Support/RankLauncher.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <sched.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

namespace cleave {

namespace {

/// More local ranks than this many per core (and at least 64 in all) is
/// a mistake (a mesh of a million devices), not a run: mpirun sits in its
/// start-up for minutes and, killed then, leaves ranks behind (`cleave
/// calibrate --np 1000` on 2 cores: about 400 runners outlived it).
constexpr int maxRanksPerCore = 32, minRankLimit = 64;

/// The launcher's child, for the signal handlers that pass a Ctrl-C or a
/// kill on to it.
volatile pid_t runningChild = 0;

void forwardSignal(int signal) {
  if (runningChild > 0) {
    kill(-runningChild, signal); // mpirun and everything it started
    // mpirun ignores it while it starts ranks: after 2 s, SIGKILL.
    for (int i = 0; i < 20 && waitpid(runningChild, nullptr, WNOHANG) == 0;
         ++i) {
      struct timespec pause = {0, 100000000};
      nanosleep(&pause, nullptr);
    }
    kill(-runningChild, SIGKILL);
  }
  std::signal(signal, SIG_DFL);
  raise(signal);
}

std::string findOnPath(const std::string &name) {
  const char *path = std::getenv("PATH");
  std::string dirs = path ? path : "/usr/bin:/bin";
  size_t start = 0;
  while (start <= dirs.size()) {
    size_t end = dirs.find(':', start);
    std::string dir = dirs.substr(start, end - start);
    std::string candidate = (dir.empty() ? "." : dir) + "/" + name;
    if (access(candidate.c_str(), X_OK) == 0)
      return candidate;
    if (end == std::string::npos)
      break;
    start = end + 1;
  }
  return "";
}

/// The files cleave_last_words wrote in `dir` ("rank-N"), as "rank N:
/// message" lines in rank order; the directory is removed with the
/// session's.
std::vector<std::string> readLastWords(const std::string &dir) {
  std::vector<std::pair<long long, std::string>> found;
  std::error_code ec;
  for (const auto &entry : std::filesystem::directory_iterator(dir, ec)) {
    std::string name = entry.path().filename().string();
    if (name.rfind("rank-", 0) != 0)
      continue;
    std::ifstream file(entry.path());
    std::string rank = name.substr(5), line;
    long long order =
        std::isdigit((unsigned char)rank[0]) ? std::atoll(rank.c_str()) : -1;
    while (std::getline(file, line))
      if (!line.empty())
        found.push_back({order, "rank " + rank + ": " + line});
  }
  std::stable_sort(
      found.begin(), found.end(),
      [](const auto &a, const auto &b) { return a.first < b.first; });
  std::vector<std::string> words;
  for (auto &[rank, line] : found)
    words.push_back(std::move(line));
  return words;
}

} // namespace

int availableCores() {
  cpu_set_t set;
  if (sched_getaffinity(0, sizeof(set), &set) == 0)
    return std::max(1, CPU_COUNT(&set));
  long n = sysconf(_SC_NPROCESSORS_ONLN);
  return n > 0 ? int(n) : 1;
}

std::vector<std::string> buildLaunchCommand(const std::string &mpirun,
                                            const LaunchRequest &request) {
  std::vector<std::string> cmd = {mpirun, "--quiet", "--oversubscribe"};
  if (geteuid() == 0)
    cmd.push_back("--allow-run-as-root");
  // Open MPI binds each rank to one core by default: a single rank's BLAS
  // threads would then share that core.
  int cores = availableCores();
  int perRank = request.ranks <= cores ? cores / request.ranks : 1;
  if (request.ranks <= cores)
    cmd.insert(cmd.end(), {"--map-by", "slot:PE=" + std::to_string(perRank),
                           "--bind-to", "core"});
  else
    cmd.insert(cmd.end(), {"--bind-to", "none"});
  std::string threads = std::to_string(perRank);
  for (const char *name : {"OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS"})
    cmd.insert(cmd.end(), {"-x", std::string(name) + "=" + threads});
  if (request.timeoutSeconds) // a backstop; the ranks' watchdogs fire first
    cmd.insert(cmd.end(),
               {"--timeout", std::to_string(request.timeoutSeconds + 10)});
  cmd.insert(cmd.end(),
             {"-np", std::to_string(request.ranks), request.program});
  if (request.timeoutSeconds)
    cmd.insert(cmd.end(),
               {"--timeout", std::to_string(request.timeoutSeconds)});
  cmd.insert(cmd.end(), request.args.begin(), request.args.end());
  return cmd;
}

LaunchResult launchRanks(const LaunchRequest &request) {
  LaunchResult result;
  int maxLocalRanks =
      std::max(minRankLimit, maxRanksPerCore * availableCores());
  if (request.ranks < 1 || request.ranks > maxLocalRanks) {
    result.exitCode = 1;
    result.error = "cannot start " + std::to_string(request.ranks) +
                   " ranks on this machine (" +
                   std::to_string(availableCores()) + " cores; at most " +
                   std::to_string(maxLocalRanks) +
                   " local ranks, one per device of the mesh)";
    return result;
  }
  std::string mpirun = findOnPath("mpirun");
  if (mpirun.empty()) {
    result.exitCode = 1;
    result.error = "mpirun not found (install openmpi-bin)";
    return result;
  }
  std::vector<std::string> cmd = buildLaunchCommand(mpirun, request);
  std::vector<char *> argv;
  for (std::string &arg : cmd)
    argv.push_back(arg.data());
  argv.push_back(nullptr);

  // A session directory of this launch's own: Open MPI's default one under
  // /tmp is shared by every mpirun of the user, and concurrent launches
  // race on creating and removing it ("ORTE_ERROR_LOG ... session_dir.c").
  const char *tmp = std::getenv("TMPDIR");
  std::string sessionTemplate =
      std::string(tmp && *tmp ? tmp : "/tmp") + "/cleave-mpi-XXXXXX";
  std::vector<char> sessionDir(sessionTemplate.begin(), sessionTemplate.end());
  sessionDir.push_back('\0');
  bool ownSession = mkdtemp(sessionDir.data()) != nullptr;
  std::string lastWordsDir =
      ownSession ? std::string(sessionDir.data()) + "/last-words" : "";
  if (!lastWordsDir.empty() && mkdir(lastWordsDir.c_str(), 0700) != 0)
    lastWordsDir.clear();

  pid_t parent = getpid();
  pid_t child = fork();
  if (child < 0) {
    result.exitCode = 1;
    result.error = std::string("fork failed: ") + std::strerror(errno);
    return result;
  }
  if (child == 0) {
    // Its own process group, so that the launcher can end mpirun and its
    // ranks together; and it dies with the launcher, however that dies.
    setpgid(0, 0);
    prctl(PR_SET_PDEATHSIG, SIGTERM);
    if (getppid() != parent)
      _exit(127);
    if (ownSession)
      setenv("OMPI_MCA_orte_tmpdir_base", sessionDir.data(), /*overwrite=*/1);
    if (!lastWordsDir.empty())
      setenv("CLEAVE_LAST_WORDS", lastWordsDir.c_str(), /*overwrite=*/1);
    if (!request.stdoutPath.empty()) {
      int fd =
          open(request.stdoutPath.c_str(), O_WRONLY | O_CREAT | O_APPEND, 0644);
      if (fd >= 0) {
        dup2(fd, STDOUT_FILENO);
        close(fd);
      }
    }
    execv(argv[0], argv.data());
    _exit(127);
  }
  setpgid(child, child);
  runningChild = child;
  auto previousInt = std::signal(SIGINT, forwardSignal);
  auto previousTerm = std::signal(SIGTERM, forwardSignal);
  auto previousHup = std::signal(SIGHUP, forwardSignal);

  using Clock = std::chrono::steady_clock;
  auto deadline =
      Clock::now() + std::chrono::seconds(request.timeoutSeconds + 20);
  int status = 0;
  bool killed = false;
  while (true) {
    pid_t done = waitpid(child, &status, WNOHANG);
    if (done == child)
      break;
    if (done < 0 && errno != EINTR) {
      status = 0;
      break;
    }
    if (request.timeoutSeconds && Clock::now() > deadline) {
      // mpirun itself hangs (its start-up, a rank it cannot reach).
      kill(-child, killed ? SIGKILL : SIGTERM);
      if (!killed)
        deadline = Clock::now() + std::chrono::seconds(5);
      killed = true;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  runningChild = 0;
  if (!lastWordsDir.empty())
    result.lastWords = readLastWords(lastWordsDir);
  if (ownSession) {
    std::error_code ignored;
    std::filesystem::remove_all(sessionDir.data(), ignored);
  }
  std::signal(SIGINT, previousInt);
  std::signal(SIGTERM, previousTerm);
  std::signal(SIGHUP, previousHup);

  if (killed) {
    result.exitCode = 124;
    result.error = "mpirun did not end within the " +
                   std::to_string(request.timeoutSeconds) +
                   " s timeout (its start-up hung) and was killed";
  } else if (WIFSIGNALED(status)) {
    result.exitCode = 128 + WTERMSIG(status);
    result.error = std::string("mpirun was killed by signal ") +
                   strsignal(WTERMSIG(status));
  } else if (WIFEXITED(status) && WEXITSTATUS(status) != 0) {
    result.exitCode = WEXITSTATUS(status);
    int code = WEXITSTATUS(status);
    result.error = code == 127   ? "cannot execute " + mpirun
                   : code == 124 ? "a rank timed out after " +
                                       std::to_string(request.timeoutSeconds) +
                                       " s (each rank said where, above)"
                                 : "exit code " + std::to_string(code);
    // mpirun passes a rank's death by signal N on as 128 + N.
    if (code > 128 && code < 128 + NSIG) {
      int signal = code - 128;
      result.error += std::string(" (a rank died of ") + strsignal(signal);
      if (signal == SIGFPE)
        result.error += ": an integer division by zero, or of the least "
                        "value by -1";
      else if (signal == SIGKILL)
        result.error += ": killed, often for using too much memory";
      result.error += ")";
    }
  }
  for (const std::string &words : result.lastWords)
    if (!result.error.empty())
      result.error += "; " + words;
  return result;
}

} // namespace cleave
