//===- CostModel.h - Modeled time and memory of an SPMD program -*- C++ -*-===//
//
// One source of truth for costs: the partitioner emits the reshard planner's
// collectives, and this model prices exactly those collectives (alpha-beta
// per mesh axis from the mesh's links) plus a roofline for each op (from the
// mesh's device model), and the per-device memory peak over the program's
// liveness. What an op computes is its ShardingOpInterface model's
// `getComputeCost`. The automatic search minimizes the same numbers.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_COST_COSTMODEL_H
#define CLEAVE_COST_COSTMODEL_H

#include "cleave/IR/CleaveOps.h"
#include "cleave/Sharding/TensorSharding.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

#include <map>
#include <string>
#include <vector>

namespace cleave {

struct CollectiveCost {
  std::string kind; ///< all_reduce, all_gather, reduce_scatter, all_to_all, ...
  std::vector<std::string> meshAxes;
  double bytes = 0; ///< bytes each device sends (the model's B)
  double seconds = 0;
};

struct OpCost {
  mlir::Operation *op = nullptr;
  double flops = 0;
  double bytesTouched = 0;
  double computeSeconds = 0;
  std::vector<CollectiveCost> collectives; ///< empty unless a collective
  /// Bytes live on each device while the op runs: arguments, temporaries
  /// still to be used, and the op's results.
  double liveBytes = 0;
  /// When the op starts and ends on the overlapped schedule
  /// (ProgramCost::overlappedStepSeconds).
  double startSeconds = 0, endSeconds = 0;
  /// A device copy of a host-placed argument: its computeSeconds cross the
  /// host link on a stream of their own (cleave-prefetch-host-copies).
  bool hostCopy = false;
  /// An activation's copy to host memory (`cleave.to_host`): its
  /// computeSeconds cross the host link on the same stream, and compute
  /// waits for it after the last op reading its source (which may then be
  /// freed or overwritten).
  bool hostCopyOut = false;
  /// At the return: results written back over host-placed arguments and
  /// the link seconds of each (part of computeSeconds); compute waits for
  /// them and for the copies in flight before them.
  struct WriteBack {
    /// An op run on the host reading a device value for no host argument.
    static constexpr unsigned kNoArgument = ~0u;
    mlir::Value result;
    unsigned argument;
    double seconds;
  };
  std::vector<WriteBack> writeBacks;
};

/// One host-placed argument's traffic over the host link per device.
struct HostArgumentTraffic {
  unsigned copiesIn = 0; ///< device copies (one more per recomputed copy)
  double bytesIn = 0, bytesBack = 0;
  double seconds = 0;
  /// What compute waits for of it: the copies' late arrivals, the
  /// write-back.
  double exposedSeconds = 0;
  /// Its update runs on the host (runsOnHost): nothing is written back,
  /// and bytesBack are the device values the host step reads (its
  /// gradient).
  bool updatedOnHost = false;
};

/// Activations kept in host memory between their forward and backward
/// uses (copies to host memory and their copies back), per device.
struct HostActivationTraffic {
  unsigned values = 0; ///< copies to host memory
  double bytesOut = 0, bytesIn = 0;
  double seconds = 0;
  /// What compute waits for: copies out not done when their source's last
  /// reader ends, the copies in's late arrivals.
  double exposedSeconds = 0;
};

struct ProgramCost {
  std::vector<OpCost> ops;
  double computeSeconds = 0;
  double communicationSeconds = 0;
  /// The fixed cost of one call of the entry (the device model's
  /// call_overhead), part of both step times.
  double callOverheadSeconds = 0;
  /// Compute plus communication, without overlap (an upper bound).
  double stepSeconds = 0;
  /// Step time when collectives run on their own stream and are waited for
  /// only where their result is first used (the CUDA target's
  /// cleave-overlap-collectives): program order on each stream, each op
  /// starting when its operands are ready. A lower bound for CPU targets,
  /// whose collectives block.
  double overlappedStepSeconds = 0;
  /// Arguments plus the peak of live temporaries, per device: the most of
  /// the ops' liveBytes (the arguments alone for an empty function).
  double peakMemoryBytes = 0;
  /// The arguments' part of it: live throughout (those on the device;
  /// host-placed arguments are host memory).
  double argumentBytes = 0;
  std::vector<CollectiveCost> collectives;
  /// Host offload's traffic over the host link: arguments copied in before
  /// use, results written back over their host-placed arguments, and the
  /// modeled seconds of both (part of computeSeconds).
  double hostToDeviceBytes = 0, deviceToHostBytes = 0;
  double hostTransferSeconds = 0;
  /// The part of hostTransferSeconds the step waits for: copies in run on
  /// the host link's own stream, each started when the previous one's data
  /// is first used (double buffering); write-backs block. The rest is
  /// hidden, taken off both step times.
  double hostTransferExposedSeconds = 0;
  /// The same by argument index.
  std::map<unsigned, HostArgumentTraffic> hostArguments;
  /// And for activations kept on the host (part of the totals above).
  HostActivationTraffic hostActivations;
  /// Ops run on the host (runsOnHost) and their compute seconds (part of
  /// computeSeconds).
  unsigned hostStepOps = 0;
  double hostStepSeconds = 0;
};

/// Alpha-beta time of one collective of `kind` moving a local tensor of
/// `bytes` over a group of `n` devices whose slowest link is `link`:
/// all_gather and reduce_scatter (n-1)/n B/bw, all_reduce 2(n-1)/n B/bw,
/// all_to_all (n-1)/n B/bw, permute/send B/bw, plus one latency.
double collectiveSeconds(llvm::StringRef kind, int64_t n, double bytes,
                         double latency, double bandwidth);

/// Group size and slowest link (latency, bandwidth) of the mesh axes `axes`
/// for a collective of `kind` (each link's entry for it, where it has one).
void meshGroupLink(MeshOp mesh, llvm::ArrayRef<unsigned> axes, int64_t &n,
                   double &latency, double &bandwidth,
                   llvm::StringRef kind = "");

/// Bytes one element of `element` occupies in generated code: `index` is
/// 64-bit, `i1` a byte, complex numbers two of their parts.
unsigned getElementBytes(mlir::Type element);

/// The shape class of an M x N x K GEMM (local sizes) whose throughput a
/// calibrated device model gives apart: "small" when its smallest size is
/// under 32, "medium" under 256, "" (the element type's peak) otherwise.
llvm::StringRef getGemmShapeClass(double m, double n, double k);

/// A GEMM as BLAS runs it: local M x N x K, and whether B (the second
/// input) is read transposed, stored N x K (`x @ w.T`, as torch exports a
/// linear layer). OpenBLAS's small-matrix kernels run that form at half
/// the speed of the plain one when M is small (8x32x32: 0.43 us against
/// 0.21 us here).
struct GemmShape {
  double m = 1, n = 1, k = 1;
  bool transposedB = false;
};

/// A GEMM throughput measured at one shape (`cleave calibrate`).
struct GemmPoint {
  GemmShape shape;
  double flopsPerSecond = 0;
};

/// The key of a measured GEMM point in a device's peak_flops:
/// "f32/gemm/8x32x32", "f32/gemm-bt/8x32x32" (B transposed).
std::string getGemmPointKey(llvm::StringRef element, int64_t m, int64_t n,
                            int64_t k, bool transposedB);

/// The throughput `points` give a GEMM of `shape`: a weighted geometric
/// mean of theirs, with d the distance in log2 of (M, N, K) and weights
/// exp(-(d^2 - dmin^2) / 2), dmin the nearest point's: at a point's shape
/// its figure (points of that shape alike), points equally near count alike,
/// and one more doubling away than the nearest weighs 0.6 of it, so a shape
/// beyond them all takes the nearest one's. Points of `shape`'s form (B
/// transposed or not) where there are any, else all; std::nullopt when there
/// are none.
std::optional<double> interpolateGemmPeak(llvm::ArrayRef<GemmPoint> points,
                                          const GemmShape &shape);

/// The peak of a GEMM of `shape` on `element`: interpolated between the
/// device's measured points of that element type where it has any, else
/// its shape class's (getGemmShapeClass), else the element type's.
double getGemmPeakFlops(DeviceAttr device, mlir::Type element,
                        const GemmShape &shape);

/// The class of ops that are not GEMMs (loops LLVM generates), whose
/// throughput a calibrated device gives apart ("f32/vector").
inline constexpr const char *kVectorOpClass = "vector";
/// Ops that are not GEMMs and reduce along a loop (row sums, norms): their
/// loops carry a dependence from one element to the next ("f32/reduction").
inline constexpr const char *kReductionOpClass = "reduction";
/// Transposes that move the innermost dimension (linalg.transpose): strided
/// loops, one element moved per "flop"; devices without this class price
/// them as kVectorOpClass.
inline constexpr const char *kPermuteOpClass = "permute";

/// Time of an op doing `flops` operations on `element` and touching
/// `bytes`: the device's op overhead plus the roofline (memory time from
/// its measured curve where it has one), at the peak of `opClass` (a GEMM
/// shape class, kVectorOpClass) where the device gives one, else the
/// element type's; 0 for an op that does nothing.
double rooflineSeconds(DeviceAttr device, mlir::Type element, double flops,
                       double bytes, llvm::StringRef opClass = "");

/// The device's peak for `element` ops of `opClass` (a GEMM shape class,
/// kVectorOpClass), else for `element`, else for f32.
double getOpClassPeakFlops(DeviceAttr device, mlir::Type element,
                           llvm::StringRef opClass);

/// rooflineSeconds at a given `peak` (FLOP/s).
double rooflineSecondsAtPeak(DeviceAttr device, double peak, double flops,
                             double bytes);

/// Whether `use` is an init its owner writes into (a destination-passing
/// op's init it reads, a rule's outputs): bufferization gives each such
/// writer a buffer of its own, so a fill is priced once per writer.
bool writesIntoInit(mlir::OpOperand &use);

/// Bytes of a statically shaped tensor type; 0 for anything else.
double getTensorBytes(mlir::Type type);

/// Whether `v` is an entry argument kept in host memory (kPlacementAttr).
bool isHostArgument(mlir::Value v);

/// Seconds to copy `bytes` over the device's host link (latency + bytes /
/// bandwidth); std::nullopt when the device model has no host link.
std::optional<double> hostCopySeconds(DeviceAttr device, double bytes);

/// Seconds a transfer of `bytes` between device and host takes: the host
/// link's when the device model has one, else a device copy's (read and
/// written).
double hostLinkSeconds(DeviceAttr device, double bytes);

/// Seconds an op run on the host (runsOnHost) touching `bytes` takes: the
/// device's op overhead plus the bytes at the host's memory bandwidth (an
/// optimizer step is bound by memory, not FLOPs).
double hostStepSeconds(DeviceAttr device, double bytes);

/// Bytes of `value`'s local block when laid out as `sharding`.
double getLocalBytes(mlir::Value value, const TensorSharding &sharding,
                     const MeshShape &mesh);

/// Time of the collectives the reshard planner (and so the partitioner)
/// emits to turn `from` into `to` for a tensor of `globalShape` with
/// `elementBytes`-byte elements; appends them to `collectives` when given.
/// Infinity when no plan exists.
double reshardSeconds(MeshOp mesh, const MeshShape &shape,
                      const std::vector<int64_t> &globalShape,
                      unsigned elementBytes, const TensorSharding &from,
                      const TensorSharding &to,
                      std::vector<CollectiveCost> *collectives = nullptr);

/// Prices `fn` (an SPMD function) on `mesh`, which must carry links and a
/// device model (`--cleave-apply-cluster`).
mlir::FailureOr<ProgramCost> costFunction(mlir::func::FuncOp fn, MeshOp mesh);

} // namespace cleave

#endif // CLEAVE_COST_COSTMODEL_H
