//===- Calibrate.cpp - Measure the machine, fit the cost model -----------===//
//
// `cleave calibrate`: small programs of Cleave's own, compiled and run the
// way users' programs are (compileModule, runArtifact, every rank at once,
// the fastest of `repeat` calls of the slowest rank), whose times fit the
// cost model's figures. What a program asks of each figure is read off the
// cost model itself: the program is priced under "unit" clusters that make
// the modeled step time equal to its op count, its bytes touched, its FLOPs
// or its collective volume. So the fit is of the model as it prices, not of
// a second formula beside it, and the samples are priced again by the
// fitted model to show how well it fits.
//
//===----------------------------------------------------------------------===//

#include "cleave/Driver/Driver.h"
#include "cleave/Sharding/MeshShape.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Parser/Parser.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cmath>
#include <ctime>
#include <map>
#include <unistd.h>

using namespace mlir;
using llvm::formatv;

namespace cleave {
namespace {

/// The figure a probe's time fits.
enum class Fits {
  Call,
  Op,
  Bandwidth,
  Vector,
  Reduction,
  Permute,
  Math,
  Gemm,
  Collective
};

/// One program to measure, and what the cost model says it asks for.
struct Probe {
  std::string family, shape, text;
  Fits fits;
  /// Gemm: the peak_flops key ("f32", "f32/small"); Collective: the kind.
  std::string key;
  /// Gemm: the key of its measured point ("f32/gemm/8x32x32").
  std::string point;
  /// The calls of its last round.
  int repeat = 0;
  unsigned axis = 0;
  double measured = 0, modeled = 0;
  /// Read off the model under the unit clusters.
  double ops = 0, bytes = 0, flops = 0, mathOps = 0, volume = 0;
};

std::string tensorType(llvm::ArrayRef<int64_t> shape, llvm::StringRef element) {
  std::string s = "tensor<";
  for (int64_t d : shape)
    s += std::to_string(d) + "x";
  return s + element.str() + ">";
}

/// Writes the probes' programs on one mesh: arguments replicated unless
/// split along an axis, so every rank runs the program at once.
struct ProgramWriter {
  std::vector<int64_t> shape;
  std::vector<std::string> axes;

  std::string mesh() const {
    std::string s = "cleave.mesh @mesh(";
    for (unsigned i = 0; i < shape.size(); ++i)
      s += (i ? ", " : "") + axes[i] + " = " + std::to_string(shape[i]);
    return s + ")\n";
  }
  /// `rank` dimensions, the first split along `splitAxis` (or none).
  std::string sharding(unsigned rank, int splitAxis = -1) const {
    std::string dims;
    for (unsigned d = 0; d < rank; ++d)
      dims += std::string(d ? ", " : "") +
              (d == 0 && splitAxis >= 0 ? "[" + axes[splitAxis] + "]" : "[]");
    return "{cleave.sharding = #cleave.sharding<@mesh, [" + dims + "]>}";
  }

  /// y = f(x, z) on `n` elements, f's body ops given (they read %a and %b
  /// and end in %s).
  std::string elementwise(
      int64_t n,
      llvm::StringRef body = "    %s = arith.addf %a, %b : f32\n") const {
    std::string t = tensorType({n}, "f32"), s = sharding(1);
    return mesh() + "func.func @calibrate(%x: " + t + " " + s + ", %z: " + t +
           " " + s + ") -> " + t + " {\n  %e = tensor.empty() : " + t +
           "\n  %y = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, "
           "affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types "
           "= [\"parallel\"]} ins(%x, %z : " +
           t + ", " + t + ") outs(%e : " + t +
           ") {\n  ^bb0(%a: f32, %b: f32, %c: f32):\n" + body.str() +
           "    linalg.yield %s : f32\n  } -> " + t + "\n  return %y : " + t +
           "\n}\n";
  }

  /// Row sums of an n x n matrix.
  std::string rowSums(int64_t n) const {
    std::string t = tensorType({n, n}, "f32"), r = tensorType({n}, "f32");
    return mesh() + "func.func @calibrate(%x: " + t + " " + sharding(2) +
           ") -> " + r +
           " {\n  %zero = arith.constant 0.0 : f32\n  %e = tensor.empty() : " +
           r + "\n  %f = linalg.fill ins(%zero : f32) outs(%e : " + r +
           ") -> " + r +
           "\n  %y = linalg.generic {indexing_maps = [affine_map<(i, j) -> "
           "(i, j)>, affine_map<(i, j) -> (i)>], iterator_types = "
           "[\"parallel\", \"reduction\"]} ins(%x : " +
           t + ") outs(%f : " + r +
           ") {\n  ^bb0(%a: f32, %b: f32):\n    %s = arith.addf %a, %b : "
           "f32\n    linalg.yield %s : f32\n  } -> " +
           r + "\n  return %y : " + r + "\n}\n";
  }

