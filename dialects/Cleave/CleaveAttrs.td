//===- CleaveAttrs.td - Cleave attributes ------------------*- tablegen -*-===//

#ifndef CLEAVE_ATTRS_TD
#define CLEAVE_ATTRS_TD

include "Cleave/CleaveBase.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"

// A double stored as an APFloat (which the attribute uniquer can hash),
// written as a plain float literal.
def Cleave_F64Parameter : APFloatParameter<""> {
  let parser = [{ [&]() -> ::mlir::FailureOr<::llvm::APFloat> {
    double value;
    if ($_parser.parseFloat(value))
      return ::mlir::failure();
    return ::llvm::APFloat(value);
  }() }];
  let printer = "::cleave::printShortestDouble($_printer, $_self)";
}

// The same, optional: 0 when omitted, and not printed then.
def Cleave_OptionalF64Parameter : APFloatParameter<""> {
  let parser = Cleave_F64Parameter.parser;
  let printer = Cleave_F64Parameter.printer;
  let defaultValue = "::llvm::APFloat(0.0)";
}

class Cleave_Attr<string name, string attrMnemonic, list<Trait> traits = []>
    : AttrDef<Cleave_Dialect, name, traits> {
  let mnemonic = attrMnemonic;
}

def Cleave_LinkAttr : Cleave_Attr<"Link", "link"> {
  let summary = "alpha-beta model of the links along one mesh axis";
  let description = [{
    A collective over a mesh axis costs `latency + bytes / bandwidth` per
    step: `latency` in seconds, `bandwidth` in bytes per second in one
    direction per device.

    Optional `collectives` maps a collective kind (`all_reduce`,
    `all_gather`, `reduce_scatter`, `all_to_all`, `send`, ...) to the link
    as measured for that kind (`cleave calibrate` fits one per kind: the
    algorithms differ); a kind not listed uses `latency` and `bandwidth`.
    Optional `curve`, measured points (volume in bytes, seconds) in
    increasing volume, flattened: a collective of that volume (the
    alpha-beta formula's bytes over bandwidth part, times the bandwidth)
    takes the curve's piecewise-linear value instead of the alpha-beta
    line (caches make small messages faster than one line says).

    ```mlir
    #cleave.link<latency = 3.0e-06, bandwidth = 4.5e+11>
    #cleave.link<latency = 2.0e-06, bandwidth = 8.0e+09, collectives = {
        all_reduce = #cleave.link<latency = 4.1e-06, bandwidth = 6.2e+09>}>
    ```
  }];
  let parameters = (ins Cleave_F64Parameter:$latency,
                        Cleave_F64Parameter:$bandwidth,
                        OptionalParameter<"::mlir::DictionaryAttr">:$collectives,
                        OptionalParameter<"::mlir::DenseF64ArrayAttr">:$curve);
  let builders = [
    AttrBuilder<(ins "double":$latency, "double":$bandwidth,
                     CArg<"::mlir::DictionaryAttr", "{}">:$collectives,
                     CArg<"::mlir::DenseF64ArrayAttr", "{}">:$curve), [{
      return $_get($_ctxt, ::llvm::APFloat(latency), ::llvm::APFloat(bandwidth),
                   collectives, curve);
    }]>
  ];
  let extraClassDeclaration = [{
    double getLatencySeconds() const { return getLatency().convertToDouble(); }
    double getBandwidthBytesPerSecond() const {
      return getBandwidth().convertToDouble();
    }
    /// The link a collective of `kind` sees: its own entry, else this one.
    LinkAttr getForKind(::llvm::StringRef kind) const;
    /// Seconds of a collective moving `volume` bytes (the alpha-beta
    /// formula's bytes): the curve where there is one, else the line.
    double getSecondsForVolume(double volume) const;
  }];
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
}

def Cleave_DeviceAttr : Cleave_Attr<"Device", "device"> {
  let summary = "roofline model of one device of a mesh";
  let description = [{
    `peak_flops` maps element type names (`f64`, `f32`, `tf32`, `bf16`,
    `f16`, `f8`, `i8`) to dense peak FLOP/s; `memory` is the capacity in
    bytes, `memory_bandwidth` in bytes per second. Optional, the link to
    the host's memory where offloaded values live: `host_bandwidth` (bytes
    per second, one direction), `host_latency` (seconds per copy) and
    `host_memory` (bytes of host memory for this device); 0 or omitted:
    unknown, and a host copy is priced as a device copy.
    `host_memory_bandwidth`: bytes per second of host memory this device's
    share of the host computes with (an optimizer step run on the host,
    which is bound by memory); 0 or omitted: the device's own. Optional fixed
    costs of generated code, as `cleave calibrate` measures them:
    `op_overhead` (seconds each op adds beside its roofline) and
    `call_overhead` (seconds each call of the entry adds); 0 or omitted:
    none. A `peak_flops` key `TYPE/CLASS` is the throughput of one class
    of ops: GEMMs by shape (`f32/small`, `f32/medium`: getGemmShapeClass in
    CostModel.h) and every op that is not a GEMM (`f32/vector`: loops
    LLVM generates); a class without a key uses `TYPE`'s. `math_flops`
    maps a `math` op's name (`tanh`, `exp`, ...; `default` for the others)
    to the FLOPs one of it counts as (1 when not given).
    `memory_curve`: measured points (bytes an op touches, seconds),
    flattened, in increasing bytes: an op's memory time is the curve's
    piecewise-linear value instead of bytes / `memory_bandwidth` (caches).

    ```mlir
    #cleave.device<name = "h200", peak_flops = {bf16 = 9.89e+14 : f64},
                   memory = 1.41e+11, memory_bandwidth = 4.8e+12,
                   host_bandwidth = 6.4e+10, host_latency = 1.0e-05,
                   host_memory = 2.56e+11>
    ```
  }];
  let parameters = (ins "::mlir::StringAttr":$name,
                        "::mlir::DictionaryAttr":$peak_flops,
                        Cleave_F64Parameter:$memory,
                        Cleave_F64Parameter:$memory_bandwidth,
                        Cleave_OptionalF64Parameter:$host_bandwidth,
                        Cleave_OptionalF64Parameter:$host_latency,
                        Cleave_OptionalF64Parameter:$host_memory,
                        Cleave_OptionalF64Parameter:$op_overhead,
                        Cleave_OptionalF64Parameter:$call_overhead,
                        OptionalParameter<"::mlir::DictionaryAttr">:$math_flops,
                        OptionalParameter<"::mlir::DenseF64ArrayAttr">:$memory_curve,
                        Cleave_OptionalF64Parameter:$host_memory_bandwidth);
  let builders = [
    AttrBuilder<(ins "::mlir::StringAttr":$name,
                     "::mlir::DictionaryAttr":$peak_flops, "double":$memory,
                     "double":$memory_bandwidth,
                     CArg<"double", "0">:$host_bandwidth,
                     CArg<"double", "0">:$host_latency,
                     CArg<"double", "0">:$host_memory,
                     CArg<"double", "0">:$op_overhead,
                     CArg<"double", "0">:$call_overhead,
                     CArg<"::mlir::DictionaryAttr", "{}">:$math_flops,
                     CArg<"::mlir::DenseF64ArrayAttr", "{}">:$memory_curve,
                     CArg<"double", "0">:$host_memory_bandwidth), [{
      return $_get($_ctxt, name, peak_flops, ::llvm::APFloat(memory),
                   ::llvm::APFloat(memory_bandwidth),
                   ::llvm::APFloat(host_bandwidth),
                   ::llvm::APFloat(host_latency), ::llvm::APFloat(host_memory),
                   ::llvm::APFloat(op_overhead), ::llvm::APFloat(call_overhead),
                   math_flops, memory_curve,
                   ::llvm::APFloat(host_memory_bandwidth));
    }]>
  ];
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// Peak FLOP/s for an element type name, or std::nullopt if unknown.
    std::optional<double> getPeakFlops(::llvm::StringRef elementType) const;
    double getMemoryBytes() const { return getMemory().convertToDouble(); }
    double getMemoryBytesPerSecond() const {
      return getMemoryBandwidth().convertToDouble();
    }
    /// The host link; 0 when the device model does not give it.
    double getHostBytesPerSecond() const {
      return getHostBandwidth().convertToDouble();
    }
    double getHostLatencySeconds() const {
      return getHostLatency().convertToDouble();
    }
    double getHostMemoryBytes() const {
      return getHostMemory().convertToDouble();
    }
    /// What the host computes with for this device (bytes per second): the
    /// device model's host_memory_bandwidth, else the device's own.
    double getHostMemoryBytesPerSecond() const {
      double host = getHostMemoryBandwidth().convertToDouble();
      return host > 0 ? host : getMemoryBytesPerSecond();
    }
    double getOpOverheadSeconds() const {
      return getOpOverhead().convertToDouble();
    }
    double getCallOverheadSeconds() const {
      return getCallOverhead().convertToDouble();
    }
    /// FLOPs one math op `name` (without the dialect: "tanh") counts as:
    /// its entry, else `default`, else 1.
    double getMathOpWeight(::llvm::StringRef name) const;
    /// Seconds an op touching `bytes` spends on memory: the measured curve
    /// where there is one, else bytes / memory_bandwidth.
    double getMemorySeconds(double bytes) const;
  }];
}

