//===- LoadedLibraries.h - dlopen that never returns a stale artifact -----===//
//
// The dynamic loader keeps one library per path: a second dlopen of a path
// whose file was rewritten since (an artifact compiled again to the same
// -o) returns the library loaded first, and its entry ran on the new
// manifest's buffers (wrong results, writes past them). Libraries opened
// here remember the file they were read from; a path whose file changed
// while its old library is loaded is opened through a private copy.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_RUNTIME_LOADEDLIBRARIES_H
#define CLEAVE_RUNTIME_LOADEDLIBRARIES_H

#include <string>

namespace cleave::runtime {

/// A library opened by openLibrary.
struct LoadedLibrary {
  void *handle = nullptr;
  /// The path it is registered under (empty: a private copy, or unopened).
  std::string registeredPath;
};

/// dlopen(path, RTLD_NOW | RTLD_LOCAL), of the file now at `path`. Failure:
/// no handle, `error` says why (dlerror's text).
LoadedLibrary openLibrary(const std::string &path, std::string &error);

/// Forgets `library`; dlcloses it when `unmap` (a library kept mapped stays
/// registered, so its path's next file is opened through a copy).
void closeLibrary(const LoadedLibrary &library, bool unmap);

} // namespace cleave::runtime

#endif // CLEAVE_RUNTIME_LOADEDLIBRARIES_H