  /// The transpose of an argument of `shape` by `permutation`.
  std::string transpose(llvm::ArrayRef<int64_t> shape,
                        llvm::ArrayRef<int64_t> permutation) const {
    std::vector<int64_t> out;
    for (int64_t d : permutation)
      out.push_back(shape[d]);
    std::string in = tensorType(shape, "f32"), t = tensorType(out, "f32");
    std::string perm;
    for (int64_t d : permutation)
      perm += (perm.empty() ? "" : ", ") + std::to_string(d);
    return mesh() + "func.func @calibrate(%x: " + in + " " +
           sharding(shape.size()) + ") -> " + t +
           " {\n  %e = tensor.empty() : " + t +
           "\n  %y = linalg.transpose ins(%x : " + in + ") outs(%e : " + t +
           ") permutation = [" + perm + "]\n  return %y : " + t + "\n}\n";
  }

  /// `count` dependent m x n x k GEMMs (the first on %a, each next on the
  /// previous result, which needs n == k when count > 1); with
  /// `transposedB`, B is an n x k argument read through a transpose, as
  /// torch exports a linear layer (the transpose folds into the GEMMs).
  std::string gemms(int64_t m, int64_t n, int64_t k, llvm::StringRef element,
                    unsigned count, bool transposedB = false) const {
    std::string a = tensorType({m, k}, element),
                b = tensorType({k, n}, element),
                c = tensorType({m, n}, element), s = sharding(2);
    std::string stored = transposedB ? tensorType({n, k}, element) : b;
    std::string text = mesh() + "func.func @calibrate(%a: " + a + " " + s +
                       ", %" + (transposedB ? "w" : "b") + ": " + stored + " " +
                       s + ") -> " + c +
                       " {\n  %zero = arith.constant 0.0 : " + element.str() +
                       "\n  %e = tensor.empty() : " + c + "\n";
    if (transposedB)
      text += "  %be = tensor.empty() : " + b +
              "\n  %b = linalg.transpose ins(%w : " + stored +
              ") outs(%be : " + b + ") permutation = [1, 0]\n";
    std::string prev = "%a";
    for (unsigned i = 0; i < count; ++i) {
      std::string f = "%f" + std::to_string(i), y = "%y" + std::to_string(i);
      text += "  " + f + " = linalg.fill ins(%zero : " + element.str() +
              ") outs(%e : " + c + ") -> " + c + "\n  " + y +
              " = linalg.matmul ins(" + prev + ", %b : " + (i ? c : a) + ", " +
              b + ") outs(" + f + " : " + c + ") -> " + c + "\n";
      prev = y;
    }
    return text + "  return " + prev + " : " + c + "\n}\n";
  }

