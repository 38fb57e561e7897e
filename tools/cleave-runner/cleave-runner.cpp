//===- cleave-runner.cpp - Run a Cleave artifact on every rank ------------===//
//
//   mpirun -np N cleave-runner ART.so [--input NAME=FILE.npy]... [--seed S]
//                                     [--output DIR] [--repeat K]
//                                     [--save-inputs DIR]
//
// Each rank loads the artifact, reads its manifest, takes its shard of every
// global input (from .npy, or deterministic random data that every rank
// generates identically), calls the entry, and rank 0 assembles the global
// outputs (summing partial values) into DIR/<name>.npy. `cleave run` launches
// it; users rarely call it directly.
//
//===----------------------------------------------------------------------===//

#include "cleave/Sharding/TensorSharding.h"
#include "cleave/Support/Npy.h"
#include "cleave/Support/SharedObject.h"
#include "cleave/Target/Manifest.h"
#include "cleave/runtime.h"
#include "cleave/runtime_codegen.h"

#include <dlfcn.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <map>
#include <thread>
#include <utility>

using namespace cleave;

namespace {

cleave_runtime_t *runtime = nullptr;

/// This process's rank, known before the runtime starts (from the launcher's
/// environment) so that early failures can be reported once.
int64_t launcherRank() {
  for (const char *name : {"OMPI_COMM_WORLD_RANK", "PMI_RANK", "PMIX_RANK"})
    if (const char *value = std::getenv(name))
      return std::atoll(value);
  return 0;
}

/// Failures every rank meets alike (arguments, the artifact, the manifest,
/// inputs): rank 0 says it once and every rank exits, so the user reads one
/// message instead of one per rank between launcher banners.
[[noreturn]] void fail(const std::string &message) {
  int64_t rank = runtime ? cleave_runtime_rank(runtime) : launcherRank();
  if (rank != 0) {
    // Let rank 0 say it: exiting first would have mpirun end rank 0 before
    // it prints. mpirun ends this rank once rank 0 has failed; if rank 0
    // did not fail alike, say it here after all.
    std::this_thread::sleep_for(std::chrono::seconds(10));
    std::fprintf(stderr, "cleave-runner: error: rank %lld: %s\n",
                 (long long)rank, message.c_str());
  } else {
    std::fprintf(stderr, "cleave-runner: error: %s\n", message.c_str());
  }
  std::fflush(stderr);
  std::_Exit(1);
}

/// A failure of this rank alone (a collective, a device): every rank that
/// meets it says so, with its rank.
[[noreturn]] void failOnThisRank(const std::string &message) {
  int64_t rank = runtime ? cleave_runtime_rank(runtime) : launcherRank();
  std::fprintf(stderr, "cleave-runner: error: rank %lld: %s\n", (long long)rank,
               message.c_str());
  std::fflush(stderr);
  std::_Exit(1);
}

/// Ends this rank after `seconds`, saying where it was: in which collective
/// (a peer never joined it) or computing. Every rank has its own, so the
/// messages show which rank hung where.
void startWatchdog(double seconds) {
  if (seconds <= 0)
    return;
  std::thread([seconds] {
    std::this_thread::sleep_for(std::chrono::duration<double>(seconds));
    char activity[256];
    cleave_runtime_activity(activity, sizeof(activity));
    std::fprintf(stderr,
                 "cleave-runner: error: rank %lld timed out after %g s, "
                 "waiting in %s\n",
                 (long long)launcherRank(), seconds, activity);
    std::fflush(stderr);
    std::_Exit(124);
  }).detach();
}

/// --timeout S from the command line, read before the runtime starts
/// (whose start-up can itself hang).
double findTimeout(int argc, char **argv) {
  for (int i = 1; i + 1 < argc; ++i)
    if (std::string(argv[i]) == "--timeout")
      return std::atof(argv[i + 1]);
  return 0;
}

std::string shapeString(const std::vector<int64_t> &shape) {
  std::string s = "[";
  for (size_t i = 0; i < shape.size(); ++i)
    s += (i ? "x" : "") + std::to_string(shape[i]);
  return s + "]";
}

cleave_dtype_t runtimeDtype(const std::string &dtype) {
  if (dtype == "f32")
    return CLEAVE_F32;
  if (dtype == "f64")
    return CLEAVE_F64;
  if (dtype == "f16")
    return CLEAVE_F16;
  if (dtype == "bf16")
    return CLEAVE_BF16;
  if (dtype == "i32")
    return CLEAVE_I32;
  return CLEAVE_I64;
}

int64_t numElements(const std::vector<int64_t> &shape) {
  int64_t n = 1;
  for (int64_t s : shape)
    n *= s;
  return n;
}

/// Deterministic data: the same on every rank for the same seed.
uint64_t splitmix(uint64_t x) {
  x += 0x9e3779b97f4a7c15ull;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
  return x ^ (x >> 31);
}

NpyArray randomTensor(const TensorSpec &spec, uint64_t seed, unsigned index) {
  NpyArray a;
  a.dtype = spec.dtype;
  a.shape = spec.globalShape;
  int64_t n = numElements(a.shape);
  size_t esize = dtypeBytes(spec.dtype);
  a.data.resize(n * esize);
  for (int64_t i = 0; i < n; ++i) {
    uint64_t r = splitmix(seed * 1000003ull + index * 7919ull + i);
    double u = double(r >> 11) / double(1ull << 53) * 2.0 - 1.0; // [-1, 1)
    char *p = a.data.data() + i * esize;
    if (spec.dtype == "f32") {
      float v = float(u);
      std::memcpy(p, &v, 4);
    } else if (spec.dtype == "f64") {
      std::memcpy(p, &u, 8);
    } else if (spec.dtype == "f16") {
      _Float16 v = _Float16(u);
      std::memcpy(p, &v, 2);
    } else if (spec.dtype == "bf16") {
      float v = float(u);
      uint32_t bits;
      std::memcpy(&bits, &v, 4);
      uint16_t h = uint16_t(bits >> 16);
      std::memcpy(p, &h, 2);
    } else {
      // Indices in range of what they index; other integers small, signed.
      int64_t v = spec.indexBound ? int64_t(r % uint64_t(spec.indexBound))
                                  : int64_t(r % 17) - 8;
      if (spec.dtype == "i32") {
        int32_t narrow = int32_t(v);
        std::memcpy(p, &narrow, 4);
      } else {
        std::memcpy(p, &v, 8);
      }
    }
  }
  return a;
}

/// Copies the region `slice` between a global row-major array and a local
/// one (local index = global index - offset). `toLocal` picks the direction.
void copyRegion(char *global, const std::vector<int64_t> &globalShape,
                char *local, const std::vector<int64_t> &localShape,
                const std::vector<DimSlice> &slice, size_t esize,
                bool toLocal) {
  size_t rank = globalShape.size();
  for (const DimSlice &s : slice)
    if (s.size == 0)
      return;
  if (rank == 0) {
    toLocal ? std::memcpy(local, global, esize)
            : std::memcpy(global, local, esize);
    return;
  }
  std::vector<int64_t> index(rank - 1, 0);
  size_t rowBytes = slice[rank - 1].size * esize;
  while (true) {
    int64_t g = 0, l = 0;
    for (size_t d = 0; d + 1 < rank; ++d) {
      g = g * globalShape[d] + slice[d].offset + index[d];
      l = l * localShape[d] + index[d];
    }
    g = g * globalShape[rank - 1] + slice[rank - 1].offset;
    l = l * localShape[rank - 1];
    if (toLocal)
      std::memcpy(local + l * esize, global + g * esize, rowBytes);
    else
      std::memcpy(global + g * esize, local + l * esize, rowBytes);
    int d = int(rank) - 2;
    for (; d >= 0; --d) {
      if (++index[d] < slice[d].size)
        break;
      index[d] = 0;
    }
    if (d < 0)
      return;
  }
}

/// Combines `local` into `global` elementwise over `slice` (partial values).
template <typename T>
void combineRegion(T *global, const std::vector<int64_t> &globalShape,
                   const T *local, const std::vector<int64_t> &localShape,
                   const std::vector<DimSlice> &slice, Reduction kind) {
  size_t rank = globalShape.size();
  int64_t count = 1;
  for (const DimSlice &s : slice)
    count *= s.size;
  for (int64_t linear = 0; linear < count; ++linear) {
    int64_t rest = linear, g = 0, l = 0, gStride = 1, lStride = 1;
    for (int d = int(rank) - 1; d >= 0; --d) {
      int64_t i = rest % slice[d].size;
      rest /= slice[d].size;
      g += (slice[d].offset + i) * gStride;
      l += i * lStride;
      gStride *= globalShape[d];
      lStride *= localShape[d];
    }
    T v = local[l];
    T &out = global[g];
    out = kind == Reduction::Sum   ? T(out + v)
          : kind == Reduction::Max ? std::max(out, v)
                                   : std::min(out, v);
  }
}

/// f16 or bf16 values widened to f32, exactly.
std::vector<char> halfToF32(const std::vector<char> &half,
                            const std::string &dtype) {
  std::vector<char> wide(half.size() * 2);
  for (size_t i = 0; i < half.size() / 2; ++i) {
    uint16_t bits;
    std::memcpy(&bits, half.data() + 2 * i, 2);
    float v;
    if (dtype == "f16") {
      _Float16 h;
      std::memcpy(&h, &bits, 2);
      v = float(h);
    } else {
      uint32_t w = uint32_t(bits) << 16;
      std::memcpy(&v, &w, 4);
    }
    std::memcpy(wide.data() + 4 * i, &v, 4);
  }
  return wide;
}

/// f32 values rounded to f16 or bf16 (to nearest even).
std::vector<char> f32ToHalf(const std::vector<char> &wide,
                            const std::string &dtype) {
  if (dtype == "bf16") {
    NpyArray a;
    a.dtype = "f32";
    a.data = wide;
    toBf16(a);
    return a.data;
  }
  std::vector<char> half(wide.size() / 2);
  for (size_t i = 0; i < half.size() / 2; ++i) {
    float v;
    std::memcpy(&v, wide.data() + 4 * i, 4);
    _Float16 h = _Float16(v);
    std::memcpy(half.data() + 2 * i, &h, 2);
  }
  return half;
}

template <typename T> void fillIdentity(std::vector<char> &data, Reduction k) {
  T init = k == Reduction::Sum   ? T(0)
           : k == Reduction::Max ? std::numeric_limits<T>::lowest()
                                 : std::numeric_limits<T>::max();
  T *p = reinterpret_cast<T *>(data.data());
  std::fill(p, p + data.size() / sizeof(T), init);
}

/// Memref descriptor of a contiguous row-major buffer, as MLIR's C interface
/// expects: allocated, aligned, offset, sizes[rank], strides[rank].
std::vector<int64_t> descriptor(void *data, const std::vector<int64_t> &shape) {
  std::vector<int64_t> d(3 + 2 * shape.size());
  d[0] = reinterpret_cast<int64_t>(data);
  d[1] = reinterpret_cast<int64_t>(data);
  d[2] = 0;
  int64_t stride = 1;
  for (int i = int(shape.size()) - 1; i >= 0; --i) {
    d[3 + i] = shape[i];
    d[3 + shape.size() + i] = stride;
    stride *= shape[i];
  }
  return d;
}

} // namespace

