//===- Runtime.cpp - The C ABI over a backend -----------------------------===//
//
// Validates arguments, maps mesh axes to backend groups (cached per ordered
// axis list), and turns collectives on non-leading dimensions into contiguous
// block exchanges: layout work is done once here, for every backend.
//
//===----------------------------------------------------------------------===//

#include "Backend.h"
#include "cleave/Sharding/MeshShape.h"
#include "cleave/runtime_codegen.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <dlfcn.h>
#include <map>
#include <vector>

using namespace cleave::runtime;

struct cleave_runtime {
  std::unique_ptr<Backend> backend;
  /// Meshes keep their runtime: released with meshes alive, it goes with
  /// the last of them (a call on such a mesh read a deleted backend).
  int64_t meshes = 0;
  bool released = false;
};

struct cleave_mesh {
  cleave_runtime *runtime;
  cleave::MeshShape shape;
  int64_t device;
  std::map<std::vector<unsigned>, std::unique_ptr<Group>> groups;
  /// Set by cleave_mesh_prepare_groups: ranks may run different code from
  /// then on, so no group may be created by a split over all ranks.
  bool groupsPrepared = false;
};

namespace cleave::runtime {

cleave_status_t makeStatus(cleave_status_code_t code, std::string message) {
  return new cleave_status{code, std::move(message)};
}

size_t dtypeSize(cleave_dtype_t dtype) {
  switch (dtype) {
  case CLEAVE_F32:
  case CLEAVE_I32:
    return 4;
  case CLEAVE_F64:
  case CLEAVE_I64:
    return 8;
  case CLEAVE_F16:
  case CLEAVE_BF16:
    return 2;
  case CLEAVE_I8:
    return 1;
  }
  return 0;
}

cleave_status_t createLocalBackend(std::unique_ptr<Backend> &out);

/// A backend plugin beside this library (libCleaveRuntimeMpi.so,
/// libCleaveRuntimeNccl.so), loaded on demand so that the runtime itself
/// needs neither MPI nor CUDA. Global: MPI's own components resolve its
/// symbols.
static cleave_status_t loadPlugin(const std::string &file,
                                  const std::string &entry,
                                  const std::string &why, int *argc,
                                  char ***argv, std::unique_ptr<Backend> &out) {
  Dl_info self;
  std::string path = file;
  if (dladdr(reinterpret_cast<void *>(&loadPlugin), &self) && self.dli_fname) {
    std::string dir = self.dli_fname;
    size_t slash = dir.rfind('/');
    if (slash != std::string::npos)
      path = dir.substr(0, slash + 1) + file;
  }
  void *plugin = dlopen(path.c_str(), RTLD_NOW | RTLD_GLOBAL);
  if (!plugin)
    return makeStatus(CLEAVE_UNAVAILABLE, "the backend is not available: " +
                                              std::string(dlerror()) + " (" +
                                              why + ")");
  using Create =
      cleave_status_t (*)(int *, char ***, std::unique_ptr<Backend> *);
  auto create = reinterpret_cast<Create>(dlsym(plugin, entry.c_str()));
  if (!create)
    return makeStatus(CLEAVE_UNAVAILABLE, path + " has no " + entry);
  return create(argc, argv, &out);
}

cleave_status_t createBackend(const std::string &name, int *argc, char ***argv,
                              std::unique_ptr<Backend> &out) {
  if (name == "mpi")
    return loadPlugin(
        "libCleaveRuntimeMpi.so", "cleave_runtime_create_mpi_backend",
        "it is built when MPI is found at configure time", argc, argv, out);
  if (name == "nccl")
    return loadPlugin("libCleaveRuntimeNccl.so",
                      "cleave_runtime_create_nccl_backend",
                      "it is built when the CUDA toolkit and NCCL are found "
                      "at configure time",
                      argc, argv, out);
  if (name == "local")
    return createLocalBackend(out);
  return makeStatus(CLEAVE_INVALID_ARGUMENT,
                    "unknown backend '" + name +
                        "' (available: mpi, nccl, local)");
}

} // namespace cleave::runtime