  /// One collective of `kind` over `axis` on a local block of `n`
  /// elements (n divisible by the axis size squared).
  std::string collective(llvm::StringRef kind, unsigned axis, int64_t n) const {
    int64_t size = shape[axis];
    const std::string &name = axes[axis];
    std::string in, out, op, argSharding = sharding(1),
                             resultSharding = sharding(1);
    if (kind == "all_reduce") {
      in = out = tensorType({n}, "f32");
      op = "cleave.all_reduce %x on @mesh axes [" + name + "] sum : " + in;
    } else if (kind == "all_gather") {
      in = tensorType({n}, "f32");
      out = tensorType({n * size}, "f32");
      argSharding = sharding(1, axis);
      op = "cleave.all_gather %x on @mesh axes [" + name + "] dim 0 : " + in +
           " -> " + out;
    } else if (kind == "reduce_scatter") {
      in = tensorType({n}, "f32");
      out = tensorType({n / size}, "f32");
      resultSharding = sharding(1, axis);
      op = "cleave.reduce_scatter %x on @mesh axes [" + name +
           "] dim 0 sum : " + in + " -> " + out;
    } else {
      in = tensorType({size, n / size}, "f32");
      out = tensorType({size * size, n / (size * size)}, "f32");
      argSharding = sharding(2, axis);
      resultSharding =
          "{cleave.sharding = #cleave.sharding<@mesh, [[], [" + name + "]]>}";
      op = "cleave.all_to_all %x on @mesh axes [" + name +
           "] split 1 concat 0 : " + in + " -> " + out;
    }
    return mesh() + "func.func @calibrate(%x: " + in + " " + argSharding +
           ") -> (" + out + " " + resultSharding + ") {\n  %y = " + op +
           "\n  return %y : " + out + "\n}\n";
  }
};

/// The probes, cheapest first.
std::vector<Probe> listProbes(const ProgramWriter &w) {
  std::vector<Probe> probes;
  auto add = [&](std::string family, std::string shape, std::string text,
                 Fits fits, std::string key = "", unsigned axis = 0) {
    Probe p;
    p.family = std::move(family);
    p.shape = std::move(shape);
    p.text = std::move(text);
    p.fits = fits;
    p.key = std::move(key);
    p.axis = axis;
    probes.push_back(std::move(p));
  };
  add("call", "1 f32", w.elementwise(1), Fits::Call);
  add("op", "32 GEMMs 4x4x4", w.gemms(4, 4, 4, "f32", 32), Fits::Op);
  for (int shift : {12, 14, 16, 18, 20, 22}) {
    int64_t n = int64_t(1) << shift;
    add("elementwise", std::to_string(n) + " f32", w.elementwise(n),
        Fits::Bandwidth);
  }
  // Arithmetic in cache: 16 dependent multiply-adds' worth per element.
  std::string chain = "    %s0 = arith.mulf %a, %b : f32\n";
  for (int i = 1; i < 16; ++i)
    chain += formatv("    %s{0} = arith.{1} %s{2}, {3} : f32\n", i,
                     i % 2 ? "addf" : "mulf", i - 1, i % 2 ? "%a" : "%b")
                 .str();
  chain += "    %s = arith.addf %s15, %a : f32\n";
  add("vector", "65536 f32, 17 ops", w.elementwise(65536, chain), Fits::Vector);
  add("reduction", "256x256 f32 row sums", w.rowSums(256), Fits::Reduction);
  // Transposes that move the innermost dimension run as strided loops,
  // several times slower than a copy of their bytes (a 128x32 weight: 1.6
  // us against 0.3): torch's weight transposes that a plan unfolds.
  // (Attention's head permutes keep it: rows copied, priced as loops.)
  add("transpose", "128x32 f32 [1, 0]", w.transpose({128, 32}, {1, 0}),
      Fits::Permute);
  add("transpose", "512x128 f32 [1, 0]", w.transpose({512, 128}, {1, 0}),
      Fits::Permute);
  // The math ops transformers use (gelu, softmax, silu, layer norms).
  for (const char *fn : {"exp", "tanh", "erf", "log", "rsqrt", "sqrt"})
    add(std::string("math ") + fn, "65536 f32",
        w.elementwise(65536, formatv("    %s = math.{0} %a : f32\n", fn).str()),
        Fits::Math, fn);
  // GEMMs at shapes from a decoder's tiny projections to big square ones,
  // each point of the table getGemmPeakFlops interpolates; f32 ones also
  // with B transposed (torch's linear layers), which BLAS's small-matrix
  // kernels run at half the speed.
  struct Gemm {
    int64_t m, n, k;
    const char *element;
    bool transposedB;
  };
  std::vector<Gemm> gemms;
  for (auto [m, nk] : {std::pair<int64_t, int64_t>{8, 32},
                       {32, 32},
                       {8, 512},
                       {16, 1024},
                       {64, 512},
                       {128, 128},
                       {256, 256},
                       {1024, 256},
                       {512, 512},
                       {1024, 1024}})
    for (bool transposedB : {false, true})
      gemms.push_back({m, nk, nk, "f32", transposedB});
  for (Gemm g :
       {Gemm{16, 512, 512, "f64", false}, Gemm{128, 128, 128, "f64", false},
        Gemm{512, 512, 512, "f64", false}})
    gemms.push_back(g);
  for (const Gemm &g : gemms) {
    std::string cls = getGemmShapeClass(g.m, g.n, g.k).str();
    std::string key = g.element + (cls.empty() ? "" : "/" + cls);
    // Four in a row, as a program runs them: one alone per call also timed
    // waking OpenBLAS's threads (a 128^3 GEMM at 91 GFLOP/s alone, where a
    // training step's ran at 168).
    add("gemm " + key,
        formatv("4x {0}x{1}x{2}{3}", g.m, g.n, g.k, g.transposedB ? " B^T" : "")
            .str(),
        w.gemms(g.m, g.n, g.k, g.element, 4, g.transposedB), Fits::Gemm, key);
    probes.back().point =
        getGemmPointKey(g.element, g.m, g.n, g.k, g.transposedB);
  }
  for (unsigned axis = 0; axis < w.shape.size(); ++axis) {
    int64_t size = w.shape[axis];
    if (size < 2)
      continue;
    for (const char *kind :
         {"all_reduce", "all_gather", "reduce_scatter", "all_to_all"}) {
      int64_t previous = 0;
      for (int64_t target : {int64_t(1) << 4, int64_t(1) << 7, int64_t(1) << 10,
                             int64_t(1) << 13, int64_t(1) << 16,
                             int64_t(1) << 18, int64_t(1) << 20}) {
        int64_t n = size * size * std::max<int64_t>(1, target / (size * size));
        // Sizes under size^2 elements round up alike on a wide axis.
        if (n == previous)
          continue;
        previous = n;
        add(std::string(kind) + " on " + w.axes[axis],
            std::to_string(n) + " f32", w.collective(kind, axis, n),
            Fits::Collective, kind, axis);
      }
    }
  }
  return probes;
}

/// A cluster whose modeled step time counts one feature of a program: op
/// overhead 1 s (ops), memory bandwidth 1 B/s (bytes), peak 1 FLOP/s
/// (FLOPs) or link bandwidth 1 B/s (collective volume); everything else
/// free.
ClusterModel unitCluster(const ClusterModel &base, double opOverhead,
                         double peak, double bandwidth, double link,
                         double mathOpFlops = 0) {
  ClusterModel c = base;
  c.name = "unit";
  c.device.peakFlops.clear();
  for (const char *type : {"f16", "bf16", "f32", "f64", "i32", "i8"})
    c.device.peakFlops.emplace_back(type, peak);
  c.device.memoryBytes = 1e18;
  c.device.memoryBandwidth = bandwidth;
  c.device.opOverhead = opOverhead;
  c.device.callOverhead = 0;
  c.device.mathFlops.clear();
  if (mathOpFlops > 0)
    c.device.mathFlops.emplace_back("default", mathOpFlops);
  c.device.memoryCurve.clear();
  for (NetworkLevel &level : c.levels) {
    level.link = {1e-30, link};
    level.collectives.clear();
  }
  return c;
}

/// Least squares of y = a + b x in relative error (weights 1 / y^2, so a
/// 4 KiB and a 4 MiB sample count alike); through the origin when
/// `origin`.
std::pair<double, double> fitLine(llvm::ArrayRef<double> x,
                                  llvm::ArrayRef<double> y, bool origin) {
  double sw = 0, sx = 0, sy = 0, sxx = 0, sxy = 0;
  for (size_t i = 0; i < x.size(); ++i) {
    double w = y[i] > 0 ? 1 / (y[i] * y[i]) : 0;
    sw += w;
    sx += w * x[i];
    sy += w * y[i];
    sxx += w * x[i] * x[i];
    sxy += w * x[i] * y[i];
  }
  double det = sw * sxx - sx * sx;
  if (origin || x.size() < 2 || !(det > 0))
    return {0, sxx > 0 ? sxy / sxx : 0};
  double b = (sw * sxy - sx * sy) / det;
  return {(sy - b * sx) / sw, b};
}

/// Measured points as a curve: sorted, each point's time at least the
/// previous one's (more bytes never take less time), flattened.
std::vector<double> toCurve(std::vector<std::pair<double, double>> points) {
  llvm::sort(points);
  std::vector<double> curve;
  double floor = 0;
  for (auto [x, y] : points) {
    if (!curve.empty() && !(x > curve[curve.size() - 2]))
      continue;
    floor = std::max(floor, y);
    curve.push_back(x);
    curve.push_back(floor);
  }
  return curve;
}

double median(std::vector<double> v) {
  if (v.empty())
    return 0;
  std::sort(v.begin(), v.end());
  return v.size() % 2 ? v[v.size() / 2]
                      : (v[v.size() / 2 - 1] + v[v.size() / 2]) / 2;
}

/// What a probe's calls span at least, with the default --repeat.
constexpr double kMinSpanSeconds = 0.1;

class Calibrator {
public:
  Calibrator(MLIRContext &context, const CalibrateOptions &options,
             std::string dir)
      : context(context), options(options), dir(std::move(dir)) {}