int main(int argc, char **argv) {
  startWatchdog(findTimeout(argc, argv));
  if (cleave_status_t s =
          cleave_runtime_create("mpi", &argc, &argv, &runtime)) {
    std::fprintf(stderr, "cleave-runner: error: %s\n",
                 cleave_status_message(s));
    return 1;
  }
  int64_t device = cleave_runtime_rank(runtime);
  std::string artifact, outputDir, saveInputsDir;
  std::map<std::string, std::string> inputFiles;
  uint64_t seed = 0;
  int repeat = 1;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc)
        fail(arg + " needs a value");
      return argv[++i];
    };
    if (arg == "--input") {
      std::string spec = value();
      size_t eq = spec.find('=');
      if (eq == std::string::npos)
        fail("--input expects NAME=FILE.npy, got '" + spec + "'");
      if (!inputFiles.emplace(spec.substr(0, eq), spec.substr(eq + 1)).second)
        fail("--input " + spec.substr(0, eq) + " is given twice");
    } else if (arg == "--seed") {
      seed = std::stoull(value());
    } else if (arg == "--save-inputs") {
      saveInputsDir = value();
    } else if (arg == "--output") {
      outputDir = value();
    } else if (arg == "--repeat") {
      repeat = std::max(1, std::stoi(value()));
    } else if (arg == "--timeout") {
      value(); // the watchdog started with it
    } else if (artifact.empty() && arg[0] != '-') {
      artifact = arg;
    } else {
      fail("unknown argument '" + arg + "'");
    }
  }
  if (artifact.empty())
    fail("usage: cleave-runner ART.so [--input NAME=FILE.npy]... [--seed S] "
         "[--output DIR] [--repeat K] [--timeout S]");

  if (artifact.find('/') == std::string::npos)
    artifact = "./" + artifact; // dlopen would search library paths
  std::string damaged = checkSharedObject(artifact);
  if (!damaged.empty())
    fail("cannot load '" + artifact + "': " + damaged);
  void *library = dlopen(artifact.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!library)
    fail("cannot load '" + artifact + "': " + dlerror());
  auto *manifestText =
      static_cast<const char *>(dlsym(library, "__cleave_manifest"));
  if (!manifestText)
    fail("'" + artifact + "' has no __cleave_manifest: not a Cleave artifact");
  llvm::Expected<Manifest> parsed = Manifest::fromJSON(manifestText);
  if (!parsed)
    fail("invalid manifest in '" + artifact +
         "': " + llvm::toString(parsed.takeError()));
  Manifest manifest = std::move(*parsed);
  // One signature for any number of tensors: void(void **descriptors).
  using PackedEntry = void (*)(void **);
  auto entry = reinterpret_cast<PackedEntry>(
      dlsym(library, ("__cleave_packed_" + manifest.entry).c_str()));
  if (!entry)
    fail("'" + artifact + "' does not export __cleave_packed_" +
         manifest.entry + " (built by an older Cleave? compile it again)");
  size_t numArgs = manifest.inputs.size() + manifest.outputs.size();

  const MeshShape &mesh = manifest.mesh;
  cleave_mesh_t *meshHandle = nullptr;
  if (cleave_status_t s = cleave_mesh_create(
          runtime, mesh.getRank(), mesh.getSizes().data(), &meshHandle))
    fail(std::string("mesh @") + manifest.meshName + ": " +
         cleave_status_message(s));
  cleave_codegen_set_mesh(meshHandle);

  // CUDA artifacts: generated code's collectives run on NCCL over device
  // buffers; the entry's buffers are device memory, filled from and read
  // back to the host's around the runs; the runner's own gathers stay on MPI.
  bool cuda = manifest.target == "cuda";
  using CudaAlloc = void *(*)(int64_t);
  using CudaSync = void (*)();
  using CudaCopy = void (*)(intptr_t, intptr_t, int64_t);
  using CudaPeak = int64_t (*)();
  CudaAlloc cudaAlloc = nullptr;
  CudaSync cudaSync = nullptr;
  CudaCopy cudaCopy = nullptr;
  CudaPeak cudaPeak = nullptr;
  if (cuda) {
    cudaAlloc =
        reinterpret_cast<CudaAlloc>(dlsym(library, "__cleave_cuda_alloc"));
    cudaSync =
        reinterpret_cast<CudaSync>(dlsym(library, "__cleave_cuda_synchronize"));
    cudaCopy =
        reinterpret_cast<CudaCopy>(dlsym(library, "__cleave_cuda_memcpy"));
    cudaPeak =
        reinterpret_cast<CudaPeak>(dlsym(library, "__cleave_cuda_peak_bytes"));
    if (!cudaAlloc || !cudaSync || !cudaCopy || !cudaPeak)
      fail("'" + artifact +
           "' targets cuda but does not link "
           "libCleaveRuntimeCuda");
    cleave_runtime_t *gpuRuntime = nullptr;
    if (cleave_status_t s =
            cleave_runtime_create("nccl", &argc, &argv, &gpuRuntime))
      failOnThisRank(std::string("cuda artifact: ") + cleave_status_message(s));
    cleave_mesh_t *gpuMesh = nullptr;
    if (cleave_status_t s = cleave_mesh_create(
            gpuRuntime, mesh.getRank(), mesh.getSizes().data(), &gpuMesh))
      failOnThisRank(std::string("mesh @") + manifest.meshName +
                     " on NCCL: " + cleave_status_message(s));
    cleave_codegen_set_mesh(gpuMesh);
  }

  for (const auto &[name, file] : inputFiles)
    if (std::none_of(manifest.inputs.begin(), manifest.inputs.end(),
                     [&](const TensorSpec &t) { return t.name == name; }))
      fail("--input " + name + ": the entry has no input named '" + name + "'");

  // Scatter: every rank cuts its shard out of the global input.
  std::vector<std::vector<char>> buffers;
  for (unsigned i = 0; i < manifest.inputs.size(); ++i) {
    const TensorSpec &spec = manifest.inputs[i];
    NpyArray global;
    auto file = inputFiles.find(spec.name);
    if (file != inputFiles.end()) {
      std::string error;
      if (!readNpy(file->second, global, error))
        fail("input " + spec.name + ": " + error);
      if (spec.dtype == "bf16" && global.dtype == "f32")
        toBf16(global);
      if (global.dtype != spec.dtype || global.shape != spec.globalShape)
        fail("input " + spec.name + ": expected " + spec.dtype + " " +
             shapeString(spec.globalShape) + ", but '" + file->second +
             "' holds " + global.dtype + " " + shapeString(global.shape));
    } else {
      global = randomTensor(spec, seed, i);
    }
    std::string error;
    if (device == 0 && !saveInputsDir.empty() &&
        !writeNpy(saveInputsDir + "/" + spec.name + ".npy", global, error))
      fail("saving input " + spec.name + ": " + error);
    size_t esize = dtypeBytes(spec.dtype);
    std::vector<char> local(numElements(spec.localShape) * esize, 0);
    // A partial input is the sum (or max/min) of the devices' values: the
    // first device of each partial group holds it, the others the identity.
    bool holder = true;
    std::vector<int64_t> coords = mesh.getCoordinates(device);
    for (unsigned a : spec.sharding.getPartialAxes())
      holder &= coords[a] == 0;
    if (holder || spec.sharding.getPartialKind() != Reduction::Sum)
      copyRegion(global.data.data(), spec.globalShape, local.data(),
                 spec.localShape,
                 spec.sharding.getShardSlice(mesh, spec.globalShape, device),
                 esize, /*toLocal=*/true);
    buffers.push_back(std::move(local));
  }
  for (const TensorSpec &spec : manifest.outputs)
    buffers.emplace_back(numElements(spec.localShape) * dtypeBytes(spec.dtype));

  std::vector<std::vector<int64_t>> descriptors;
  std::vector<void *> args, deviceBuffers(numArgs, nullptr);
  for (size_t i = 0; i < numArgs; ++i) {
    const TensorSpec &spec = i < manifest.inputs.size()
                                 ? manifest.inputs[i]
                                 : manifest.outputs[i - manifest.inputs.size()];
    void *data = buffers[i].data();
    if (cuda) {
      deviceBuffers[i] = cudaAlloc(int64_t(buffers[i].size()));
      cudaCopy(intptr_t(deviceBuffers[i]), intptr_t(buffers[i].data()),
               int64_t(buffers[i].size()));
      data = deviceBuffers[i];
    }
    descriptors.push_back(descriptor(data, spec.localShape));
  }
  for (auto &d : descriptors)
    args.push_back(d.data());
  if (cuda)
    cudaSync(); // Inputs are on the device before the clock starts.

  std::vector<double> seconds;
  for (int r = 0; r < repeat; ++r) {
    auto start = std::chrono::steady_clock::now();
    entry(args.data());
    if (cuda)
      cudaSync();
    seconds.push_back(
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
            .count());
  }

  if (cuda) {
    cudaSync();
    for (unsigned o = 0; o < manifest.outputs.size(); ++o) {
      size_t i = manifest.inputs.size() + o;
      cudaCopy(intptr_t(buffers[i].data()), intptr_t(deviceBuffers[i]),
               int64_t(buffers[i].size()));
    }
    cudaSync();
  }

  // Gather: every rank gets every local output; rank 0 assembles them.
  std::vector<int32_t> allAxes(mesh.getRank());
  for (unsigned a = 0; a < mesh.getRank(); ++a)
    allAxes[a] = a;
  for (unsigned o = 0; o < manifest.outputs.size(); ++o) {
    const TensorSpec &spec = manifest.outputs[o];
    std::vector<char> &local = buffers[manifest.inputs.size() + o];
    size_t esize = dtypeBytes(spec.dtype);
    int64_t localElems = numElements(spec.localShape);
    std::vector<char> all(local.size() * mesh.getNumDevices());
    int64_t shape[1] = {localElems};
    if (cleave_status_t s = cleave_all_gather(
            meshHandle, allAxes.data(), allAxes.size(),
            runtimeDtype(spec.dtype), shape, 1, 0, local.data(), all.data()))
      failOnThisRank(std::string("gathering ") + spec.name + ": " +
                     cleave_status_message(s));
    if (device != 0 || outputDir.empty())
      continue;
    Reduction kind = spec.sharding.getPartialKind();
    bool partial = spec.sharding.isPartial();
    // Partial f16/bf16 blocks are combined in f32 and rounded once.
    std::string halfType;
    size_t blockBytes = local.size();
    if (partial && (spec.dtype == "f16" || spec.dtype == "bf16")) {
      halfType = spec.dtype;
      all = halfToF32(all, halfType);
      esize = 4;
      blockBytes = localElems * 4;
    }
    NpyArray global;
    global.dtype = halfType.empty() ? spec.dtype : "f32";
    global.shape = spec.globalShape;
    global.data.assign(numElements(spec.globalShape) * esize, 0);
    if (partial) {
      if (global.dtype == "f32")
        fillIdentity<float>(global.data, kind);
      else if (global.dtype == "f64")
        fillIdentity<double>(global.data, kind);
      else if (global.dtype == "i32")
        fillIdentity<int32_t>(global.data, kind);
      else if (global.dtype == "i64")
        fillIdentity<int64_t>(global.data, kind);
      else
        fail("output " + spec.name + ": partial " + spec.dtype +
             " outputs are not supported");
    }
    std::vector<unsigned> replicated = spec.sharding.getReplicatedAxes(mesh);
    for (int64_t d = 0; d < mesh.getNumDevices(); ++d) {
      std::vector<int64_t> coords = mesh.getCoordinates(d);
      if (std::any_of(replicated.begin(), replicated.end(),
                      [&](unsigned a) { return coords[a] != 0; }))
        continue; // a replica of a device already taken
      char *block = all.data() + d * blockBytes;
      std::vector<DimSlice> slice =
          spec.sharding.getShardSlice(mesh, spec.globalShape, d);
      if (!partial) {
        copyRegion(global.data.data(), spec.globalShape, block, spec.localShape,
                   slice, esize, /*toLocal=*/false);
      } else if (global.dtype == "f32") {
        combineRegion(reinterpret_cast<float *>(global.data.data()),
                      spec.globalShape, reinterpret_cast<float *>(block),
                      spec.localShape, slice, kind);
      } else if (global.dtype == "f64") {
        combineRegion(reinterpret_cast<double *>(global.data.data()),
                      spec.globalShape, reinterpret_cast<double *>(block),
                      spec.localShape, slice, kind);
      } else if (global.dtype == "i32") {
        combineRegion(reinterpret_cast<int32_t *>(global.data.data()),
                      spec.globalShape, reinterpret_cast<int32_t *>(block),
                      spec.localShape, slice, kind);
      } else {
        combineRegion(reinterpret_cast<int64_t *>(global.data.data()),
                      spec.globalShape, reinterpret_cast<int64_t *>(block),
                      spec.localShape, slice, kind);
      }
    }
    if (!halfType.empty())
      global.data = f32ToHalf(global.data, halfType);
    global.dtype = spec.dtype;
    std::string error;
    if (!writeNpy(outputDir + "/" + spec.name + ".npy", global, error))
      fail("output " + spec.name + ": " + error);
  }
  if (device == 0) {
    std::sort(seconds.begin(), seconds.end());
    std::printf("cleave-runner: %s on %lld ranks: %zu inputs, %zu outputs, "
                "entry time min %.6e s median %.6e s over %d runs\n",
                manifest.entry.c_str(), (long long)mesh.getNumDevices(),
                manifest.inputs.size(), manifest.outputs.size(), seconds[0],
                seconds[seconds.size() / 2], repeat);
    if (cuda)
      std::printf("cleave-runner: device peak memory %lld bytes (arguments "
                  "and the pool's high-water mark)\n",
                  (long long)cudaPeak());
  }
  cleave_codegen_set_mesh(nullptr);
  cleave_mesh_release(meshHandle);
  cleave_runtime_release(runtime);
  return 0;
}