def Cleave_ShardingAttr : Cleave_Attr<"Sharding", "sharding"> {
  let summary = "layout of a global tensor over the axes of a mesh";
  let description = [{
    For each tensor dimension, the ordered list of mesh axes that split it
    (the first axis is the most significant: it picks the outer block); the
    set of axes on which the value is partial (each device holds a summand,
    or a max/min candidate, of the true value); every other axis replicates.
    A split that does not divide its dimension is rejected unless
    `uneven = pad` is given: then every device holds `ceil(d / n)` elements
    and the last shards are padded.

    ```mlir
    #cleave.sharding<@mesh, [[dp], []]>                    // rows over dp
    #cleave.sharding<@mesh, [[], [tp]], partial = sum [dp]>
    #cleave.sharding<@mesh, [[dp, tp]], uneven = pad>
    ```
  }];
  let parameters = (ins
    "::mlir::FlatSymbolRefAttr":$mesh,
    // One ArrayAttr of StringAttr axis names per tensor dimension.
    "::mlir::ArrayAttr":$dim_axes,
    // StringAttr axis names.
    "::mlir::ArrayAttr":$partial_axes,
    "::cleave::ReductionKind":$partial_kind,
    "::cleave::UnevenPolicy":$uneven);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let builders = [
    AttrBuilder<(ins "::mlir::FlatSymbolRefAttr":$mesh,
                     "::llvm::ArrayRef<::llvm::SmallVector<::mlir::StringAttr>>":$dimAxes,
                     CArg<"::llvm::ArrayRef<::mlir::StringAttr>", "{}">:$partialAxes,
                     CArg<"::cleave::ReductionKind", "::cleave::ReductionKind::Sum">:$kind,
                     CArg<"::cleave::UnevenPolicy", "::cleave::UnevenPolicy::Reject">:$uneven)>
  ];
  let extraClassDeclaration = [{
    int64_t getRank() const { return getDimAxes().size(); }
    /// Axis names splitting dimension `dim`, most significant first.
    ::llvm::SmallVector<::llvm::StringRef> getAxesOfDim(int64_t dim) const;
    ::llvm::SmallVector<::llvm::StringRef> getPartialAxisNames() const;
    bool isPartial() const { return !getPartialAxes().empty(); }
    /// True if no dimension is split and nothing is partial.
    bool isFullyReplicated() const;
  }];
}

#endif // CLEAVE_ATTRS_TD
