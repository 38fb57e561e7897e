//===- Artifact.cpp - Open and run Cleave artifacts (execute.h) -----------===//

#include "cleave/execute.h"
#include "cleave/runtime_codegen.h"

#include "ArtifactManifest.h"
#include "Backend.h"
#include "CpuFeatures.h"
#include "ElfNeeded.h"
#include "Exchange.h"
#include "HostPool.h"
#include "LoadedLibraries.h"
#include "cleave/Support/SharedObject.h"

#include <dlfcn.h>
#include <elf.h>
#include <fcntl.h>
#include <link.h>
#include <sys/mman.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

using cleave::runtime::ArtifactManifest;
using cleave::runtime::makeStatus;
using cleave::runtime::TensorManifest;

struct cleave_artifact {
  std::string path;
  /// The in-memory file of an artifact opened from a buffer, open while
  /// the artifact is: its /proc/self/fd name stays its own (closed, the
  /// next buffer's file took the same number, and the loader took it for
  /// the first library).
  int memfd = -1;
  cleave::runtime::LoadedLibrary loaded;
  void *library = nullptr; ///< loaded.handle
  std::string manifestText;
  ArtifactManifest manifest;
  /// One signature for any number of tensors: void(void **descriptors).
  void (*entry)(void **) = nullptr;
  /// Pipelined artifacts: each stage's entry instead.
  std::vector<void (*)(void **)> stageEntries;
  bool cuda = false;
  void *(*cudaAlloc)(int64_t) = nullptr;
  void *(*cudaHostAlloc)(int64_t) = nullptr;
  void (*cudaFree)(void *) = nullptr;
  void (*cudaSync)() = nullptr;
  void (*cudaCopy)(intptr_t, intptr_t, int64_t) = nullptr;
  int64_t (*cudaPeak)() = nullptr;
  /// CPU: bytes of the device pool in buffers allocated for this artifact
  /// (its arguments and outputs); the rest of the pool in use is other
  /// artifacts' values, which its capacity does not cover.
  int64_t ownedBytes = 0;
};

