//===- CleaveOps.cpp - Cleave operations: syntax and verification ---------===//
//
// Checks that need the mesh run in verifySymbolUses, once the symbol table is
// complete: axis names exist and are not repeated, and every shape agrees
// with the group sizes of the axes.
//
//===----------------------------------------------------------------------===//

#include "cleave/IR/CleaveOps.h"
#include "AxisSyntax.h"
#include "cleave/IR/ShardingUtils.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringSet.h"

using namespace mlir;
using namespace cleave;

//===----------------------------------------------------------------------===//
// Custom directives
//===----------------------------------------------------------------------===//

static ParseResult parseAxisList(OpAsmParser &parser, ArrayAttr &axes) {
  SmallVector<Attribute> names;
  if (parseAxisNames(parser, names))
    return failure();
  axes = parser.getBuilder().getArrayAttr(names);
  return success();
}

static void printAxisList(OpAsmPrinter &printer, Operation *, ArrayAttr axes) {
  printAxisNames(printer, axes);
}

static ParseResult parseShardingRef(OpAsmParser &parser,
                                    ShardingAttr &sharding) {
  Attribute attr;
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseAttribute(attr))
    return failure();
  sharding = dyn_cast<ShardingAttr>(attr);
  if (!sharding)
    return parser.emitError(loc, "expected a #cleave.sharding attribute");
  return success();
}

static void printShardingRef(OpAsmPrinter &printer, Operation *,
                             ShardingAttr sharding) {
  printer.printAttributeWithoutType(sharding);
}

/// `[0 -> 1, 1 -> 0]`, stored flat as source, target, source, target, ...
static ParseResult parsePermutePairs(OpAsmParser &parser,
                                     DenseI64ArrayAttr &pairs) {
  SmallVector<int64_t> flat;
  if (parser.parseCommaSeparatedList(
          AsmParser::Delimiter::Square, [&]() -> ParseResult {
            int64_t source, target;
            if (parser.parseInteger(source) || parser.parseArrow() ||
                parser.parseInteger(target))
              return failure();
            flat.push_back(source);
            flat.push_back(target);
            return success();
          }))
    return failure();
  pairs = parser.getBuilder().getDenseI64ArrayAttr(flat);
  return success();
}

static void printPermutePairs(OpAsmPrinter &printer, Operation *,
                              DenseI64ArrayAttr pairs) {
  printer << '[';
  ArrayRef<int64_t> flat = pairs.asArrayRef();
  for (size_t i = 0; i + 1 < flat.size(); i += 2)
    printer << (i ? ", " : "") << flat[i] << " -> " << flat[i + 1];
  printer << ']';
}

#define GET_OP_CLASSES
#include "Cleave/CleaveOps.cpp.inc"

//===----------------------------------------------------------------------===//
// MeshOp
//===----------------------------------------------------------------------===//

// cleave.mesh @name(a = 2, b = 4) [links [...]] [device #cleave.device<...>]
ParseResult MeshOp::parse(OpAsmParser &parser, OperationState &result) {
  StringAttr name;
  if (parser.parseSymbolName(name, getSymNameAttrName(result.name),
                             result.attributes))
    return failure();
  SmallVector<Attribute> axisNames;
  SmallVector<int64_t> sizes;
  if (parser.parseCommaSeparatedList(
          AsmParser::Delimiter::Paren, [&]() -> ParseResult {
            std::string axis;
            int64_t size;
            if (parser.parseKeywordOrString(&axis) || parser.parseEqual() ||
                parser.parseInteger(size))
              return failure();
            axisNames.push_back(parser.getBuilder().getStringAttr(axis));
            sizes.push_back(size);
            return success();
          }))
    return failure();
  Builder &b = parser.getBuilder();
  result.addAttribute(getAxisNamesAttrName(result.name),
                      b.getArrayAttr(axisNames));
  result.addAttribute(getShapeAttrName(result.name),
                      b.getDenseI64ArrayAttr(sizes));
  if (succeeded(parser.parseOptionalKeyword("links"))) {
    ArrayAttr links;
    if (parser.parseAttribute(links, b.getNoneType()))
      return failure();
    result.addAttribute(getLinksAttrName(result.name), links);
  }
  if (succeeded(parser.parseOptionalKeyword("device"))) {
    Attribute device;
    if (parser.parseAttribute(device, b.getNoneType()))
      return failure();
    result.addAttribute(getDeviceAttrName(result.name), device);
  }
  return parser.parseOptionalAttrDict(result.attributes);
}

