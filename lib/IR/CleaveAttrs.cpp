//===- CleaveAttrs.cpp - Cleave attributes --------------------------------===//
//
// Parsing, printing and structural verification of link, device and sharding
// attributes. Checks that need the mesh (axis existence, divisibility) are
// done by the ops that use a sharding, which can resolve the mesh symbol.
//
//===----------------------------------------------------------------------===//

#include "cleave/IR/CleaveAttrs.h"
#include "cleave/IR/CleaveDialect.h"

#include "AxisSyntax.h"
#include "cleave/Cluster/ClusterModel.h"

#include "llvm/ADT/StringSet.h"

#include <algorithm>

using namespace mlir;
using namespace cleave;

void cleave::printShortestDouble(AsmPrinter &printer, const APFloat &value) {
  double d = value.convertToDouble();
  char buffer[64];
  for (int precision = 1; precision <= 17; ++precision) {
    snprintf(buffer, sizeof(buffer), "%.*g", precision, d);
    if (strtod(buffer, nullptr) == d)
      break;
  }
  // MLIR float literals need a decimal point: 4e+11 -> 4.0e+11.
  std::string text = buffer;
  if (text.find_first_of(".") == std::string::npos &&
      text.find_first_not_of("-0123456789e+") == std::string::npos) {
    size_t exponent = text.find('e');
    text.insert(exponent == std::string::npos ? text.size() : exponent, ".0");
  }
  printer << text;
}

//===----------------------------------------------------------------------===//
// LinkAttr, DeviceAttr
//===----------------------------------------------------------------------===//

double cleave::interpolateMeasuredCurve(ArrayRef<double> points, double x,
                                        bool proportionalBelow) {
  size_t n = points.size() / 2;
  if (n == 0)
    return 0;
  auto px = [&](size_t i) { return points[2 * i]; };
  auto py = [&](size_t i) { return points[2 * i + 1]; };
  if (n == 1 || x <= px(0)) {
    double proportional = px(0) > 0 ? py(0) * x / px(0) : py(0);
    if (n == 1 || proportionalBelow)
      return std::max(0.0, proportional);
    double slope = (py(1) - py(0)) / std::max(px(1) - px(0), 1e-300);
    double line = py(0) - slope * (px(0) - x);
    return std::clamp(line, std::max(0.0, proportional), py(0));
  }
  size_t i = 1;
  while (i + 1 < n && x > px(i))
    ++i;
  double slope = (py(i) - py(i - 1)) / std::max(px(i) - px(i - 1), 1e-300);
  return std::max(0.0, py(i - 1) + slope * (x - px(i - 1)));
}

/// A measured curve: (x, y) pairs, x increasing, y non-negative.
static LogicalResult verifyCurve(function_ref<InFlightDiagnostic()> emitError,
                                 DenseF64ArrayAttr curve, StringRef what) {
  if (!curve)
    return success();
  ArrayRef<double> v = curve.asArrayRef();
  if (v.size() % 2)
    return emitError() << what << " must hold (x, seconds) pairs, got "
                       << v.size() << " numbers";
  for (size_t i = 0; i < v.size(); i += 2)
    if (!(v[i] >= 0) || !(v[i + 1] >= 0) || (i && !(v[i] > v[i - 2])))
      return emitError() << what
                         << " must have non-negative points in increasing x";
  return success();
}

LogicalResult LinkAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                               APFloat latencyValue, APFloat bandwidthValue,
                               DictionaryAttr collectives,
                               DenseF64ArrayAttr curve) {
  if (failed(verifyCurve(emitError, curve, "link curve")))
    return failure();
  double latency = latencyValue.convertToDouble();
  double bandwidth = bandwidthValue.convertToDouble();
  if (!(latency >= 0))
    return emitError() << "link latency must be non-negative, got " << latency;
  if (!(bandwidth > 0))
    return emitError() << "link bandwidth must be positive, got " << bandwidth;
  if (collectives)
    for (NamedAttribute entry : collectives) {
      if (!isCollectiveKind(entry.getName().getValue()))
        return emitError() << "link collectives entry '"
                           << entry.getName().getValue()
                           << "' is not a collective kind (all_reduce, "
                              "all_gather, reduce_scatter, all_to_all, send, "
                              "collective_permute, broadcast)";
      auto link = dyn_cast<LinkAttr>(entry.getValue());
      if (!link || link.getCollectives())
        return emitError() << "link collectives entry '"
                           << entry.getName().getValue()
                           << "' must be a #cleave.link without collectives";
    }
  return success();
}

double LinkAttr::getSecondsForVolume(double volume) const {
  if (DenseF64ArrayAttr curve = getCurve())
    return interpolateMeasuredCurve(curve.asArrayRef(), volume,
                                    /*proportionalBelow=*/false);
  return getLatencySeconds() + volume / getBandwidthBytesPerSecond();
}