namespace {

/// Caps the device pool at `a`'s budget for what `a` holds and allocates:
/// other artifacts' values alive in this process are not counted.
void capPoolFor(cleave_artifact_t *a) {
  cleave::runtime::poolSetCapacity(a->manifest.deviceCapacityBytes,
                                   cleave::runtime::poolCurrentBytes() -
                                       a->ownedBytes);
}

cleave_status_t invalid(const std::string &message) {
  return makeStatus(CLEAVE_INVALID_ARGUMENT, message);
}

/// The directory of this library: the runtime libraries an artifact needs
/// are installed beside it.
std::string runtimeDir() {
  Dl_info self;
  if (!dladdr(reinterpret_cast<void *>(&runtimeDir), &self) || !self.dli_fname)
    return ".";
  std::string path = self.dli_fname;
  size_t slash = path.rfind('/');
  return slash == std::string::npos ? "." : path.substr(0, slash);
}

std::string loadFailure(const std::string &path, const char *why) {
  std::string message = "cannot load '" + path + "': " + (why ? why : "?");
  if (message.find("libcuda.so") != std::string::npos)
    message += " (a CUDA-target artifact needs an NVIDIA GPU and its driver)";
  return message;
}

/// Loads the libCleaveRuntime* libraries `path` needs that are not loaded
/// yet, from beside this one, so the artifact needs no search path.
cleave_status_t loadRuntimeLibraries(const std::string &path) {
  std::vector<std::string> needed;
  if (std::string why = cleave::runtime::readNeededLibraries(path, needed);
      !why.empty())
    return invalid("cannot load '" + path + "': " + why);
  for (const std::string &name : needed) {
    if (name.rfind("libCleaveRuntime", 0) != 0 ||
        name.find('/') != std::string::npos)
      continue;
    if (void *loaded = dlopen(name.c_str(), RTLD_NOW | RTLD_NOLOAD)) {
      dlclose(loaded); // only asked whether it is there
      continue;
    }
    std::string file = runtimeDir() + "/" + name;
    // Global: the artifact resolves its symbols against it. Never closed:
    // later artifacts use it too.
    if (!dlopen(file.c_str(), RTLD_NOW | RTLD_GLOBAL))
      return makeStatus(CLEAVE_UNAVAILABLE, loadFailure(file, dlerror()));
  }
  return nullptr;
}

/// The manifest text, bounded by its symbol's size: a damaged artifact
/// whose string lacks its terminator must not be read past its end.
bool manifestText(void *symbol, std::string &out) {
  Dl_info info;
  void *found = nullptr;
  auto *text = static_cast<const char *>(symbol);
  if (!dladdr1(symbol, &info, &found, RTLD_DL_SYMENT))
    return false;
  auto *entry = static_cast<const ElfW(Sym) *>(found);
  if (!entry || entry->st_size == 0)
    return false;
  size_t length = strnlen(text, entry->st_size);
  if (length == entry->st_size)
    return false;
  out.assign(text, length);
  return true;
}

template <typename F> bool bind(void *library, const char *name, F &out) {
  out = reinterpret_cast<F>(dlsym(library, name));
  return out != nullptr;
}

/// The manifest's tensor `index` of `io`, or null.
const TensorManifest *tensorAt(const cleave_artifact_t *a, cleave_io_t io,
                               int32_t index) {
  if (!a)
    return nullptr;
  const auto &list =
      io == CLEAVE_INPUT ? a->manifest.inputs : a->manifest.outputs;
  if ((io != CLEAVE_INPUT && io != CLEAVE_OUTPUT) || index < 0 ||
      size_t(index) >= list.size())
    return nullptr;
  return &list[index];
}

cleave_status_t noTensor(const cleave_artifact_t *a, const char *what,
                         int32_t index) {
  if (!a)
    return invalid("no artifact");

  return invalid(std::string("the entry has no ") + what + " #" +
                 std::to_string(index));
}

/// Refuses a mesh whose shape is not the manifest's.
cleave_status_t checkMesh(const cleave_artifact_t *a, cleave_mesh_t *mesh) {
  if (!mesh)
    return invalid("no mesh");
  const cleave::MeshShape &shape = a->manifest.mesh;
  bool same = cleave_mesh_rank(mesh) == int32_t(shape.getRank());
  for (unsigned i = 0; same && i < shape.getRank(); ++i)
    same = cleave_mesh_axis_size(mesh, int32_t(i)) == shape.getAxisSize(i);
  if (same)
    return nullptr;
  std::string given;
  for (int32_t i = 0; i < cleave_mesh_rank(mesh); ++i)
    given += (i ? "x" : "") + std::to_string(cleave_mesh_axis_size(mesh, i));
  std::string wanted;
  for (unsigned i = 0; i < shape.getRank(); ++i)
    wanted += (i ? "x" : "") + std::to_string(shape.getAxisSize(i));
  return invalid("the artifact runs on mesh @" + a->manifest.meshName + " (" +
                 wanted + "), not on a " + given + " mesh");
}

/// Memref descriptor of a dense row-major buffer, as MLIR's C interface
/// expects: allocated, aligned, offset, sizes[rank], strides[rank].
std::vector<int64_t> descriptor(void *data, const std::vector<int64_t> &shape) {
  std::vector<int64_t> d(3 + 2 * shape.size());
  d[0] = d[1] = reinterpret_cast<int64_t>(data);
  int64_t stride = 1;
  for (int i = int(shape.size()) - 1; i >= 0; --i) {
    d[3 + i] = shape[i];
    d[3 + shape.size() + i] = stride;
    stride *= shape[i];
  }
  return d;
}

/// `s` with its message prefixed by `context`.
cleave_status_t withContext(const std::string &context, cleave_status_t s) {
  s->message = context + s->message;
  return s;
}

int64_t bytesOf(const TensorManifest &t, int64_t elements) {
  return elements * int64_t(cleave::runtime::dtypeSize(t.dtype));
}

} // namespace