  /// Compiles `p` and runs it on every rank; sets p.measured.
  LogicalResult measure(Probe &p, int ranks, unsigned index) {
    std::string so = (dir + "/probe" + std::to_string(index) + ".so");
    OwningOpRef<ModuleOp> module = parse(p, options.mesh.cluster);
    if (!module)
      return failure();
    CompileOptions compile;
    compile.target.target = options.target;
    compile.program.mesh.cluster = options.mesh.cluster;
    if (failed(compileModule(*module, compile, so, options.paths)))
      return failure();
    RunOptions run = runOptions(ranks);
    // Big GEMMs take tens of milliseconds a call; fewer calls do there.
    run.repeat = p.fits == Fits::Gemm && llvm::StringRef(p.shape).starts_with(
                                             "4x 1024x1024x1024")
                     ? std::max(2, options.repeat / 4)
                     : options.repeat;
    p.repeat = run.repeat;
    if (failed(runRound(so, run, p.measured)))
      return failure();
    // A short probe's fastest of 20 calls may still have met a busy core
    // (the per-op cost measured 0.041 to 0.067 us between runs here): a
    // second round spans kMinSpanSeconds. Not for a quick calibration
    // (--repeat under 10).
    if (options.repeat >= 10 && p.measured * run.repeat < kMinSpanSeconds) {
      double first = p.measured;
      run.repeat = int(std::min(
          10000.0, std::ceil(kMinSpanSeconds / std::max(p.measured, 1e-7))));
      p.repeat = run.repeat;
      if (failed(runRound(so, run, p.measured)))
        return failure();
      p.measured = std::min(first, p.measured);
    }
    return success();
  }

