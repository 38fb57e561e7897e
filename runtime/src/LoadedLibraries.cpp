//===- LoadedLibraries.cpp - dlopen that never returns a stale artifact ---===//

#include "LoadedLibraries.h"

#include <dlfcn.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>
#include <tuple>

namespace cleave::runtime {
namespace {

/// What tells two files at one path apart.
struct FileIdentity {
  dev_t device = 0;
  ino_t inode = 0;
  off_t size = 0;
  int64_t modifiedNs = 0;
  bool operator!=(const FileIdentity &o) const {
    return std::tie(device, inode, size, modifiedNs) !=
           std::tie(o.device, o.inode, o.size, o.modifiedNs);
  }
};

struct Registered {
  FileIdentity file;
  int opens = 0;
};

std::mutex &registryMutex() {
  static std::mutex m;
  return m;
}
std::map<std::string, Registered> &registry() {
  static std::map<std::string, Registered> r;
  return r;
}

bool identify(const std::string &path, FileIdentity &out) {
  struct stat st;
  if (stat(path.c_str(), &st) != 0)
    return false;
  out = {st.st_dev, st.st_ino, st.st_size,
         int64_t(st.st_mtim.tv_sec) * 1000000000 + st.st_mtim.tv_nsec};
  return true;
}

/// Copies `path` to a new file in TMPDIR; empty on failure (`error` set).
std::string privateCopy(const std::string &path, std::string &error) {
  const char *dir = std::getenv("TMPDIR");
  std::string copy =
      std::string(dir && *dir ? dir : "/tmp") + "/cleave-artifact-XXXXXX.so";
  int out = mkstemps(copy.data(), 3);
  int in = open(path.c_str(), O_RDONLY | O_CLOEXEC);
  bool ok = out >= 0 && in >= 0;
  char buffer[1 << 16];
  while (ok) {
    ssize_t n = read(in, buffer, sizeof buffer);
    if (n <= 0) {
      ok = n == 0;
      break;
    }
    for (ssize_t done = 0; ok && done < n;) {
      ssize_t w = write(out, buffer + done, size_t(n - done));
      ok = w > 0;
      done += w > 0 ? w : 0;
    }
  }
  if (in >= 0)
    close(in);
  if (out >= 0)
    ok &= close(out) == 0;
  if (!ok) {
    error = "cannot copy it to a private file in " +
            std::string(dir && *dir ? dir : "/tmp") + " (" +
            std::strerror(errno) +
            "; a library loaded earlier from this path is still open)";
    if (out >= 0)
      unlink(copy.c_str());
    return "";
  }
  return copy;
}

} // namespace

LoadedLibrary openLibrary(const std::string &path, std::string &error) {
  LoadedLibrary library;
  FileIdentity file;
  bool known = identify(path, file);
  // The loader also matches a file rewritten in place (same inode) under
  // another spelling of its path: one key per file.
  std::string key = path;
  if (char *real = realpath(path.c_str(), nullptr)) {
    key = real;
    std::free(real);
  }
  std::lock_guard<std::mutex> lock(registryMutex());
  auto it = registry().find(key);
  bool stale = known && it != registry().end() && it->second.file != file;
  // Loaded under this name by someone else (ctypes, another dlopen), or
  // kept after its last close (a library the loader cannot unload): this
  // registry cannot vouch for it.
  if (!stale && it == registry().end())
    if (void *loaded = dlopen(path.c_str(), RTLD_NOW | RTLD_NOLOAD)) {
      dlclose(loaded);
      stale = true;
    }
  if (stale) {
    std::string copy = privateCopy(path, error);
    if (copy.empty())
      return library;
    library.handle = dlopen(copy.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (!library.handle)
      error = dlerror();
    // Mapped now: the file itself is not needed any more.
    unlink(copy.c_str());
    return library;
  }
  library.handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!library.handle) {
    error = dlerror();
    return library;
  }
  Registered &entry = registry()[key];
  entry.file = file;
  ++entry.opens;
  library.registeredPath = key;
  return library;
}

void closeLibrary(const LoadedLibrary &library, bool unmap) {
  if (!library.handle || !unmap)
    return;
  {
    std::lock_guard<std::mutex> lock(registryMutex());
    auto it = registry().find(library.registeredPath);
    if (!library.registeredPath.empty() && it != registry().end() &&
        --it->second.opens == 0)
      registry().erase(it);
  }
  dlclose(library.handle);
}

} // namespace cleave::runtime
