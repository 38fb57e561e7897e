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

#include "llvm/ADT/StringSet.h"

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

LogicalResult LinkAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                               APFloat latencyValue, APFloat bandwidthValue) {
  double latency = latencyValue.convertToDouble();
  double bandwidth = bandwidthValue.convertToDouble();
  if (!(latency >= 0))
    return emitError() << "link latency must be non-negative, got " << latency;
  if (!(bandwidth > 0))
    return emitError() << "link bandwidth must be positive, got " << bandwidth;
  return success();
}

LogicalResult DeviceAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                 StringAttr name, DictionaryAttr peakFlops,
                                 APFloat memoryValue,
                                 APFloat memoryBandwidthValue,
                                 APFloat hostBandwidth, APFloat hostLatency,
                                 APFloat hostMemory) {
  double memory = memoryValue.convertToDouble();
  double memoryBandwidth = memoryBandwidthValue.convertToDouble();
  for (auto [value, what] : {std::pair{hostBandwidth, "host_bandwidth"},
                             std::pair{hostLatency, "host_latency"},
                             std::pair{hostMemory, "host_memory"}})
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