void MeshOp::print(OpAsmPrinter &printer) {
  printer << ' ';
  printer.printSymbolName(getSymName());
  printer << '(';
  for (auto [i, axis] : llvm::enumerate(getAxisNames())) {
    if (i)
      printer << ", ";
    printer.printKeywordOrString(cast<StringAttr>(axis).getValue());
    printer << " = " << getShape()[i];
  }
  printer << ')';
  if (ArrayAttr links = getLinksAttr()) {
    printer << " links ";
    printer.printAttributeWithoutType(links);
  }
  if (DeviceAttr device = getDeviceAttr()) {
    printer << " device ";
    printer.printAttributeWithoutType(device);
  }
  printer.printOptionalAttrDict((*this)->getAttrs(),
                                {getSymNameAttrName(), getAxisNamesAttrName(),
                                 getShapeAttrName(), getLinksAttrName(),
                                 getDeviceAttrName()});
}

LogicalResult MeshOp::verify() {
  if (getAxisNames().size() != getShape().size())
    return emitOpError() << "has " << getAxisNames().size()
                         << " axis names but " << getShape().size() << " sizes";
  if (getShape().empty())
    return emitOpError() << "needs at least one axis";
  std::string error = getMeshShape(*this).validate();
  if (!error.empty())
    return emitOpError() << error;
  if (ArrayAttr links = getLinksAttr())
    if (links.size() != getShape().size())
      return emitOpError() << "has " << links.size() << " links for "
                           << getShape().size() << " axes";
  return success();
}

int64_t MeshOp::getNumDevices() {
  int64_t n = 1;
  for (int64_t s : getShape())
    n *= s;
  return n;
}

std::optional<unsigned> MeshOp::getAxisIndex(StringRef name) {
  for (auto [i, axis] : llvm::enumerate(getAxisNames()))
    if (cast<StringAttr>(axis).getValue() == name)
      return i;
  return std::nullopt;
}

int64_t MeshOp::getAxisSize(StringRef name) {
  return getShape()[*getAxisIndex(name)];
}

int64_t MeshOp::getGroupSize(ArrayAttr axes) {
  int64_t n = 1;
  for (Attribute a : axes)
    if (std::optional<unsigned> i =
            getAxisIndex(cast<StringAttr>(a).getValue()))
      n *= getShape()[*i];
  return n;
}

//===----------------------------------------------------------------------===//
// Shared verification
//===----------------------------------------------------------------------===//

static std::string listAxes(MeshOp mesh) {
  std::string names;
  for (Attribute a : mesh.getAxisNames())
    names += (names.empty() ? "" : ", ") + cast<StringAttr>(a).getValue().str();
  return names;
}

/// Resolves the mesh and checks `axes` name distinct axes of it. On success
/// sets `groupSize` to the number of devices in each group.
static FailureOr<MeshOp> verifyMeshAxes(Operation *op, FlatSymbolRefAttr name,
                                        ArrayAttr axes,
                                        SymbolTableCollection &tables,
                                        int64_t &groupSize) {
  FailureOr<MeshOp> mesh = lookupMesh(op, name, &tables);
  if (failed(mesh))
    return failure();
  llvm::StringSet<> seen;
  groupSize = 1;
  for (Attribute a : axes) {
    StringRef axis = cast<StringAttr>(a).getValue();
    std::optional<unsigned> index = mesh->getAxisIndex(axis);
    if (!index)
      return op->emitOpError()
             << "mesh axis '" << axis << "' is not an axis of mesh @"
             << mesh->getSymName() << " (axes: " << listAxes(*mesh) << ")";
    if (!seen.insert(axis).second)
      return op->emitOpError() << "mesh axis '" << axis << "' is listed twice";
    groupSize *= mesh->getShape()[*index];
  }
  return mesh;
}

static LogicalResult verifyDim(Operation *op, StringRef what, int64_t dim,
                               int64_t rank) {
  if (dim < 0 || dim >= rank)
    return op->emitOpError()
           << what << " " << dim << " is out of range for a tensor of rank "
           << rank;
  return success();
}