  /// Runs `p` (measured as probe `index`) once more, as many calls as its
  /// last round; keeps the faster. This machine's cores are shared: a
  /// probe measured while another program held a core for its whole
  /// round ran at half speed (a 1024x256x256 GEMM at 5.0 ms, 2.7 ms in the
  /// next calibration); a round half a minute later seldom meets the same.
  LogicalResult remeasure(Probe &p, int ranks, unsigned index) {
    std::string so = (dir + "/probe" + std::to_string(index) + ".so");
    RunOptions run = runOptions(ranks);
    run.repeat = p.repeat;
    double again = 0;
    if (failed(runRound(so, run, again)))
      return failure();
    p.measured = std::min(p.measured, again);
    return success();
  }

  RunOptions runOptions(int ranks) const {
    RunOptions run;
    run.ranks = ranks;
    run.outputDir = dir + "/out";
    run.statsFile = dir + "/run.json";
    run.logFile = dir + "/ranks.log";
    run.timeoutSeconds = options.timeoutSeconds;
    run.paths = options.paths;
    return run;
  }

  /// Runs `so` as `run` says; `measured`: the slowest rank's fastest call.
  LogicalResult runRound(llvm::StringRef so, const RunOptions &run,
                         double &measured) {
    if (failed(runArtifact(context, so, run)))
      return failure();
    llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> stats =
        llvm::MemoryBuffer::getFile(run.statsFile);
    if (!stats)
      return emitError(UnknownLoc::get(&context))
             << "calibration: the runner wrote no " << run.statsFile;
    llvm::Expected<llvm::json::Value> json =
        llvm::json::parse((*stats)->getBuffer());
    const llvm::json::Array *rankStats = nullptr;
    if (json)
      if (const llvm::json::Object *obj = json->getAsObject())
        rankStats = obj->getArray("ranks");
    if (!json || !rankStats || rankStats->empty()) {
      if (!json)
        llvm::consumeError(json.takeError());
      return emitError(UnknownLoc::get(&context))
             << "calibration: cannot read " << run.statsFile;
    }
    measured = 0;
    for (const llvm::json::Value &r : *rankStats) {
      const llvm::json::Object *o = r.getAsObject();
      std::optional<double> t =
          o ? o->getNumber("entry_time_min_s") : std::nullopt;
      if (!t)
        return emitError(UnknownLoc::get(&context))
               << "calibration: " << run.statsFile
               << " has a rank without its entry time";
      measured = std::max(measured, *t);
    }
    return success();
  }

  /// The modeled step time of `p` on `cluster`, as `cleave plan` prices it.
  FailureOr<double> price(const Probe &p, const ClusterModel &cluster) {
    std::string path = dir + "/price.json";
    if (failed(writeText(path, printClusterJSON(cluster))))
      return failure();
    OwningOpRef<ModuleOp> module = parse(p, path);
    if (!module)
      return failure();
    PlanOptions plan;
    plan.program.mesh.cluster = path;
    plan.target = options.target;
    plan.asCompiled = true;
    FailureOr<Plan> priced = planModule(*module, plan);
    if (failed(priced))
      return failure();
    return priced->stepSeconds;
  }

  LogicalResult writeText(llvm::StringRef path, llvm::StringRef text) {
    std::error_code ec;
    llvm::raw_fd_ostream os(path, ec);
    if (ec)
      return emitError(UnknownLoc::get(&context))
             << "calibration: cannot write " << path << ": " << ec.message();
    os << text;
    return success();
  }

private:
  OwningOpRef<ModuleOp> parse(const Probe &p, llvm::StringRef cluster) {
    OwningOpRef<ModuleOp> module =
        parseSourceString<ModuleOp>(p.text, ParserConfig(&context));
    if (!module) {
      emitError(UnknownLoc::get(&context))
          << "calibration: Cleave's own " << p.family << " program does not "
          << "parse";
      return nullptr;
    }
    ProgramOptions program;
    program.mesh.cluster = cluster.str();
    if (failed(prepareProgram(*module, program, options.target)))
      return nullptr;
    return module;
  }