namespace {

/// The collective in progress (a string literal, or null) and its mesh axes
/// as a bit mask, for cleave_runtime_activity. Atomics: a watchdog thread
/// reads them while the main thread may be blocked inside the backend.
std::atomic<const char *> activityKind{nullptr};
std::atomic<uint64_t> activityAxes{0};
std::atomic<int64_t> collectivesStarted{0};
/// Nanoseconds spent in the program's collectives and in receives (a
/// pipeline stage's idle time is mostly the latter), for
/// cleave_runtime_wait_seconds.
std::atomic<int64_t> collectiveNanos{0}, receiveNanos{0};
/// The mesh axes of each announced all-reduce (__cleave_collective_async),
/// by ticket, until its join: where a rank waits if it hangs there.
std::map<int64_t, std::vector<int32_t>> announcedAxes;

/// Marks a collective in progress for its scope. Waits that are no
/// collective of the program's (completing sends, creating groups) are not
/// `counted`.
struct ActivityScope {
  ActivityScope(const char *kind, const int32_t *axes, int32_t numAxes,
                bool counted = true) {
    uint64_t mask = 0;
    for (int32_t i = 0; axes && i < numAxes; ++i)
      if (axes[i] >= 0 && axes[i] < 64)
        mask |= uint64_t(1) << axes[i];
    activityAxes.store(mask);
    if (counted)
      collectivesStarted.fetch_add(1);
    this->counted = counted;
    receive = std::strcmp(kind, "recv") == 0;
    activityKind.store(kind);
  }
  ~ActivityScope() {
    activityKind.store(nullptr);
    if (!counted)
      return;
    int64_t nanos = std::chrono::duration_cast<std::chrono::nanoseconds>(
                        std::chrono::steady_clock::now() - start)
                        .count();
    collectiveNanos.fetch_add(nanos);
    if (receive)
      receiveNanos.fetch_add(nanos);
  }
  bool counted = true, receive = false;
  std::chrono::steady_clock::time_point start =
      std::chrono::steady_clock::now();
};

cleave_status_t invalid(const std::string &message) {
  return makeStatus(CLEAVE_INVALID_ARGUMENT, message);
}

/// Creates this device's group over `key` by a split that every rank of
/// the world joins.
cleave_status_t splitWorld(cleave_mesh_t *mesh,
                           const std::vector<unsigned> &key,
                           std::unique_ptr<Group> &out) {
  // Same color for devices equal outside `axes`: zero those coordinates.
  std::vector<int64_t> coords = mesh->shape.getCoordinates(mesh->device);
  for (unsigned a : key)
    coords[a] = 0;
  int64_t color = mesh->shape.getDevice(coords);
  int64_t order = mesh->shape.getIndexInGroup(mesh->device, key);
  return mesh->runtime->backend->split(color, order, out);
}

/// Creates the group over `key`, an order of axes whose sorted list has a
/// prepared group, by a split of that group: only its members join, and they
/// run the same code unless the axes include one whose coordinate picks the
/// code (a pipeline axis), where collectives span different programs anyway.
cleave_status_t reorderGroup(cleave_mesh_t *mesh,
                             const std::vector<unsigned> &key,
                             std::unique_ptr<Group> &out) {
  std::vector<unsigned> sorted = key;
  std::sort(sorted.begin(), sorted.end());
  auto parent = mesh->groups.find(sorted);
  if (parent == mesh->groups.end())
    return makeStatus(CLEAVE_BACKEND_ERROR,
                      "the mesh's groups were prepared without this one");
  int64_t order = mesh->shape.getIndexInGroup(mesh->device, key);
  cleave_status_t s = parent->second->split(0, order, out);
  if (s)
    s->message = "a group over reordered axes after the mesh's groups were "
                 "prepared: " +
                 s->message;
  return s;
}

/// Resolves the group of this device over `axes`.
cleave_status_t getGroup(cleave_mesh_t *mesh, const int32_t *axes,
                         int32_t numAxes, Group *&out) {
  if (!mesh)
    return invalid("mesh is null");
  if (numAxes < 0 || (numAxes > 0 && !axes))
    return invalid("invalid axis list");
  std::vector<unsigned> key;
  std::vector<bool> seen(mesh->shape.getRank(), false);
  for (int32_t i = 0; i < numAxes; ++i) {
    if (axes[i] < 0 || (unsigned)axes[i] >= mesh->shape.getRank())
      return invalid("mesh axis " + std::to_string(axes[i]) +
                     " does not exist (mesh rank " +
                     std::to_string(mesh->shape.getRank()) + ")");
    if (seen[axes[i]])
      return invalid("mesh axis " + std::to_string(axes[i]) +
                     " is listed twice");
    seen[axes[i]] = true;
    key.push_back(axes[i]);
  }
  auto it = mesh->groups.find(key);
  if (it == mesh->groups.end()) {
    std::unique_ptr<Group> group;
    if (cleave_status_t s = mesh->groupsPrepared
                                ? reorderGroup(mesh, key, group)
                                : splitWorld(mesh, key, group))
      return s;
    it = mesh->groups.emplace(key, std::move(group)).first;
  }
  out = it->second.get();
  return nullptr;
}

int64_t product(const int64_t *shape, int32_t begin, int32_t end);

cleave_status_t checkTensor(cleave_dtype_t dtype, const int64_t *shape,
                            int32_t rank, const void *in, const void *out) {
  if (dtypeSize(dtype) == 0)
    return invalid("unknown dtype " + std::to_string((int)dtype));
  if (rank < 0 || (rank > 0 && !shape))
    return invalid("invalid shape");
  for (int32_t i = 0; i < rank; ++i)
    if (shape[i] < 0)
      return invalid("negative dimension in shape");
  // A tensor without elements may have no buffer (a zero-byte allocation).
  if ((!in || !out) && product(shape, 0, rank) != 0)
    return invalid("null buffer");
  return nullptr;
}

int64_t product(const int64_t *shape, int32_t begin, int32_t end) {
  int64_t n = 1;
  for (int32_t i = begin; i < end; ++i)
    n *= shape[i];
  return n;
}

/// Copies chunk `j` (of size `chunk` along a middle dimension of extent
/// `mid`) of a [outer][mid][inner-bytes] array to/from a packed
/// [outer][chunk][inner] array, with the backend's copy (device memory for
/// device backends).
cleave_status_t copyChunk(Backend &backend, const char *src, char *dst,
                          int64_t outer, int64_t mid, int64_t chunk, int64_t j,
                          int64_t inner, bool pack) {
  size_t width = chunk * inner, stridedPitch = mid * inner;
  if (pack)
    return backend.copy2D(dst, width, src + j * chunk * inner, stridedPitch,
                          width, outer);
  return backend.copy2D(dst + j * chunk * inner, stridedPitch, src, width,
                        width, outer);
}

/// Scratch memory of the backend, released on every path.
class Scratch {
public:
  Scratch(Backend &backend, size_t bytes)
      : backend(backend), memory(static_cast<char *>(backend.allocate(bytes))) {
  }
  ~Scratch() {
    if (memory)
      backend.release(memory);
  }
  char *data() const { return memory; }
  explicit operator bool() const { return memory != nullptr; }

private:
  Backend &backend;
  char *memory;
};

cleave_status_t outOfMemory(size_t bytes) {
  return makeStatus(CLEAVE_BACKEND_ERROR,
                    "cannot allocate " + std::to_string(bytes) +
                        " bytes of scratch memory for a collective");
}

} // namespace

