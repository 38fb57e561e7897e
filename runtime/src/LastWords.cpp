//===- LastWords.cpp - Why a rank ended the job, for its launcher ---------===//
//
// A rank that ends the job (a failed assert, a collective's error) says why
// on stderr, which reaches the user through mpirun's forwarding of the
// ranks' output; mpirun ends the job as soon as a rank dies, and the message
// was sometimes lost on the way (a failed assert's text, under load). The
// same words are written to a file the launcher names (CLEAVE_LAST_WORDS, a
// directory), which it reads after the job. No allocation, one open,
// write and close: it runs on the way down.
//
//===----------------------------------------------------------------------===//

#include "cleave/runtime.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <initializer_list>
#include <unistd.h>

namespace {

/// This process's rank under mpirun (or another PMI launcher), -1 if none.
long long launcherRank() {
  for (const char *name : {"OMPI_COMM_WORLD_RANK", "PMIX_RANK", "PMI_RANK"}) {
    const char *value = std::getenv(name);
    if (value && *value)
      return std::strtoll(value, nullptr, 10);
  }
  return -1;
}

void writeAll(int fd, const char *data, size_t size) {
  while (size > 0) {
    ssize_t n = write(fd, data, size);
    if (n <= 0)
      return;
    data += n;
    size -= size_t(n);
  }
}

} // namespace

extern "C" void cleave_last_words(int64_t rank, const char *message) {
  const char *dir = std::getenv("CLEAVE_LAST_WORDS");
  if (!dir || !*dir || !message)
    return;
  long long who = rank >= 0 ? (long long)rank : launcherRank();
  char path[4096];
  int n = who >= 0 ? std::snprintf(path, sizeof(path), "%s/rank-%lld", dir, who)
                   : std::snprintf(path, sizeof(path), "%s/rank-unknown", dir);
  if (n <= 0 || size_t(n) >= sizeof(path))
    return;
  int fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
  if (fd < 0)
    return;
  writeAll(fd, message, std::strlen(message));
  writeAll(fd, "\n", 1);
  close(fd);
}