/// Checks result == input except that dimension `dim` is scaled: multiplied
/// by `factor` (all_gather) or divided by it (reduce_scatter).
static LogicalResult verifyScaledDim(Operation *op, RankedTensorType in,
                                     RankedTensorType out, int64_t dim,
                                     int64_t factor, bool divide) {
  if (in.getElementType() != out.getElementType())
    return op->emitOpError()
           << "changes the element type from " << in.getElementType() << " to "
           << out.getElementType();
  if (in.getRank() != out.getRank())
    return op->emitOpError() << "changes the rank from " << in.getRank()
                             << " to " << out.getRank();
  for (int64_t d = 0; d < in.getRank(); ++d) {
    int64_t i = in.getDimSize(d), o = out.getDimSize(d);
    if (ShapedType::isDynamic(i) || ShapedType::isDynamic(o))
      continue;
    if (d != dim) {
      if (i != o)
        return op->emitOpError()
               << "dimension " << d << " must stay " << i << ", got " << o;
      continue;
    }
    if (divide && i % factor != 0)
      return op->emitOpError()
             << "dimension " << d << " of size " << i
             << " is not divisible by the group size " << factor;
    int64_t expected = divide ? i / factor : i * factor;
    if (o != expected)
      return op->emitOpError()
             << "dimension " << d << " must be " << expected << " (" << i
             << (divide ? " / " : " * ") << factor << " devices), got " << o;
  }
  return success();
}

//===----------------------------------------------------------------------===//
// AnnotateOp
//===----------------------------------------------------------------------===//

LogicalResult AnnotateOp::verifySymbolUses(SymbolTableCollection &tables) {
  ShardingAttr sharding = getSharding();
  FailureOr<MeshOp> mesh = lookupMesh(*this, sharding.getMesh(), &tables);
  if (failed(mesh))
    return failure();
  FailureOr<TensorSharding> algebra =
      toTensorSharding(sharding, *mesh, [&]() { return emitOpError(); });
  if (failed(algebra))
    return failure();
  auto type = cast<RankedTensorType>(getInput().getType());
  std::string error = algebra->verify(
      getMeshShape(*mesh),
      std::vector<int64_t>(type.getShape().begin(), type.getShape().end()));
  if (!error.empty())
    return emitOpError() << "sharding of " << type << " on mesh @"
                         << mesh->getSymName() << ": " << error;
  return success();
}

//===----------------------------------------------------------------------===//
// Collectives
//===----------------------------------------------------------------------===//

LogicalResult AllReduceOp::verifySymbolUses(SymbolTableCollection &tables) {
  int64_t n;
  return verifyMeshAxes(*this, getMeshAttr(), getMeshAxes(), tables, n);
}

LogicalResult AllGatherOp::verifySymbolUses(SymbolTableCollection &tables) {
  int64_t n;
  if (failed(verifyMeshAxes(*this, getMeshAttr(), getMeshAxes(), tables, n)))
    return failure();
  auto in = cast<RankedTensorType>(getInput().getType());
  if (failed(verifyDim(*this, "dim", getDim(), in.getRank())))
    return failure();
  return verifyScaledDim(*this, in, cast<RankedTensorType>(getType()), getDim(),
                         n, /*divide=*/false);
}

LogicalResult ReduceScatterOp::verifySymbolUses(SymbolTableCollection &tables) {
  int64_t n;
  if (failed(verifyMeshAxes(*this, getMeshAttr(), getMeshAxes(), tables, n)))
    return failure();
  auto in = cast<RankedTensorType>(getInput().getType());
  if (failed(verifyDim(*this, "dim", getDim(), in.getRank())))
    return failure();
  return verifyScaledDim(*this, in, cast<RankedTensorType>(getType()), getDim(),
                         n, /*divide=*/true);
}