extern "C" {

cleave_status_t cleave_artifact_open(const char *path,
                                     cleave_artifact_t **out_artifact) {
  if (!out_artifact)
    return invalid("no place for the artifact");
  *out_artifact = nullptr;
  if (!path || !*path)
    return invalid("no artifact path");
  auto a = std::make_unique<cleave_artifact>();
  // A bare name would make dlopen search the library path.
  a->path = std::strchr(path, '/') ? path : std::string("./") + path;
  if (std::string why = cleave::checkSharedObject(a->path); !why.empty())
    return invalid("cannot load '" + a->path + "': " + why);
  if (cleave_status_t s = loadRuntimeLibraries(a->path))
    return s;
  std::string loadError;
  a->loaded = cleave::runtime::openLibrary(a->path, loadError);
  a->library = a->loaded.handle;
  if (!a->library) {
    std::string why = loadFailure(a->path, loadError.c_str());
    return makeStatus(why.find("libcuda.so") != std::string::npos
                          ? CLEAVE_UNAVAILABLE
                          : CLEAVE_INVALID_ARGUMENT,
                      why);
  }
  // From here on the library is closed if opening fails.
  std::unique_ptr<cleave_artifact, void (*)(cleave_artifact *)> owned(
      a.release(), cleave_artifact_close);
  cleave_artifact *art = owned.get();
  void *symbol = dlsym(art->library, "__cleave_manifest");
  if (!symbol)
    return invalid("'" + art->path +
                   "' has no __cleave_manifest: not a Cleave artifact");
  if (!manifestText(symbol, art->manifestText))
    return invalid("invalid manifest in '" + art->path +
                   "': __cleave_manifest is not a terminated string");
  std::string error;
  if (!cleave::runtime::parseManifest(art->manifestText, art->manifest, error))
    return invalid("invalid manifest in '" + art->path + "': " + error);
  if (art->manifest.isPipelined()) {
    for (const cleave::runtime::PipelineStage &stage : art->manifest.stages) {
      std::string packed = "__cleave_packed_" + stage.entry;
      if (!bind(art->library, packed.c_str(), art->stageEntries.emplace_back()))
        return invalid("'" + art->path + "' does not export " + packed +
                       ", the entry of pipeline stage " +
                       std::to_string(art->stageEntries.size() - 1));
    }
  } else {
    std::string packed = "__cleave_packed_" + art->manifest.entry;
    if (!bind(art->library, packed.c_str(), art->entry))
      return invalid("'" + art->path + "' does not export " + packed +
                     " (built by an older Cleave? compile it again)");
  }
  // Before any of its code runs: on a CPU without a feature it was
  // generated for, the first call died of SIGILL (sweep 26: AVX-512 code
  // under a CPU without it).
  std::vector<std::string> missing =
      cleave::runtime::getMissingCpuFeatures(art->manifest.cpuFeatures);
  if (!missing.empty()) {
    std::string names;
    for (const std::string &feature : missing)
      names += (names.empty() ? "" : ", ") + feature;
    return makeStatus(CLEAVE_UNAVAILABLE,
                      "'" + art->path + "' was compiled for a CPU (" +
                          art->manifest.cpu + ") with " + names +
                          ", which this CPU lacks: its code would stop at an "
                          "illegal instruction; compile it on this machine, "
                          "or for its CPU (--cpu)");
  }
  art->cuda = art->manifest.target == "cuda";
  if (art->cuda &&
      (!bind(art->library, "__cleave_cuda_alloc", art->cudaAlloc) ||
       !bind(art->library, "__cleave_cuda_host_alloc", art->cudaHostAlloc) ||
       !bind(art->library, "__cleave_cuda_synchronize", art->cudaSync) ||
       !bind(art->library, "__cleave_cuda_memcpy", art->cudaCopy) ||
       !bind(art->library, "__cleave_cuda_peak_bytes", art->cudaPeak) ||
       !bind(art->library, "__cleave_cuda_dealloc", art->cudaFree)))
    return invalid("'" + art->path +
                   "' targets cuda but does not link libCleaveRuntimeCuda");
  *out_artifact = owned.release();
  return nullptr;
}

cleave_status_t cleave_artifact_open_buffer(const void *data, size_t size,
                                            cleave_artifact_t **out_artifact) {
  if (!out_artifact)
    return invalid("no place for the artifact");
  *out_artifact = nullptr;
  if (!data || size == 0)
    return invalid("no artifact bytes");
  // An in-memory file the loader can map: a name of its own, so that the
  // loaded-library registry never takes one buffer for another.
  static std::atomic<unsigned> buffers{0};
  std::string name = "cleave-artifact-" + std::to_string(buffers++);
  int fd = memfd_create(name.c_str(), MFD_CLOEXEC | MFD_ALLOW_SEALING);
  if (fd < 0)
    return makeStatus(CLEAVE_UNAVAILABLE,
                      std::string("cannot make an in-memory file for the "
                                  "artifact: ") +
                          std::strerror(errno));
  const char *bytes = static_cast<const char *>(data);
  for (size_t written = 0; written < size;) {
    ssize_t n = write(fd, bytes + written, size - written);
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0) {
      std::string why = std::strerror(errno);
      close(fd);
      return makeStatus(CLEAVE_UNAVAILABLE,
                        "cannot write the artifact to memory: " + why);
    }
    written += size_t(n);
  }
  // Sealed: the bytes checked are the bytes loaded (a file opened by
  // path could change between the check and the load).
  fcntl(fd, F_ADD_SEALS,
        F_SEAL_SHRINK | F_SEAL_GROW | F_SEAL_WRITE | F_SEAL_SEAL);
  std::string path = "/proc/self/fd/" + std::to_string(fd);
  cleave_status_t status = cleave_artifact_open(path.c_str(), out_artifact);
  if (status) {
    close(fd);
    // Name the buffer, not a descriptor the caller never saw.
    std::string &message = status->message;
    for (size_t at; (at = message.find("'" + path + "'")) != std::string::npos;)
      message.replace(at, path.size() + 2, "the artifact buffer");
  } else {
    (*out_artifact)->path = "(buffer)";
    (*out_artifact)->memfd = fd;
  }
  return status;
}

void cleave_artifact_close(cleave_artifact_t *artifact) {
  if (!artifact)
    return;
  // CUDA artifacts stay mapped: their kernels were registered with the
  // driver by code in the library, which would unmap under it.
  cleave::runtime::closeLibrary(artifact->loaded, !artifact->cuda);
  if (artifact->memfd >= 0)
    close(artifact->memfd);
  delete artifact;
}