double DeviceAttr::getMemorySeconds(double bytes) const {
  if (DenseF64ArrayAttr curve = getMemoryCurve())
    return interpolateMeasuredCurve(curve.asArrayRef(), bytes,
                                    /*proportionalBelow=*/true);
  return bytes / getMemoryBytesPerSecond();
}

double DeviceAttr::getMathOpWeight(StringRef name) const {
  if (DictionaryAttr table = getMathFlops())
    for (StringRef key : {name, StringRef("default")})
      if (auto value = dyn_cast_or_null<FloatAttr>(table.get(key)))
        return value.getValueAsDouble();
  return 1;
}

LinkAttr LinkAttr::getForKind(StringRef kind) const {
  if (DictionaryAttr collectives = getCollectives())
    if (auto link = dyn_cast_or_null<LinkAttr>(collectives.get(kind)))
      return link;
  return *this;
}

LogicalResult DeviceAttr::verify(
    function_ref<InFlightDiagnostic()> emitError, StringAttr name,
    DictionaryAttr peakFlops, APFloat memoryValue, APFloat memoryBandwidthValue,
    APFloat hostBandwidth, APFloat hostLatency, APFloat hostMemory,
    APFloat opOverhead, APFloat callOverhead, DictionaryAttr mathFlops,
    DenseF64ArrayAttr memoryCurve, APFloat hostMemoryBandwidth) {
  if (mathFlops)
    for (NamedAttribute entry : mathFlops) {
      auto value = dyn_cast<FloatAttr>(entry.getValue());
      if (!value || !(value.getValueAsDouble() > 0))
        return emitError() << "math_flops entry '" << entry.getName().getValue()
                           << "' must be a positive float";
    }
  if (failed(verifyCurve(emitError, memoryCurve, "device memory_curve")))
    return failure();
  double memory = memoryValue.convertToDouble();
  double memoryBandwidth = memoryBandwidthValue.convertToDouble();
  for (auto [value, what] :
       {std::pair{hostBandwidth, "host_bandwidth"},
        std::pair{hostLatency, "host_latency"},
        std::pair{hostMemory, "host_memory"},
        std::pair{opOverhead, "op_overhead"},
        std::pair{callOverhead, "call_overhead"},
        std::pair{hostMemoryBandwidth, "host_memory_bandwidth"}})
    if (!(value.convertToDouble() >= 0))
      return emitError() << "device " << what
                         << " must be non-negative (0: unknown), got "
                         << value.convertToDouble();
  if (!name || name.getValue().empty())
    return emitError() << "device needs a non-empty name";
  for (NamedAttribute entry : peakFlops) {
    auto value = dyn_cast<FloatAttr>(entry.getValue());
    if (!value || !(value.getValueAsDouble() > 0))
      return emitError() << "peak_flops entry '" << entry.getName().getValue()
                         << "' must be a positive float";
  }
  if (!(memory > 0))
    return emitError() << "device memory must be positive, got " << memory;
  if (!(memoryBandwidth > 0))
    return emitError() << "device memory_bandwidth must be positive, got "
                       << memoryBandwidth;
  return success();
}

std::optional<double> DeviceAttr::getPeakFlops(StringRef elementType) const {
  if (auto value = dyn_cast_or_null<FloatAttr>(getPeakFlops().get(elementType)))
    return value.getValueAsDouble();
  return std::nullopt;
}

//===----------------------------------------------------------------------===//
// ShardingAttr
//===----------------------------------------------------------------------===//

ShardingAttr ShardingAttr::get(MLIRContext *ctx, FlatSymbolRefAttr mesh,
                               ArrayRef<SmallVector<StringAttr>> dimAxes,
                               ArrayRef<StringAttr> partialAxes,
                               ReductionKind kind, UnevenPolicy uneven) {
  SmallVector<Attribute> dims;
  for (const SmallVector<StringAttr> &axes : dimAxes)
    dims.push_back(
        ArrayAttr::get(ctx, SmallVector<Attribute>(axes.begin(), axes.end())));
  SmallVector<Attribute> partial(partialAxes.begin(), partialAxes.end());
  return get(ctx, mesh, ArrayAttr::get(ctx, dims), ArrayAttr::get(ctx, partial),
             kind, uneven);
}

SmallVector<StringRef> ShardingAttr::getAxesOfDim(int64_t dim) const {
  SmallVector<StringRef> names;
  for (Attribute a : cast<ArrayAttr>(getDimAxes()[dim]))
    names.push_back(cast<StringAttr>(a).getValue());
  return names;
}

SmallVector<StringRef> ShardingAttr::getPartialAxisNames() const {
  SmallVector<StringRef> names;
  for (Attribute a : getPartialAxes())
    names.push_back(cast<StringAttr>(a).getValue());
  return names;
}

bool ShardingAttr::isFullyReplicated() const {
  if (isPartial())
    return false;
  return llvm::all_of(getDimAxes(),
                      [](Attribute a) { return cast<ArrayAttr>(a).empty(); });
}