  MLIRContext &context;
  const CalibrateOptions &options;
  std::string dir;
};

std::string utcNow() {
  std::time_t now = std::time(nullptr);
  char text[32];
  std::strftime(text, sizeof(text), "%Y-%m-%dT%H:%M:%SZ", std::gmtime(&now));
  return text;
}

std::string hostName() {
  char name[256] = {0};
  if (gethostname(name, sizeof(name) - 1) != 0)
    return "unknown";
  return name;
}

/// Fits the cluster's figures to the measured probes.
ClusterModel fit(const ClusterModel &base, llvm::ArrayRef<Probe> probes,
                 const ProgramWriter &w, int ranks) {
  ClusterModel c = base;
  const Probe *call = nullptr, *op = nullptr;
  for (const Probe &p : probes) {
    call = p.fits == Fits::Call ? &p : call;
    op = p.fits == Fits::Op ? &p : op;
  }
  double opOverhead = 0;
  if (call && op && op->ops > call->ops)
    opOverhead =
        std::max(0.0, (op->measured - call->measured) / (op->ops - call->ops));
  double callOverhead =
      call ? std::max(0.0, call->measured - call->ops * opOverhead) : 0;
  c.device.opOverhead = opOverhead;
  c.device.callOverhead = callOverhead;
  // What a probe's compute took beyond the fixed costs.
  auto rest = [&](const Probe &p) {
    return p.measured - callOverhead - p.ops * opOverhead;
  };

  // Memory: the measured curve (caches make small ops faster than one
  // bandwidth says), and its least-squares bandwidth as the summary.
  std::vector<std::pair<double, double>> points;
  for (const Probe &p : probes)
    if (p.fits == Fits::Bandwidth && rest(p) > 0)
      points.push_back({p.bytes, rest(p)});
  c.device.memoryCurve = toCurve(points);
  std::vector<double> bytes, seconds;
  for (auto [x, y] : points) {
    bytes.push_back(x);
    seconds.push_back(y);
  }
  double slope = fitLine(bytes, seconds, /*origin=*/true).second;
  if (slope > 0)
    c.device.memoryBandwidth = 1 / slope;

  // Loops LLVM generates: their throughput, then what a math op costs in
  // their FLOPs.
  double vectorPeak = 0;
  for (const Probe &p : probes)
    if (p.fits == Fits::Vector && rest(p) > 0)
      vectorPeak = p.flops / rest(p);
  std::vector<double> weights;
  c.device.mathFlops.clear();
  for (const Probe &p : probes)
    if (p.fits == Fits::Math && rest(p) > 0 && p.mathOps > 0 &&
        vectorPeak > 0) {
      weights.push_back(std::max(
          1.0, (rest(p) * vectorPeak - (p.flops - p.mathOps)) / p.mathOps));
      c.device.mathFlops.emplace_back(p.key, weights.back());
    }
  // Math ops not measured cost the median of those measured.
  if (!weights.empty())
    c.device.mathFlops.emplace_back("default", median(weights));
  llvm::sort(c.device.mathFlops);

  // GEMMs: each probe's point, and per shape class the median (the peak
  // of GEMMs when a cluster file has no points, and the report's summary).
  std::map<std::string, std::vector<double>> rates;
  for (const Probe &p : probes)
    if (p.fits == Fits::Gemm && rest(p) > 0) {
      rates[p.key].push_back(p.flops / rest(p));
      rates[p.point].push_back(p.flops / rest(p));
    }
  if (vectorPeak > 0)
    rates[std::string("f32/") + kVectorOpClass].push_back(vectorPeak);
  for (const Probe &p : probes)
    if (p.fits == Fits::Reduction && rest(p) > 0)
      rates[std::string("f32/") + kReductionOpClass].push_back(p.flops /
                                                               rest(p));
  // Transposes at the slowest rate measured: every probe priced at least
  // at its time (the median would price some below it).
  double permute = 0;
  for (const Probe &p : probes)
    if (p.fits == Fits::Permute && rest(p) > 0)
      permute = permute > 0 ? std::min(permute, p.flops / rest(p))
                            : p.flops / rest(p);
  if (permute > 0)
    rates[std::string("f32/") + kPermuteOpClass].push_back(permute);
  for (auto &[key, values] : rates) {
    double peak = median(values);
    auto it = llvm::find_if(c.device.peakFlops,
                            [&](const auto &e) { return e.first == key; });
    if (it != c.device.peakFlops.end())
      it->second = peak;
    else
      c.device.peakFlops.emplace_back(key, peak);
  }
  llvm::sort(c.device.peakFlops);

  // One level per mesh axis with more than one device, innermost first:
  // the axis's groups are the devices of its span.
  std::vector<NetworkLevel> levels;
  for (int axis = int(w.shape.size()) - 1; axis >= 0; --axis) {
    if (w.shape[axis] < 2)
      continue;
    NetworkLevel level;
    level.name = "axis-" + w.axes[axis];
    level.devices = 1;
    for (size_t i = axis; i < w.shape.size(); ++i)
      level.devices *= w.shape[i];
    for (const char *kind :
         {"all_reduce", "all_gather", "reduce_scatter", "all_to_all"}) {
      std::vector<double> x, y;
      std::vector<std::pair<double, double>> measured;
      for (const Probe &p : probes)
        if (p.fits == Fits::Collective && p.key == kind &&
            p.axis == unsigned(axis) && p.measured > callOverhead) {
          x.push_back(p.volume);
          y.push_back(p.measured - callOverhead);
          measured.push_back({x.back(), y.back()});
        }
      if (x.empty())
        continue;
      auto [latency, perByte] = fitLine(x, y, /*origin=*/false);
      LinkModel link;
      link.latency = std::max(latency, 1e-9);
      link.bandwidth = perByte > 0 ? 1 / perByte : x.back() / y.back();
      link.curve = toCurve(measured);
      level.collectives.emplace_back(kind, link);
      // Kinds not measured (send, permute, broadcast) move data one way as
      // all_gather's ring does.
      if (StringRef(kind) == "all_gather")
        level.link = link;
    }
    levels.push_back(std::move(level));
  }
  if (!levels.empty())
    c.levels = std::move(levels);
  else if (!c.levels.empty())
    c.levels.resize(1);
  c.levels.back().devices = ranks;
  c.maxDevices = ranks;
  return c;
}

} // namespace

FailureOr<Calibration> calibrateCluster(MLIRContext &context,
                                        const CalibrateOptions &options) {
  Location loc = UnknownLoc::get(&context);
  ProgramWriter writer;
  int ranks = options.ranks;
  if (!options.mesh.shape.empty()) {
    std::optional<std::vector<int64_t>> shape =
        parseMeshShape(options.mesh.shape);
    if (!shape)
      return emitError(loc) << "invalid mesh shape '" << options.mesh.shape
                            << "': " << explainMeshShape(options.mesh.shape);
    writer.shape = *shape;
    int64_t devices = 1;
    for (int64_t s : writer.shape)
      devices *= s;
    if (ranks && ranks != devices)
      return emitError(loc)
             << "calibration: a mesh of " << devices << " devices runs on "
             << devices << " ranks, not " << ranks;
    ranks = int(devices);
  } else {
    ranks = ranks ? ranks : 2;
    writer.shape = {ranks};
  }
  if (ranks < 1)
    return emitError(loc) << "calibration needs at least one rank";
  if (!options.mesh.axisNames.empty()) {
    if (options.mesh.axisNames.size() != writer.shape.size())
      return emitError(loc)
             << options.mesh.axisNames.size()
             << (options.mesh.axisNames.size() == 1 ? " axis name"
                                                    : " axis names")
             << " for a mesh of " << writer.shape.size()
             << (writer.shape.size() == 1 ? " axis" : " axes");
    writer.axes = options.mesh.axisNames;
  } else {
    for (unsigned i = 0; i < writer.shape.size(); ++i)
      writer.axes.push_back(writer.shape.size() == 1 ? std::string("a")
                                                     : "a" + std::to_string(i));
  }
  std::string baseName = options.mesh.cluster.empty()
                             ? getDefaultCluster(options.mesh, options.target)
                             : options.mesh.cluster;
  llvm::Expected<ClusterModel> base = loadCluster(baseName);
  if (!base)
    return emitError(loc) << llvm::toString(base.takeError());

  llvm::SmallString<128> dir;
  if (std::error_code ec =
          llvm::sys::fs::createUniqueDirectory("cleave-calibrate", dir))
    return emitError(loc) << "calibration: cannot create a work directory: "
                          << ec.message();
  llvm::scope_exit cleanup([&] { llvm::sys::fs::remove_directories(dir); });
  CalibrateOptions measuredOn = options;
  measuredOn.mesh.cluster = baseName;
  Calibrator calibrator(context, measuredOn, dir.str().str());

  std::vector<Probe> probes = listProbes(writer);
  ClusterModel opsModel = unitCluster(*base, 1, 1e30, 1e30, 1e30),
               bytesModel = unitCluster(*base, 0, 1e30, 1, 1e30),
               flopsModel = unitCluster(*base, 0, 1, 1e30, 1e30),
               mathModel = unitCluster(*base, 0, 1, 1e30, 1e30, 2),
               volumeModel = unitCluster(*base, 0, 1e30, 1e30, 1);
  for (unsigned i = 0; i < probes.size(); ++i) {
    Probe &p = probes[i];
    if (options.progress)
      options.progress(formatv("calibrating: {0} {1} ({2} of {3})", p.family,
                               p.shape, i + 1, probes.size())
                           .str());
    FailureOr<double> ops = calibrator.price(p, opsModel);
    FailureOr<double> bytes = calibrator.price(p, bytesModel);
    FailureOr<double> flops = calibrator.price(p, flopsModel);
    FailureOr<double> doubled = calibrator.price(p, mathModel);
    FailureOr<double> volume = calibrator.price(p, volumeModel);
    if (failed(ops) || failed(bytes) || failed(flops) || failed(doubled) ||
        failed(volume) || failed(calibrator.measure(p, ranks, i)))
      return emitError(loc) << "calibration: the " << p.family << " program ("
                            << p.shape << ") failed";
    p.ops = std::round(*ops);
    p.bytes = *bytes;
    p.flops = *flops;
    p.mathOps = std::round(*doubled - *flops);
    p.volume = *volume;
  }
  // A second pass over the compiled probes (not for a quick calibration).
  if (options.repeat >= 10)
    for (unsigned i = 0; i < probes.size(); ++i) {
      Probe &p = probes[i];
      if (options.progress)
        options.progress(formatv("calibrating again: {0} {1} ({2} of {3})",
                                 p.family, p.shape, i + 1, probes.size())
                             .str());
      if (failed(calibrator.remeasure(p, ranks, i)))
        return emitError(loc) << "calibration: the " << p.family << " program ("
                              << p.shape << ") failed";
    }

  Calibration result;
  result.date = utcNow();
  result.host = hostName();
  result.ranks = ranks;
  result.mesh =
      options.mesh.shape.empty() ? std::to_string(ranks) : options.mesh.shape;
  result.target = options.target == Target::Cuda ? "cuda" : "cpu";
  result.repeat = options.repeat;
  ClusterModel cluster = fit(*base, probes, writer, ranks);
  cluster.name = "calibrated-" + result.host;
  cluster.device.name = base->device.name + "-measured";
  if (options.target == Target::Cpu) {
    // A rank's share of the machine's memory.
    long pages = sysconf(_SC_PHYS_PAGES), pageSize = sysconf(_SC_PAGESIZE);
    if (pages > 0 && pageSize > 0)
      cluster.device.memoryBytes = double(pages) * pageSize / ranks;
  }
  cluster.source =
      formatv(
          "measured by cleave calibrate on {0} at {1}: {2} ranks (mesh "
          "{3}, target {4}), the fastest of {5} calls of the slowest "
          "rank (and of a second round after all probes ran, for 10 calls "
          "or more); fitted: call and op overheads, memory time by bytes, "
          "f32/f64 GEMM throughput at each shape measured (and its "
          "median per shape class), f32 loop "
          "throughput, the cost of a math op, each collective kind "
          "per mesh axis by volume; from '{6}' (not measured): {8}memory "
          "capacity{7}, the host link, other element types",
          result.host, result.date, ranks, result.mesh, result.target,
          options.repeat, baseName,
          options.target == Target::Cpu ? " (the host's memory per rank)" : "",
          ranks == 1 ? "the network (one rank: no collective measured), " : "")
          .str();
  for (Probe &p : probes) {
    FailureOr<double> modeled = calibrator.price(p, cluster);
    if (failed(modeled))
      return failure();
    p.modeled = *modeled;
    result.samples.push_back({p.family, p.shape, p.measured, p.modeled});
  }
  result.cluster = std::move(cluster);
  return result;
}

std::string printCalibrationJSON(const Calibration &calibration) {
  llvm::Expected<llvm::json::Value> cluster =
      llvm::json::parse(printClusterJSON(calibration.cluster));
  if (!cluster) { // printClusterJSON writes valid JSON
    llvm::consumeError(cluster.takeError());
    return "";
  }
  llvm::json::Array samples;
  for (const CalibrationSample &s : calibration.samples)
    samples.push_back(llvm::json::Object{{"family", s.family},
                                         {"shape", s.shape},
                                         {"measured_s", s.measuredSeconds},
                                         {"modeled_s", s.modeledSeconds}});
  (*cluster->getAsObject())["calibration"] = llvm::json::Object{
      {"method", "cleave calibrate: Cleave's programs compiled and run on "
                 "every rank; figures fitted to the cost model's own "
                 "counts"},
      {"date", calibration.date},
      {"host", calibration.host},
      {"ranks", calibration.ranks},
      {"mesh", calibration.mesh},
      {"target", calibration.target},
      {"repeat", calibration.repeat},
      {"samples", std::move(samples)}};
  return formatv("{0:2}", *cluster).str() + "\n";
}

} // namespace cleave