const char *cleave_artifact_manifest_json(const cleave_artifact_t *a) {
  return a ? a->manifestText.c_str() : nullptr;
}
const char *cleave_artifact_entry(const cleave_artifact_t *a) {
  return a ? a->manifest.entry.c_str() : nullptr;
}
const char *cleave_artifact_target(const cleave_artifact_t *a) {
  return a ? a->manifest.target.c_str() : nullptr;
}
const char *cleave_artifact_mesh_name(const cleave_artifact_t *a) {
  return a ? a->manifest.meshName.c_str() : nullptr;
}
int32_t cleave_artifact_mesh_rank(const cleave_artifact_t *a) {
  return a ? int32_t(a->manifest.mesh.getRank()) : 0;
}
const int64_t *cleave_artifact_mesh_shape(const cleave_artifact_t *a) {
  return a ? a->manifest.mesh.getSizes().data() : nullptr;
}
const char *cleave_artifact_mesh_axis_name(const cleave_artifact_t *a,
                                           int32_t axis) {
  if (!a || axis < 0 || size_t(axis) >= a->manifest.axisNames.size())
    return nullptr;
  return a->manifest.axisNames[axis].c_str();
}
int64_t cleave_artifact_num_devices(const cleave_artifact_t *a) {
  return a ? a->manifest.mesh.getNumDevices() : 0;
}
int32_t cleave_artifact_num_tensors(const cleave_artifact_t *a,
                                    cleave_io_t io) {
  if (!a)
    return 0;
  return int32_t(io == CLEAVE_INPUT    ? a->manifest.inputs.size()
                 : io == CLEAVE_OUTPUT ? a->manifest.outputs.size()
                                       : 0);
}

cleave_status_t cleave_artifact_tensor(const cleave_artifact_t *a,
                                       cleave_io_t io, int32_t index,
                                       cleave_tensor_info_t *out_info) {
  const TensorManifest *t = tensorAt(a, io, index);
  if (!t)
    return io != CLEAVE_INPUT && io != CLEAVE_OUTPUT
               ? invalid("invalid cleave_io_t (CLEAVE_INPUT or CLEAVE_OUTPUT)")
               : noTensor(a, io == CLEAVE_INPUT ? "input" : "output", index);
  if (!out_info)
    return invalid("no place for the tensor's description");
  cleave_tensor_info_t &info = *out_info;
  info.name = t->name.c_str();
  info.dtype = t->dtype;
  info.dtype_name = t->dtypeName.c_str();
  info.rank = int32_t(t->globalShape.size());
  info.global_shape = t->globalShape.data();
  info.local_shape = t->localShape.data();
  info.global_bytes = bytesOf(*t, t->globalElements);
  info.local_bytes = bytesOf(*t, t->localElements);
  info.dim_axes_begin = t->dimAxesBegin.data();
  info.dim_axes = t->dimAxes.data();
  info.num_partial_axes = int32_t(t->partialAxes.size());
  info.partial_axes = t->partialAxes.data();
  cleave::Reduction kind = t->sharding.getPartialKind();
  info.reduction = kind == cleave::Reduction::Sum   ? CLEAVE_SUM
                   : kind == cleave::Reduction::Max ? CLEAVE_MAX
                                                    : CLEAVE_MIN;
  info.padded = t->sharding.getUneven() == cleave::Uneven::Pad;
  info.index_bound = t->indexBound;
  info.sharding = t->shardingText.c_str();
  return nullptr;
}

cleave_status_t cleave_artifact_find_tensor(const cleave_artifact_t *a,
                                            cleave_io_t io, const char *name,
                                            int32_t *out_index) {
  if (!a || !name || !out_index)
    return invalid("no artifact, name or place for the index");
  const auto &list =
      io == CLEAVE_INPUT ? a->manifest.inputs : a->manifest.outputs;
  for (size_t i = 0; i < list.size(); ++i)
    if (list[i].name == name) {
      *out_index = int32_t(i);
      return nullptr;
    }
  return invalid(std::string("the entry has no ") +
                 (io == CLEAVE_INPUT ? "input" : "output") + " named '" + name +
                 "'");
}

/// Buffers the runtime allocated, by address: their bytes, so that a call
/// handed one too small for its tensor refuses it (generated code wrote
/// past it, or crashed).
static std::mutex &buffersMutex() {
  static std::mutex m;
  return m;
}
static std::unordered_map<const void *, int64_t> &allocatedBuffers() {
  static std::unordered_map<const void *, int64_t> buffers;
  return buffers;
}
/// CUDA artifacts' pinned buffers (the CPU target's host pool counts its
/// own): their bytes now and at most, under buffersMutex.
static std::unordered_map<const void *, int64_t> &pinnedBuffers() {
  static std::unordered_map<const void *, int64_t> buffers;
  return buffers;
}
static int64_t pinnedCurrent = 0, pinnedPeak = 0;