cleave_status_t cleave::runtime::agreeOnMesh(cleave_mesh_t *mesh, bool ok,
                                             bool &all) {
  all = ok;
  if (mesh->shape.getNumDevices() <= 1)
    return nullptr;
  std::vector<int32_t> axes(mesh->shape.getRank());
  for (size_t a = 0; a < axes.size(); ++a)
    axes[a] = int32_t(a);
  ActivityScope activity("agreement that every rank's call was accepted",
                         axes.data(), int32_t(axes.size()),
                         /*counted=*/false);
  return mesh->runtime->backend->agree(ok, all);
}

extern "C" {

cleave_status_code_t cleave_status_code(cleave_status_t status) {
  return status ? status->code : CLEAVE_OK;
}

const char *cleave_status_message(cleave_status_t status) {
  return status ? status->message.c_str() : "ok";
}

void cleave_status_free(cleave_status_t status) { delete status; }

cleave_status_t cleave_runtime_create(const char *backend, int *argc,
                                      char ***argv,
                                      cleave_runtime_t **out_runtime) {
  if (!out_runtime)
    return invalid("out_runtime is null");
  *out_runtime = nullptr;
  auto runtime = std::make_unique<cleave_runtime>();
  if (cleave_status_t s = createBackend(backend ? backend : "mpi", argc, argv,
                                        runtime->backend))
    return s;
  *out_runtime = runtime.release();
  return nullptr;
}

void cleave_runtime_release(cleave_runtime_t *runtime) {
  if (!runtime)
    return;
  runtime->released = true;
  if (runtime->meshes == 0)
    delete runtime;
}

int64_t cleave_runtime_rank(const cleave_runtime_t *runtime) {
  return runtime ? runtime->backend->rank() : -1;
}

int64_t cleave_runtime_size(const cleave_runtime_t *runtime) {
  return runtime ? runtime->backend->size() : -1;
}

void cleave_runtime_abort(cleave_runtime_t *runtime, const char *message) {
  cleave_last_words(runtime->backend->rank(), message ? message : "aborted");
  runtime->backend->abort(message ? message : "aborted");
}

cleave_status_t cleave_mesh_create(cleave_runtime_t *runtime, int32_t rank,
                                   const int64_t *shape,
                                   cleave_mesh_t **out_mesh) {
  if (!runtime || !out_mesh || rank <= 0 || !shape)
    return invalid("cleave_mesh_create needs a runtime, a positive rank, a "
                   "shape and out_mesh");
  std::vector<std::string> names;
  for (int32_t i = 0; i < rank; ++i)
    names.push_back("a" + std::to_string(i));
  cleave::MeshShape meshShape(names, std::vector<int64_t>(shape, shape + rank));
  std::string error = meshShape.validate();
  if (!error.empty())
    return invalid(error);
  if (meshShape.getNumDevices() != runtime->backend->size())
    return invalid("the mesh has " + std::to_string(meshShape.getNumDevices()) +
                   " devices but the job has " +
                   std::to_string(runtime->backend->size()) +
                   " ranks; launch one rank per device");
  *out_mesh = new cleave_mesh{runtime, meshShape, runtime->backend->rank(), {}};
  ++runtime->meshes;
  return nullptr;
}

void cleave_mesh_release(cleave_mesh_t *mesh) {
  if (!mesh)
    return;
  // Nobody is left to be told of a failure: the run's result stands.
  cleave_status_free(cleave_mesh_flush(mesh));
  cleave_runtime *runtime = mesh->runtime;
  delete mesh;
  if (--runtime->meshes == 0 && runtime->released)
    delete runtime;
}

cleave_status_t cleave_mesh_prepare_groups(cleave_mesh_t *mesh) {
  if (!mesh)
    return invalid("mesh is null");
  if (mesh->groupsPrepared)
    return nullptr;
  unsigned rank = mesh->shape.getRank();
  // One split per subset: 2^rank groups.
  if (rank > 8)
    return invalid("cannot prepare the groups of a mesh of " +
                   std::to_string(rank) + " axes (at most 8)");
  std::vector<int32_t> all(rank);
  for (unsigned a = 0; a < rank; ++a)
    all[a] = int32_t(a);
  ActivityScope activity("group creation", all.data(), int32_t(rank),
                         /*counted=*/false);
  // Every rank walks the subsets in the same order (the empty one too), so
  // the splits, collective over all ranks, pair up.
  for (uint32_t subset = 0; subset < (uint32_t(1) << rank); ++subset) {
    std::vector<unsigned> key;
    for (unsigned a = 0; a < rank; ++a)
      if (subset & (uint32_t(1) << a))
        key.push_back(a);
    if (mesh->groups.count(key))
      continue; // made alike on every rank while they ran the same code
    std::unique_ptr<Group> group;
    if (cleave_status_t s = splitWorld(mesh, key, group))
      return s;
    mesh->groups.emplace(key, std::move(group));
  }
  mesh->groupsPrepared = true;
  return nullptr;
}

cleave_status_t cleave_mesh_flush(cleave_mesh_t *mesh) {
  if (!mesh)
    return invalid("mesh is null");
  cleave_status_t first = nullptr;
  for (auto &[key, group] : mesh->groups) {
    std::vector<int32_t> axes(key.begin(), key.end());
    // A send whose peer never receives is reported as a wait in a send.
    ActivityScope activity("send", axes.data(), int32_t(axes.size()),
                           /*counted=*/false);
    cleave_status_t s = group->flush();
    if (!first)
      first = s;
    else
      cleave_status_free(s);
  }
  return first;
}

// An embedder's query with no mesh or an axis it does not have: -1, not
// a read outside the shape (sweep 26: a segfault, or a coordinate of
// 386959538766075610).
static bool hasAxis(const cleave_mesh_t *mesh, int32_t axis) {
  return mesh && axis >= 0 && axis < int32_t(mesh->shape.getRank());
}

int64_t cleave_mesh_coordinate(const cleave_mesh_t *mesh, int32_t axis) {
  return hasAxis(mesh, axis) ? mesh->shape.getCoordinates(mesh->device)[axis]
                             : -1;
}

int64_t cleave_mesh_axis_size(const cleave_mesh_t *mesh, int32_t axis) {
  return hasAxis(mesh, axis) ? mesh->shape.getAxisSize(axis) : -1;
}

int32_t cleave_mesh_rank(const cleave_mesh_t *mesh) {
  return mesh ? int32_t(mesh->shape.getRank()) : -1;
}

int64_t cleave_mesh_device(const cleave_mesh_t *mesh) {
  return mesh ? mesh->device : -1;
}

void cleave_mesh_abort(cleave_mesh_t *mesh, const char *message) {
  cleave_last_words(mesh->runtime->backend->rank(),
                    message ? message : "aborted");
  mesh->runtime->backend->abort(message ? message : "aborted");
}

cleave_status_t cleave_mesh_poll(cleave_mesh_t *mesh) {
  if (!mesh)
    return invalid("mesh is null");
  return mesh->runtime->backend->poll();
}

cleave_status_t cleave_mesh_join(cleave_mesh_t *mesh, int64_t ticket) {
  // Host backends wait here for the all-reduces they started nonblocking:
  // time in the program's collectives, though not a collective of its own,
  // shown (on a timeout) as the collective it waits for.
  std::vector<int32_t> axes;
  auto announced = announcedAxes.find(ticket);
  if (announced != announcedAxes.end()) {
    axes = std::move(announced->second);
    announcedAxes.erase(announced);
  } else if (ticket < 0) {
    announcedAxes.clear();
  }
  ActivityScope activity("all_reduce", axes.data(), int32_t(axes.size()),
                         /*counted=*/false);
  auto start = std::chrono::steady_clock::now();
  cleave_status_t status = mesh->runtime->backend->join(ticket);
  collectiveNanos.fetch_add(
      std::chrono::duration_cast<std::chrono::nanoseconds>(
          std::chrono::steady_clock::now() - start)
          .count());
  return status;
}

cleave_status_t cleave_all_reduce(cleave_mesh_t *mesh, const int32_t *axes,
                                  int32_t num_axes, cleave_dtype_t dtype,
                                  cleave_reduction_t reduction,
                                  const void *input, void *output,
                                  int64_t count) {
  ActivityScope activity("all_reduce", axes, num_axes);
  if (cleave_status_t s = checkTensor(dtype, &count, 1, input, output))
    return s;
  if (reduction < CLEAVE_SUM || reduction > CLEAVE_MIN)
    return invalid("unknown reduction");
  Group *group;
  if (cleave_status_t s = getGroup(mesh, axes, num_axes, group))
    return s;
  if (int64_t ticket = cleave_codegen_deferred_ticket(); ticket >= 0)
    announcedAxes[ticket].assign(axes, axes + num_axes);
  return group->allReduce(input, output, count, dtype, reduction);
}

cleave_status_t cleave_all_gather(cleave_mesh_t *mesh, const int32_t *axes,
                                  int32_t num_axes, cleave_dtype_t dtype,
                                  const int64_t *shape, int32_t rank,
                                  int32_t dim, const void *input,
                                  void *output) {
  ActivityScope activity("all_gather", axes, num_axes);
  if (cleave_status_t s = checkTensor(dtype, shape, rank, input, output))
    return s;
  if (dim < 0 || dim >= rank)
    return invalid("gather dimension out of range");
  Group *group;
  if (cleave_status_t s = getGroup(mesh, axes, num_axes, group))
    return s;
  int64_t n = group->size();
  int64_t outer = product(shape, 0, dim);
  int64_t slab = product(shape, dim, rank) * dtypeSize(dtype);
  if (outer == 1)
    return group->allGather(input, output, slab);
  Backend &backend = *mesh->runtime->backend;
  Scratch gathered(backend, n * outer * slab);
  if (!gathered)
    return outOfMemory(n * outer * slab);
  if (cleave_status_t s =
          group->allGather(input, gathered.data(), outer * slab))
    return s;
  // gathered is [n][outer][slab]; output is [outer][n][slab].
  for (int64_t j = 0; j < n; ++j)
    if (cleave_status_t s = copyChunk(
            backend, gathered.data() + j * outer * slab,
            static_cast<char *>(output), outer, n, 1, j, slab, /*pack=*/false))
      return s;
  return nullptr;
}

cleave_status_t cleave_reduce_scatter(cleave_mesh_t *mesh, const int32_t *axes,
                                      int32_t num_axes, cleave_dtype_t dtype,
                                      cleave_reduction_t reduction,
                                      const int64_t *shape, int32_t rank,
                                      int32_t dim, const void *input,
                                      void *output) {
  ActivityScope activity("reduce_scatter", axes, num_axes);
  if (cleave_status_t s = checkTensor(dtype, shape, rank, input, output))
    return s;
  if (dim < 0 || dim >= rank)
    return invalid("scatter dimension out of range");
  if (reduction < CLEAVE_SUM || reduction > CLEAVE_MIN)
    return invalid("unknown reduction");
  Group *group;
  if (cleave_status_t s = getGroup(mesh, axes, num_axes, group))
    return s;
  int64_t n = group->size();
  if (shape[dim] % n != 0)
    return invalid("dimension " + std::to_string(dim) + " of size " +
                   std::to_string(shape[dim]) +
                   " is not divisible by the group size " + std::to_string(n));
  size_t esize = dtypeSize(dtype);
  int64_t outer = product(shape, 0, dim);
  int64_t blockElems = shape[dim] / n * product(shape, dim + 1, rank);
  if (outer == 1)
    return group->reduceScatter(input, output, blockElems, dtype, reduction);
  // input is [outer][n][block]; the backend wants [n][outer][block].
  Backend &backend = *mesh->runtime->backend;
  Scratch packed(backend, n * outer * blockElems * esize);
  if (!packed)
    return outOfMemory(n * outer * blockElems * esize);
  for (int64_t j = 0; j < n; ++j)
    if (cleave_status_t s =
            copyChunk(backend, static_cast<const char *>(input),
                      packed.data() + j * outer * blockElems * esize, outer, n,
                      1, j, blockElems * esize, /*pack=*/true))
      return s;
  return group->reduceScatter(packed.data(), output, outer * blockElems, dtype,
                              reduction);
}

cleave_status_t cleave_all_to_all(cleave_mesh_t *mesh, const int32_t *axes,
                                  int32_t num_axes, cleave_dtype_t dtype,
                                  const int64_t *shape, int32_t rank,
                                  int32_t split_dim, int32_t concat_dim,
                                  const void *input, void *output) {
  ActivityScope activity("all_to_all", axes, num_axes);
  if (cleave_status_t s = checkTensor(dtype, shape, rank, input, output))
    return s;
  if (split_dim < 0 || split_dim >= rank || concat_dim < 0 ||
      concat_dim >= rank)
    return invalid("split or concat dimension out of range");
  Group *group;
  if (cleave_status_t s = getGroup(mesh, axes, num_axes, group))
    return s;
  int64_t n = group->size();
  if (shape[split_dim] % n != 0)
    return invalid("split dimension " + std::to_string(split_dim) +
                   " of size " + std::to_string(shape[split_dim]) +
                   " is not divisible by the group size " + std::to_string(n));
  size_t esize = dtypeSize(dtype);
  std::vector<int64_t> block(shape, shape + rank);
  block[split_dim] /= n;
  int64_t blockBytes = product(block.data(), 0, rank) * esize;
  // Pack: block j = chunk j of the split dimension.
  Backend &backend = *mesh->runtime->backend;
  Scratch sendBuffer(backend, n * blockBytes),
      recvBuffer(backend, n * blockBytes);
  if (!sendBuffer || !recvBuffer)
    return outOfMemory(2 * n * blockBytes);
  int64_t sOuter = product(shape, 0, split_dim);
  int64_t sInner = product(shape, split_dim + 1, rank) * esize;
  for (int64_t j = 0; j < n; ++j)
    if (cleave_status_t s = copyChunk(
            backend, static_cast<const char *>(input),
            sendBuffer.data() + j * blockBytes, sOuter, shape[split_dim],
            block[split_dim], j, sInner, /*pack=*/true))
      return s;
  if (cleave_status_t s =
          group->allToAll(sendBuffer.data(), recvBuffer.data(), blockBytes))
    return s;
  // Unpack: the block from member j is chunk j of the concat dimension.
  int64_t cOuter = product(block.data(), 0, concat_dim);
  int64_t cInner = product(block.data(), concat_dim + 1, rank) * esize;
  for (int64_t j = 0; j < n; ++j)
    if (cleave_status_t s = copyChunk(
            backend, recvBuffer.data() + j * blockBytes,
            static_cast<char *>(output), cOuter, n * block[concat_dim],
            block[concat_dim], j, cInner, /*pack=*/false))
      return s;
  return nullptr;
}

cleave_status_t cleave_collective_permute(cleave_mesh_t *mesh,
                                          const int32_t *axes, int32_t num_axes,
                                          cleave_dtype_t dtype,
                                          const int64_t *pairs,
                                          int32_t num_pairs, const void *input,
                                          void *output, int64_t count) {
  ActivityScope activity("collective_permute", axes, num_axes);
  if (cleave_status_t s = checkTensor(dtype, &count, 1, input, output))
    return s;
  if (input == output)
    return invalid("collective_permute cannot run in place");
  if (num_pairs < 0 || (num_pairs > 0 && !pairs))
    return invalid("invalid pair list");
  Group *group;
  if (cleave_status_t s = getGroup(mesh, axes, num_axes, group))
    return s;
  int64_t me = group->index(), target = -1, source = -1;
  std::vector<bool> sends(group->size()), receives(group->size());
  for (int32_t i = 0; i < num_pairs; ++i) {
    int64_t from = pairs[2 * i], to = pairs[2 * i + 1];
    if (from < 0 || from >= group->size() || to < 0 || to >= group->size())
      return invalid("pair " + std::to_string(from) + " -> " +
                     std::to_string(to) + " is outside the group of " +
                     std::to_string(group->size()));
    if (sends[from] || receives[to])
      return invalid("a device sends or receives twice in the pair list");
    sends[from] = receives[to] = true;
    if (from == me)
      target = to;
    if (to == me)
      source = from;
  }
  int64_t bytes = count * dtypeSize(dtype);
  if (source < 0)
    std::memset(output, 0, bytes);
  return group->sendRecv(input, target, output, source, bytes);
}

static cleave_status_t groupIndexOf(cleave_mesh_t *mesh, const int32_t *axes,
                                    int32_t num_axes, const int64_t *coords,
                                    int64_t &index) {
  if (num_axes > 0 && !coords)
    return invalid("null coordinates");
  index = 0;
  for (int32_t i = 0; i < num_axes; ++i) {
    int64_t size = mesh->shape.getAxisSize(axes[i]);
    if (coords[i] < 0 || coords[i] >= size)
      return invalid("coordinate " + std::to_string(coords[i]) +
                     " is outside mesh axis " + std::to_string(axes[i]) +
                     " of size " + std::to_string(size));
    index = index * size + coords[i];
  }
  return nullptr;
}

/// The checks point-to-point and rooted collectives share: a dense buffer,
/// the device's group over `axes`, and the group index of the device at
/// `coords` (root or peer).
static cleave_status_t resolveMember(cleave_mesh_t *mesh, const int32_t *axes,
                                     int32_t num_axes, const int64_t *coords,
                                     cleave_dtype_t dtype, const void *buffer,
                                     int64_t count, Group *&group,
                                     int64_t &index, int64_t &bytes) {
  if (cleave_status_t s = checkTensor(dtype, &count, 1, buffer, buffer))
    return s;
  if (cleave_status_t s = getGroup(mesh, axes, num_axes, group))
    return s;
  bytes = count * dtypeSize(dtype);
  return groupIndexOf(mesh, axes, num_axes, coords, index);
}

cleave_status_t cleave_broadcast(cleave_mesh_t *mesh, const int32_t *axes,
                                 int32_t num_axes, cleave_dtype_t dtype,
                                 const int64_t *root, void *buffer,
                                 int64_t count) {
  ActivityScope activity("broadcast", axes, num_axes);
  Group *group;
  int64_t rootIndex, bytes;
  if (cleave_status_t s = resolveMember(mesh, axes, num_axes, root, dtype,
                                        buffer, count, group, rootIndex, bytes))
    return s;
  return group->broadcast(buffer, bytes, rootIndex);
}

cleave_status_t cleave_send(cleave_mesh_t *mesh, const int32_t *axes,
                            int32_t num_axes, const int64_t *peer, int64_t tag,
                            cleave_dtype_t dtype, const void *buffer,
                            int64_t count) {
  ActivityScope activity("send", axes, num_axes);
  Group *group;
  int64_t peerIndex, bytes;
  if (cleave_status_t s = resolveMember(mesh, axes, num_axes, peer, dtype,
                                        buffer, count, group, peerIndex, bytes))
    return s;
  return group->send(buffer, bytes, peerIndex, tag);
}

cleave_status_t cleave_recv(cleave_mesh_t *mesh, const int32_t *axes,
                            int32_t num_axes, const int64_t *peer, int64_t tag,
                            cleave_dtype_t dtype, void *buffer, int64_t count) {
  ActivityScope activity("recv", axes, num_axes);
  Group *group;
  int64_t peerIndex, bytes;
  if (cleave_status_t s = resolveMember(mesh, axes, num_axes, peer, dtype,
                                        buffer, count, group, peerIndex, bytes))
    return s;
  return group->recv(buffer, bytes, peerIndex, tag);
}

void cleave_runtime_wait_seconds(double *collectives, double *receives) {
  if (collectives)
    *collectives = double(collectiveNanos.load()) * 1e-9;
  if (receives)
    *receives = double(receiveNanos.load()) * 1e-9;
}

void cleave_runtime_activity(char *out, int64_t size) {
  if (!out || size <= 0)
    return;
  const char *kind = activityKind.load();
  uint64_t mask = activityAxes.load();
  int64_t count = collectivesStarted.load();
  std::string text;
  if (kind) {
    text = std::string(kind) + " over mesh axes ";
    bool first = true;
    for (unsigned a = 0; a < 64; ++a)
      if (mask & (uint64_t(1) << a)) {
        text += (first ? "" : ",") + std::to_string(a);
        first = false;
      }
    if (first)
      text += "(none)";
    text += " (collective #" + std::to_string(count) + ")";
  } else {
    text = "computing (after " + std::to_string(count) + " collectives)";
  }
  std::snprintf(out, size_t(size), "%s", text.c_str());
}

} // extern "C"