LogicalResult ShardingAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                   FlatSymbolRefAttr mesh, ArrayAttr dimAxes,
                                   ArrayAttr partialAxes, ReductionKind,
                                   UnevenPolicy) {
  if (!mesh)
    return emitError() << "sharding needs a mesh symbol";
  llvm::StringSet<> seen;
  auto check = [&](Attribute a) -> LogicalResult {
    auto name = dyn_cast<StringAttr>(a);
    if (!name)
      return emitError() << "mesh axes must be names";
    if (!seen.insert(name.getValue()).second)
      return emitError() << "mesh axis '" << name.getValue()
                         << "' is used more than once in a sharding";
    return success();
  };
  for (Attribute dim : dimAxes) {
    auto axes = dyn_cast<ArrayAttr>(dim);
    if (!axes)
      return emitError() << "each dimension needs a list of mesh axes";
    for (Attribute a : axes)
      if (failed(check(a)))
        return failure();
  }
  for (Attribute a : partialAxes)
    if (failed(check(a)))
      return failure();
  return success();
}

/// `[a, b, ...]` of axis names (identifiers or strings).
ParseResult cleave::parseAxisNames(AsmParser &parser,
                                   SmallVectorImpl<Attribute> &names) {
  return parser.parseCommaSeparatedList(
      AsmParser::Delimiter::Square, [&]() -> ParseResult {
        std::string name;
        if (parser.parseKeywordOrString(&name))
          return failure();
        names.push_back(parser.getBuilder().getStringAttr(name));
        return success();
      });
}

void cleave::printAxisNames(AsmPrinter &printer, ArrayAttr names) {
  printer << '[';
  llvm::interleaveComma(names, printer, [&](Attribute a) {
    printer.printKeywordOrString(cast<StringAttr>(a).getValue());
  });
  printer << ']';
}

Attribute ShardingAttr::parse(AsmParser &parser, Type) {
  MLIRContext *ctx = parser.getContext();
  FlatSymbolRefAttr mesh;
  SmallVector<Attribute> dims, partial;
  ReductionKind kind = ReductionKind::Sum;
  UnevenPolicy uneven = UnevenPolicy::Reject;
  if (parser.parseLess() || parser.parseAttribute(mesh) || parser.parseComma())
    return {};
  if (parser.parseCommaSeparatedList(
          AsmParser::Delimiter::Square, [&]() -> ParseResult {
            SmallVector<Attribute> axes;
            if (parseAxisNames(parser, axes))
              return failure();
            dims.push_back(ArrayAttr::get(ctx, axes));
            return success();
          }))
    return {};
  while (succeeded(parser.parseOptionalComma())) {
    std::string key;
    SMLoc loc = parser.getCurrentLocation();
    if (parser.parseKeywordOrString(&key) || parser.parseEqual())
      return {};
    if (key == "partial") {
      std::string kindName;
      SMLoc kindLoc = parser.getCurrentLocation();
      if (parser.parseKeywordOrString(&kindName))
        return {};
      std::optional<ReductionKind> k = symbolizeReductionKind(kindName);
      if (!k) {
        parser.emitError(kindLoc, "expected sum, max or min, got '")
            << kindName << "'";
        return {};
      }
      kind = *k;
      if (parseAxisNames(parser, partial))
        return {};
    } else if (key == "uneven") {
      std::string policy;
      SMLoc policyLoc = parser.getCurrentLocation();
      if (parser.parseKeywordOrString(&policy))
        return {};
      std::optional<UnevenPolicy> p = symbolizeUnevenPolicy(policy);
      if (!p) {
        parser.emitError(policyLoc, "expected pad or reject, got '")
            << policy << "'";
        return {};
      }
      uneven = *p;
    } else {
      parser.emitError(loc, "expected 'partial' or 'uneven', got '")
          << key << "'";
      return {};
    }
  }
  if (parser.parseGreater())
    return {};
  return getChecked([&]() { return parser.emitError(parser.getNameLoc()); },
                    ctx, mesh, ArrayAttr::get(ctx, dims),
                    ArrayAttr::get(ctx, partial), kind, uneven);
}

void ShardingAttr::print(AsmPrinter &printer) const {
  printer << '<';
  printer.printAttributeWithoutType(getMesh());
  printer << ", [";
  llvm::interleaveComma(getDimAxes(), printer, [&](Attribute dim) {
    printAxisNames(printer, cast<ArrayAttr>(dim));
  });
  printer << ']';
  if (isPartial()) {
    printer << ", partial = " << stringifyReductionKind(getPartialKind())
            << ' ';
    printAxisNames(printer, getPartialAxes());
  }
  if (getUneven() != UnevenPolicy::Reject)
    printer << ", uneven = " << stringifyUnevenPolicy(getUneven());
  printer << '>';
}