/// A buffer in the device pool (`onHost`: the host pool) of `bytes`,
/// zeroed when `zero`.
static cleave_status_t allocateBuffer(cleave_artifact_t *a, int64_t bytes,
                                      bool onHost, bool zero,
                                      void **out_buffer) {
  if (!a || !out_buffer || bytes < 0)
    return invalid("no artifact, negative size or no place for the buffer");
  // Some bytes even for empty tensors: a null pointer is no buffer.
  size_t size = bytes ? size_t(bytes) : 1;
  if (a->cuda) {
    // Host buffers pinned, so that copies to the device run asynchronously.
    *out_buffer =
        onHost ? a->cudaHostAlloc(int64_t(size)) : a->cudaAlloc(int64_t(size));
    if (!*out_buffer)
      return makeStatus(CLEAVE_BACKEND_ERROR,
                        "cannot allocate " + std::to_string(bytes) + " bytes" +
                            (onHost ? " of pinned memory" : ""));
    std::lock_guard<std::mutex> lock(buffersMutex());
    allocatedBuffers()[*out_buffer] = bytes;
    if (onHost) {
      pinnedBuffers()[*out_buffer] = bytes;
      pinnedCurrent += bytes;
      pinnedPeak = std::max(pinnedPeak, pinnedCurrent);
    }
    return nullptr;
  }
  std::string error;
  if (onHost) {
    *out_buffer = cleave::runtime::hostPoolAllocate(size, 64, error);
    if (!*out_buffer)
      return makeStatus(CLEAVE_BACKEND_ERROR, "a host buffer: " + error);
  } else {
    // CPU artifacts' buffers are device memory too: the pool counts them.
    capPoolFor(a);
    *out_buffer = cleave::runtime::poolAllocate(size, 64, error);
    if (!*out_buffer)
      return makeStatus(CLEAVE_BACKEND_ERROR, "an argument buffer: " + error);
    a->ownedBytes += cleave::runtime::poolBufferBytes(*out_buffer);
  }
  if (zero)
    std::memset(*out_buffer, 0, size);
  std::lock_guard<std::mutex> lock(buffersMutex());
  allocatedBuffers()[*out_buffer] = bytes;
  return nullptr;
}

cleave_status_t cleave_artifact_buffer_allocate(cleave_artifact_t *a,
                                                int64_t bytes,
                                                void **out_buffer) {
  return allocateBuffer(a, bytes, /*onHost=*/false, /*zero=*/true, out_buffer);
}

cleave_status_t cleave_artifact_host_buffer_allocate(cleave_artifact_t *a,
                                                     int64_t bytes,
                                                     void **out_buffer) {
  return allocateBuffer(a, bytes, /*onHost=*/true, /*zero=*/true, out_buffer);
}

cleave_status_t cleave_artifact_buffer_create(cleave_artifact_t *a,
                                              const void *data, int64_t bytes,
                                              int32_t on_host,
                                              void **out_buffer) {
  if (bytes > 0 && !data)
    return invalid("no data to copy into the buffer");
  // Not zeroed first: the copy writes every byte (a 34 MB input's memset
  // was a tenth of a Python call).
  if (cleave_status_t status =
          allocateBuffer(a, bytes, on_host != 0, /*zero=*/false, out_buffer))
    return status;
  if (bytes == 0)
    return nullptr;
  if (a->cuda && !on_host) {
    a->cudaCopy(intptr_t(*out_buffer), intptr_t(data), bytes);
    a->cudaSync();
  } else {
    std::memcpy(*out_buffer, data, size_t(bytes));
  }
  return nullptr;
}

cleave_status_t cleave_artifact_input_on_host(const cleave_artifact_t *a,
                                              int32_t input,
                                              int32_t *out_on_host) {
  const TensorManifest *t = tensorAt(a, CLEAVE_INPUT, input);
  if (!t)
    return noTensor(a, "input", input);
  if (!out_on_host)
    return invalid("no place for the answer");
  *out_on_host = t->onHost ? 1 : 0;
  return nullptr;
}

cleave_status_t cleave_artifact_input_non_negative(const cleave_artifact_t *a,
                                                   int32_t input,
                                                   int32_t *out_non_negative) {
  const TensorManifest *t = tensorAt(a, CLEAVE_INPUT, input);
  if (!t)
    return noTensor(a, "input", input);
  if (!out_non_negative)
    return invalid("no place for the answer");
  *out_non_negative = t->nonNegative ? 1 : 0;
  return nullptr;
}

cleave_status_t cleave_artifact_input_ignored_index(const cleave_artifact_t *a,
                                                    int32_t input,
                                                    int32_t *out_has,
                                                    int64_t *out_value) {
  const TensorManifest *t = tensorAt(a, CLEAVE_INPUT, input);
  if (!t)
    return noTensor(a, "input", input);
  if (!out_has || !out_value)
    return invalid("no place for the answer");
  *out_has = t->hasIgnoredIndex ? 1 : 0;
  *out_value = t->ignoredIndex;
  return nullptr;
}