LogicalResult AllToAllOp::verifySymbolUses(SymbolTableCollection &tables) {
  int64_t n;
  if (failed(verifyMeshAxes(*this, getMeshAttr(), getMeshAxes(), tables, n)))
    return failure();
  auto in = cast<RankedTensorType>(getInput().getType());
  auto out = cast<RankedTensorType>(getType());
  if (failed(verifyDim(*this, "split", getSplitDim(), in.getRank())) ||
      failed(verifyDim(*this, "concat", getConcatDim(), in.getRank())))
    return failure();
  if (in.getElementType() != out.getElementType() ||
      in.getRank() != out.getRank())
    return emitOpError() << "must keep the element type and rank, got " << in
                         << " -> " << out;
  for (int64_t d = 0; d < in.getRank(); ++d) {
    int64_t i = in.getDimSize(d), o = out.getDimSize(d);
    if (ShapedType::isDynamic(i) || ShapedType::isDynamic(o))
      continue;
    int64_t expected = i;
    if (d == getSplitDim() && d != getConcatDim()) {
      if (i % n != 0)
        return emitOpError() << "split dimension " << d << " of size " << i
                             << " is not divisible by the group size " << n;
      expected = i / n;
    } else if (d == getConcatDim() && d != getSplitDim()) {
      expected = i * n;
    }
    if (o != expected)
      return emitOpError() << "dimension " << d << " must be " << expected
                           << " for a group of " << n << ", got " << o;
  }
  return success();
}

LogicalResult
CollectivePermuteOp::verifySymbolUses(SymbolTableCollection &tables) {
  int64_t n;
  if (failed(verifyMeshAxes(*this, getMeshAttr(), getMeshAxes(), tables, n)))
    return failure();
  ArrayRef<int64_t> flat = getPairs();
  if (flat.size() % 2 != 0)
    return emitOpError() << "pairs must come as source -> target";
  llvm::DenseSet<int64_t> sources, targets;
  for (size_t i = 0; i < flat.size(); i += 2) {
    for (int64_t index : {flat[i], flat[i + 1]})
      if (index < 0 || index >= n)
        return emitOpError() << "device " << index
                             << " is outside the group of " << n << " devices";
    if (!sources.insert(flat[i]).second)
      return emitOpError() << "device " << flat[i] << " sends twice";
    if (!targets.insert(flat[i + 1]).second)
      return emitOpError() << "device " << flat[i + 1] << " receives twice";
  }
  return success();
}

LogicalResult BroadcastOp::verifySymbolUses(SymbolTableCollection &tables) {
  int64_t n;
  FailureOr<MeshOp> mesh =
      verifyMeshAxes(*this, getMeshAttr(), getMeshAxes(), tables, n);
  if (failed(mesh))
    return failure();
  if (getRoot().size() != getMeshAxes().size())
    return emitOpError() << "root needs one coordinate per mesh axis ("
                         << getMeshAxes().size() << "), got "
                         << getRoot().size();
  for (auto [axis, coord] : llvm::zip(getMeshAxes(), getRoot())) {
    int64_t size = mesh->getAxisSize(cast<StringAttr>(axis).getValue());
    if (coord < 0 || coord >= size)
      return emitOpError() << "root coordinate " << coord << " on mesh axis '"
                           << cast<StringAttr>(axis).getValue()
                           << "' is outside [0, " << size << ")";
  }
  return success();
}

template <typename PointToPointOp>
static LogicalResult verifyPeer(PointToPointOp op,
                                SymbolTableCollection &tables) {
  int64_t n;
  if (failed(verifyMeshAxes(op, op.getMeshAttr(), op.getMeshAxes(), tables, n)))
    return failure();
  if (op.getMeshAxes().empty())
    return op.emitOpError() << "needs at least one mesh axis";
  if (op.getPeer().size() != op.getMeshAxes().size())
    return op.emitOpError()
           << "needs one peer coordinate per mesh axis ("
           << op.getMeshAxes().size() << "), got " << op.getPeer().size();
  return success();
}

LogicalResult SendOp::verifySymbolUses(SymbolTableCollection &tables) {
  return verifyPeer(*this, tables);
}

LogicalResult RecvOp::verifySymbolUses(SymbolTableCollection &tables) {
  return verifyPeer(*this, tables);
}

LogicalResult ProcessIndexOp::verifySymbolUses(SymbolTableCollection &tables) {
  int64_t n;
  if (failed(verifyMeshAxes(*this, getMeshAttr(), getMeshAxes(), tables, n)))
    return failure();
  size_t expected = std::max<size_t>(1, getMeshAxes().size());
  if (getNumResults() != expected)
    return emitOpError() << "returns one index per mesh axis (" << expected
                         << "), got " << getNumResults();
  return success();
}

LogicalResult ProcessCountOp::verifySymbolUses(SymbolTableCollection &tables) {
  int64_t n;
  return verifyMeshAxes(*this, getMeshAttr(), getMeshAxes(), tables, n);
}