cleave_status_t cleave_artifact_input_index_wraps(const cleave_artifact_t *a,
                                                  int32_t input,
                                                  int32_t *out_wraps) {
  const TensorManifest *t = tensorAt(a, CLEAVE_INPUT, input);
  if (!t)
    return noTensor(a, "input", input);
  if (!out_wraps)
    return invalid("no place for the answer");
  *out_wraps = t->indexWraps ? 1 : 0;
  return nullptr;
}

void cleave_artifact_buffer_free(cleave_artifact_t *a, void *buffer) {
  if (!a || !buffer)
    return;
  {
    std::lock_guard<std::mutex> lock(buffersMutex());
    allocatedBuffers().erase(buffer);
    auto pinned = pinnedBuffers().find(buffer);
    if (pinned != pinnedBuffers().end()) {
      pinnedCurrent -= pinned->second;
      pinnedBuffers().erase(pinned);
    }
  }
  if (a->cuda) {
    a->cudaFree(buffer);
    return;
  }
  a->ownedBytes = std::max<int64_t>(
      0, a->ownedBytes - cleave::runtime::poolBufferBytes(buffer));
  cleave::runtime::poolFree(buffer);
}

cleave_status_t cleave_artifact_buffer_copy(cleave_artifact_t *a, void *dst,
                                            const void *src, int64_t bytes) {
  if (!a || bytes < 0 || (bytes && (!dst || !src)))
    return invalid("no artifact, buffer or a negative size to copy");
  if (!a->cuda) {
    if (bytes)
      std::memmove(dst, src, size_t(bytes));
    return nullptr;
  }
  a->cudaCopy(intptr_t(dst), intptr_t(src), bytes);
  a->cudaSync();
  return nullptr;
}

int64_t cleave_artifact_peak_device_bytes(cleave_artifact_t *a) {
  if (!a)
    return -1;
  return a->cuda ? a->cudaPeak() : cleave::runtime::poolPeakBytes();
}

int64_t cleave_artifact_peak_host_bytes(cleave_artifact_t *a) {
  if (!a)
    return -1;
  if (a->cuda) {
    std::lock_guard<std::mutex> lock(buffersMutex());
    return pinnedPeak;
  }
  return cleave::runtime::hostPoolPeakBytes();
}

cleave_status_t cleave_artifact_set_device_capacity(cleave_artifact_t *a,
                                                    int64_t bytes) {
  if (!a || bytes < 0)
    return invalid("no artifact or a negative capacity");
  if (a->cuda)
    return makeStatus(CLEAVE_UNAVAILABLE,
                      "the device capacity of CUDA artifacts is the GPU's");
  a->manifest.deviceCapacityBytes = bytes;
  return nullptr;
}

/// A buffer the runtime allocated must hold its tensor's local bytes (one
/// the caller allocated cannot be measured).
static cleave_status_t checkBufferSize(const void *buffer, int64_t index,
                                       const TensorManifest &t) {
  int64_t needed = bytesOf(t, t.localElements);
  std::lock_guard<std::mutex> lock(buffersMutex());
  auto it = allocatedBuffers().find(buffer);
  if (it == allocatedBuffers().end() || it->second >= needed)
    return nullptr;
  return invalid("buffer #" + std::to_string(index) + " (" + t.name +
                 ") holds " + std::to_string(it->second) +
                 " bytes; its local tensor needs " + std::to_string(needed));
}

/// Whether a thread of this process is inside an artifact's entry: the
/// generated code finds its mesh in one process-wide slot, so a second
/// thread's call aborted with "ran without a mesh" or hung (sweep 31).
static std::atomic<bool> callInProgress{false};

cleave_status_t cleave_artifact_call(cleave_artifact_t *a, cleave_mesh_t *mesh,
                                     void *const *buffers,
                                     int64_t num_buffers) {
  if (!a)
    return invalid("no artifact");
  // Without a mesh there is no one to agree with; a mesh of another shape
  // than the manifest's is refused after the agreement, as a wrong buffer.
  if (!mesh)
    return checkMesh(a, mesh);
  if (callInProgress.exchange(true))
    return invalid("another thread of this process is calling an artifact: "
                   "calls run one at a time (their code shares the mesh "
                   "slot and every rank's collectives pair up in order)");
  struct Release {
    ~Release() { callInProgress.store(false); }
  } release;
  const ArtifactManifest &m = a->manifest;
  int64_t expected = int64_t(m.inputs.size() + m.outputs.size());
  std::vector<int64_t> taken;
  void (*entry)(void **) = a->entry;
  std::vector<std::vector<int64_t>> descriptors;
  std::vector<void *> args;
  auto checkBuffers = [&]() -> cleave_status_t {
    // The buffers this device's code takes, by index into `buffers`: all
    // of them, or its stage's inputs then outputs (the mesh's shape is the
    // manifest's here).
    if (m.isPipelined()) {
      int64_t stage = cleave_mesh_coordinate(mesh, int32_t(m.pipelineAxis));
      const cleave::runtime::PipelineStage &p = m.stages[stage];
      taken.assign(p.inputs.begin(), p.inputs.end());
      for (int64_t o : p.outputs)
        taken.push_back(int64_t(m.inputs.size()) + o);
      entry = a->stageEntries[stage];
    } else {
      for (int64_t i = 0; i < expected; ++i)
        taken.push_back(i);
    }
    descriptors.resize(taken.size());
    args.resize(taken.size());
    if (num_buffers != expected || (expected && !buffers))
      return invalid(
          "@" + m.entry + " takes " + std::to_string(expected) + " buffers (" +
          std::to_string(m.inputs.size()) + " inputs, " +
          std::to_string(m.outputs.size()) + " outputs), not " +
          (buffers ? std::to_string(num_buffers) : "a null array of them"));
    for (size_t k = 0; k < taken.size(); ++k) {
      int64_t i = taken[k];
      const TensorManifest &t = size_t(i) < m.inputs.size()
                                    ? m.inputs[i]
                                    : m.outputs[i - m.inputs.size()];
      if (!buffers[i])
        return invalid("buffer #" + std::to_string(i) + " (" + t.name +
                       ") is null");
      if (cleave_status_t s = checkBufferSize(buffers[i], i, t))
        return s;
      descriptors[k] = descriptor(buffers[i], t.localShape);
      args[k] = descriptors[k].data();
    }
    return nullptr;
  };
  cleave_status_t refused = checkMesh(a, mesh);
  if (!refused)
    refused = checkBuffers();
  // Every rank learns whether any refused its call before the program's
  // collectives start: one rank's refusal left the others waiting in them
  // forever (sweep 31). A rank that does not call at all still hangs them:
  // every rank makes the same calls (runtime.h).
  bool all = false;
  if (cleave_status_t s =
          cleave::runtime::agreeOnMesh(mesh, refused == nullptr, all)) {
    cleave_status_free(refused);
    return withContext("@" + m.entry + ": ", s);
  }
  if (refused)
    return withContext(
        "rank " + std::to_string(cleave_mesh_device(mesh)) + ": ", refused);
  if (!all)
    return invalid("@" + m.entry +
                   ": another rank's call was refused (its own status says "
                   "why): every rank calls with buffers of the manifest's "
                   "local shapes");
  // From here on ranks run different code: no group may be created by a
  // split that every rank must join. Every rank calls this first, so the
  // splits here pair up.
  if (m.isPipelined())
    if (cleave_status_t s = cleave_mesh_prepare_groups(mesh))
      return s;
  // Generated code finds its mesh in the runtime's one slot (its calls take
  // no context argument); it holds `mesh` for this call only.
  cleave_mesh_t *previous = cleave_codegen_get_mesh();
  cleave_codegen_set_mesh(mesh);
  if (!a->cuda) // this artifact's budget for the allocations of its code
    capPoolFor(a);
  entry(args.data());
  if (a->cuda)
    a->cudaSync();
  cleave_codegen_set_mesh(previous);
  // The outputs are complete; the messages sent to other devices need not
  // be yet, and their buffers live until they are.
  if (cleave_status_t s = cleave_mesh_flush(mesh))
    return withContext("@" + m.entry + ": completing its sends: ", s);
  return nullptr;
}

cleave_status_t cleave_artifact_uses_tensor(const cleave_artifact_t *a,
                                            cleave_io_t io, int32_t index,
                                            int64_t device, int32_t *out_uses) {
  const TensorManifest *t = tensorAt(a, io, index);
  if (!t)
    return io != CLEAVE_INPUT && io != CLEAVE_OUTPUT
               ? invalid("invalid cleave_io_t (CLEAVE_INPUT or CLEAVE_OUTPUT)")
               : noTensor(a, io == CLEAVE_INPUT ? "input" : "output", index);
  if (!out_uses)
    return invalid("no place for the answer");
  const ArtifactManifest &m = a->manifest;
  if (device < 0 || device >= m.mesh.getNumDevices())
    return invalid("device " + std::to_string(device) + " is not on mesh @" +
                   m.meshName);
  *out_uses = 1;
  if (!m.isPipelined())
    return nullptr;
  int64_t stage = m.stageOf(device);
  if (io == CLEAVE_OUTPUT) {
    *out_uses = t->ownerStage == stage;
    return nullptr;
  }
  const std::vector<int64_t> &inputs = m.stages[stage].inputs;
  *out_uses =
      std::find(inputs.begin(), inputs.end(), int64_t(index)) != inputs.end();
  return nullptr;
}

int32_t cleave_artifact_num_stages(const cleave_artifact_t *a) {
  return a ? int32_t(a->manifest.stages.size()) : 0;
}

int32_t cleave_artifact_pipeline_axis(const cleave_artifact_t *a) {
  return a ? int32_t(a->manifest.pipelineAxis) : -1;
}

cleave_status_t cleave_artifact_output_stage(const cleave_artifact_t *a,
                                             int32_t output,
                                             int32_t *out_stage) {
  const TensorManifest *t = tensorAt(a, CLEAVE_OUTPUT, output);
  if (!t)
    return noTensor(a, "output", output);
  if (!out_stage)
    return invalid("no place for the stage");
  *out_stage = int32_t(t->ownerStage);
  return nullptr;
}

cleave_status_t cleave_artifact_output_updates(const cleave_artifact_t *a,
                                               int32_t output,
                                               int32_t *out_input) {
  const TensorManifest *t = tensorAt(a, CLEAVE_OUTPUT, output);
  if (!t)
    return noTensor(a, "output", output);
  if (!out_input)
    return invalid("no place for the input index");
  *out_input = int32_t(t->updatesInput);
  return nullptr;
}

cleave_status_t cleave_artifact_scatter(const cleave_artifact_t *a,
                                        int32_t input, int64_t device,
                                        const void *global, void *local) {
  const TensorManifest *t = tensorAt(a, CLEAVE_INPUT, input);
  if (!t)
    return noTensor(a, "input", input);
  if (device < 0 || device >= a->manifest.mesh.getNumDevices())
    return invalid("device " + std::to_string(device) + " is not on mesh @" +
                   a->manifest.meshName);
  if ((!global && t->globalElements) || (!local && t->localElements))
    return invalid("input " + t->name + ": no global or local buffer");
  cleave::runtime::scatterShard(*t, a->manifest.mesh, device, global, local);
  return nullptr;
}

cleave_status_t cleave_artifact_assemble(const cleave_artifact_t *a,
                                         int32_t output, const void *blocks,
                                         void *global) {
  const TensorManifest *t = tensorAt(a, CLEAVE_OUTPUT, output);
  if (!t)
    return noTensor(a, "output", output);
  if ((!blocks && t->localElements) || (!global && t->globalElements))
    return invalid("output " + t->name + ": no blocks or global buffer");
  cleave::runtime::assembleGlobal(*t, a->manifest.mesh, blocks, global);
  return nullptr;
}

/// cleave_artifact_gather and cleave_artifact_gather_input.
static cleave_status_t gatherTensor(const cleave_artifact_t *a, cleave_io_t io,
                                    int32_t index, cleave_mesh_t *mesh,
                                    const void *local, void *global) {
  const char *what = io == CLEAVE_OUTPUT ? "output" : "input";
  const TensorManifest *t = tensorAt(a, io, index);
  if (!t)
    return noTensor(a, what, index);
  if (cleave_status_t s = checkMesh(a, mesh))
    return s;
  // A device whose stage does not compute the output has no block of it
  // (assembly skips it): zeros stand in.
  std::vector<char> zeros;
  if (!local && t->pipelineAxis >= 0 &&
      cleave_mesh_coordinate(mesh, int32_t(t->pipelineAxis)) != t->ownerStage) {
    zeros.resize(size_t(bytesOf(*t, t->localElements)) + 1);
    local = zeros.data();
  }
  if (!local && t->localElements)
    return invalid(std::string(what) + " " + t->name + ": no local buffer");
  const cleave::MeshShape &shape = a->manifest.mesh;
  std::vector<int32_t> axes(shape.getRank());
  for (unsigned i = 0; i < axes.size(); ++i)
    axes[i] = int32_t(i);
  std::vector<char> all(size_t(bytesOf(*t, t->localElements)) *
                        size_t(shape.getNumDevices()));
  int64_t count[1] = {t->localElements};
  if (cleave_status_t s =
          cleave_all_gather(mesh, axes.data(), int32_t(axes.size()), t->dtype,
                            count, 1, 0, local, all.data()))
    return withContext("gathering " + t->name + ": ", s);
  if (global)
    cleave::runtime::assembleGlobal(*t, shape, all.data(), global);
  return nullptr;
}

cleave_status_t cleave_artifact_gather(const cleave_artifact_t *a,
                                       int32_t output, cleave_mesh_t *mesh,
                                       const void *local, void *global) {
  return gatherTensor(a, CLEAVE_OUTPUT, output, mesh, local, global);
}

cleave_status_t cleave_artifact_gather_input(const cleave_artifact_t *a,
                                             int32_t input, cleave_mesh_t *mesh,
                                             const void *local, void *global) {
  return gatherTensor(a, CLEAVE_INPUT, input, mesh, local, global);
}

} // extern "C"
