//===- Program.cpp - Loading a program and fixing its mesh ----------------===//
//
// The steps every command starts with: parse, import upstream `shard`
// annotations and tm_tensor ops, declare or check the mesh, attach the
// cluster, apply the shardings the caller requires, verify.
//
//===----------------------------------------------------------------------===//

#include "MergeDuplicates.h"
#include "UpdatePairs.h"
#include "cleave/Driver/Driver.h"
#include "cleave/IR/CleaveOps.h"
#include "cleave/IR/ShardingUtils.h"
#include "cleave/Sharding/MeshShape.h"
#include "cleave/Target/CpuTarget.h"
#include "cleave/Transforms/Passes.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"

using namespace mlir;

namespace cleave {

InstallPaths getDefaultInstallPaths() {
  std::string exe = llvm::sys::fs::getMainExecutable(
      nullptr, reinterpret_cast<void *>(&getDefaultInstallPaths));
  InstallPaths paths;
  paths.binDir = llvm::sys::path::parent_path(exe).str();
  paths.libDir = paths.binDir + "/../lib";
  return paths;
}

std::string getDefaultCluster(const MeshOptions &mesh, Target target) {
  if (!mesh.cluster.empty())
    return mesh.cluster;
  return target == Target::Cuda ? "h200-pod" : "cpu";
}

/// The entry argument named `argument` (its cleave.name or argN).
static std::optional<unsigned> findArgument(func::FuncOp entry,
                                            StringRef argument) {
  std::optional<unsigned> index;
  for (unsigned i = 0; i < entry.getNumArguments(); ++i) {
    auto name = entry.getArgAttrOfType<StringAttr>(i, "cleave.name");
    if (argument == "arg" + std::to_string(i) ||
        (name && name.getValue() == argument))
      index = i;
  }
  return index;
}

/// A required sharding on an entry argument, as if annotated in the file.
static LogicalResult applySharding(ModuleOp module, func::FuncOp entry,
                                   cleave::MeshOp mesh,
                                   const ArgumentSharding &required) {
  std::optional<unsigned> index = findArgument(entry, required.argument);
  if (!index) {
    InFlightDiagnostic diag = emitError(entry.getLoc());
    diag << "a sharding is given for argument '" << required.argument
         << "', but @" << entry.getSymName() << " has no such argument";
    if (unsigned n = entry.getNumArguments())
      diag << " (it takes arg0 to arg" << n - 1 << ", or their cleave.name)";
    return diag;
  }
  BlockArgument arg = entry.getArgument(*index);
  auto type = dyn_cast<RankedTensorType>(arg.getType());
  std::string text = "#cleave.sharding<@" + mesh.getSymName().str() + ", " +
                     required.spec + ">";
  // Checked here, where the requirement can be named (the annotation's
  // own verifier would point at an op the user never wrote), as the user
  // gave it: `--shard`, or the shardings of the Python and C APIs.
  auto optionError = [&]() {
    InFlightDiagnostic diag = emitError(arg.getLoc());
    diag << "sharding " << required.spec << " of argument " << *index;
    if (auto name = entry.getArgAttrOfType<StringAttr>(*index, "cleave.name"))
      diag << " ('" << name.getValue() << "')";
    else if (required.argument != "arg" + std::to_string(*index))
      diag << " ('" << required.argument << "')";
    diag << ": ";
    return diag;
  };
  if (!type)
    return optionError() << "its type is " << arg.getType()
                         << ", not a ranked tensor";
  // The attribute parser's own error is located in the text built here,
  // which the user never wrote (sweep 46): it becomes part of ours.
  std::string parserSays;
  Attribute parsed;
  {
    ScopedDiagnosticHandler quiet(module.getContext(), [&](Diagnostic &diag) {
      if (parserSays.empty() && diag.getSeverity() == DiagnosticSeverity::Error)
        parserSays = diag.str();
      return success();
    });
    parsed = parseAttribute(text, module.getContext());
  }
  auto sharding = dyn_cast_or_null<cleave::ShardingAttr>(parsed);
  if (!sharding) {
    InFlightDiagnostic diag = optionError()
                              << "not a sharding (a list of mesh axes per "
                                 "dimension, e.g. [[],[tp]])";
    if (!parserSays.empty())
      diag << ": " << parserSays;
    return diag;
  }
  FailureOr<TensorSharding> algebra =
      toTensorSharding(sharding, mesh, optionError);
  if (failed(algebra))
    return failure();
  std::string error = algebra->verify(
      getMeshShape(mesh),
      std::vector<int64_t>(type.getShape().begin(), type.getShape().end()));
  if (!error.empty())
    return optionError() << "its type is " << type << " on mesh @"
                         << mesh.getSymName() << " ("
                         << formatMeshShape(mesh.getShape().vec())
                         << "): " << error;
  // The caller passes an argument's whole value: no reshard makes it a
  // partial sum (the partitioner's error named neither the argument nor
  // the option, sweep 39).
  if (algebra->isPartial())
    return optionError() << "an argument cannot be partial: the program is "
                            "given its whole value; split it along "
                            "dimensions or replicate it";
  OpBuilder b(entry.getBody());
  auto annotate =
      cleave::AnnotateOp::create(b, entry.getLoc(), type, arg, sharding);
  arg.replaceAllUsesExcept(annotate.getResult(), annotate);
  return success();
}

static LogicalResult applyShardings(ModuleOp module,
                                    const ProgramOptions &options) {
  if (options.shardings.empty())
    return success();
  SmallVector<cleave::MeshOp> meshes =
      llvm::to_vector(module.getOps<cleave::MeshOp>());
  if (meshes.size() != 1)
    return emitError(module.getLoc())
           << "argument shardings need exactly one mesh in the module, found "
           << meshes.size()
           << (meshes.empty() ? ": give the mesh's shape (how many devices "
                                "along each axis), or declare a cleave.mesh "
                                "in the program"
                              : "");
  FailureOr<func::FuncOp> entry = findEntry(module, options.entry);
  if (failed(entry))
    return failure();
  for (const ArgumentSharding &required : options.shardings)
    if (failed(applySharding(module, *entry, meshes.front(), required)))
      return failure();
  return success();
}

/// Marks results that update arguments (ResultUpdate): same type, each
/// result and argument at most once.
/// `--update auto`: the pairs ProgramOptions::autoUpdates describes (none
/// is an error unless `quiet`, which also keeps the remark back).
static FailureOr<std::vector<ResultUpdate>> pairInOrder(func::FuncOp fn,
                                                        bool quiet = false) {
  unsigned args = fn.getNumArguments(), results = fn.getNumResults();
  std::vector<std::pair<unsigned, unsigned>> inOrder = getInOrderRun(fn);
  unsigned first = inOrder.empty() ? results : inOrder.front().first;
  bool reordered = false;
  std::vector<std::pair<unsigned, unsigned>> read =
      pairByReads(fn, inOrder, reordered);
  std::vector<ResultUpdate> pairs;
  for (auto [result, argument] : read)
    pairs.push_back({result, "arg" + std::to_string(argument)});
  // A hint names the run as types give it.
  if (quiet) {
    pairs.clear();
    for (auto [result, argument] : inOrder)
      pairs.push_back({result, "arg" + std::to_string(argument)});
    return pairs;
  }
  if (reordered && !pairs.empty()) {
    // Types alone would pair a per-parameter (w', m', v') layout with the
    // state grouped by kind (w.., m.., v..): the wrong tensors.
    InFlightDiagnostic remark = emitRemark(fn.getLoc());
    remark << "--update auto: " << read.size()
           << " results update arguments typed like them, paired by what "
              "their own elementwise ops read, not in order:";
    for (auto [k, pair] : llvm::enumerate(read)) {
      if (k == 8) {
        remark << " ...";
        break;
      }
      remark << (k ? ", " : " ") << "result " << pair.first << " -> argument "
             << pair.second;
    }
    return pairs;
  }
  if (pairs.empty())
    return emitError(fn.getLoc())
           << "--update auto: no result of @" << fn.getSymName()
           << " has the type of argument 0; name the pairs with --update "
              "resultN=ARG";
  unsigned last = pairs.back().result;
  emitRemark(fn.getLoc()) << "--update auto: results " << first << " to "
                          << last << " update arguments 0 to " << last - first
                          << " in order (from result " << first
                          << ", the longest such run"
                          << (last + 1 < results && last + 1 - first < args
                                  ? "; result " + std::to_string(last + 1) +
                                        "'s type differs "
                                        "from argument " +
                                        std::to_string(last + 1 - first) + "'s"
                                  : std::string())
                          << ")";
  return pairs;
}

static LogicalResult applyUpdates(ModuleOp module,
                                  const ProgramOptions &options) {
  if (options.updates.empty() && !options.autoUpdates) {
    // A training step planned without its updates has its state laid out
    // twice (one layout in, another out) and cannot be called again on its
    // own results: say so where results look like the state. (Where the
    // entry is ambiguous, the stages after this one say so.)
    FailureOr<func::FuncOp> entry = failure();
    {
      ScopedDiagnosticHandler quiet(module.getContext(),
                                    [](Diagnostic &) { return success(); });
      entry = findEntry(module, options.entry);
    }
    if (failed(entry))
      return success();
    FailureOr<std::vector<ResultUpdate>> pairs =
        pairInOrder(*entry, /*quiet=*/true);
    if (succeeded(pairs) && pairs->size() >= 2)
      emitRemark(entry->getLoc())
          << "results " << pairs->front().result << " to "
          << pairs->back().result << " have the types of arguments 0 to "
          << pairs->size() - 1
          << ": if they are those arguments' next values (training state), "
             "--update auto gives each pair one layout, so that the step "
             "can be called again on its own results";
    return success();
  }
  FailureOr<func::FuncOp> entry = findEntry(module, options.entry);
  if (failed(entry))
    return failure();
  func::FuncOp fn = *entry;
  std::vector<ResultUpdate> updates = options.updates;
  if (options.autoUpdates) {
    FailureOr<std::vector<ResultUpdate>> pairs = pairInOrder(fn);
    if (failed(pairs))
      return failure();
    updates = std::move(*pairs);
  }
  llvm::SmallDenseMap<unsigned, unsigned> results; // result -> argument
  llvm::SmallDenseSet<unsigned> arguments;
  for (const ResultUpdate &update : updates) {
    std::optional<unsigned> arg = findArgument(fn, update.argument);
    if (!arg)
      return emitError(fn.getLoc())
             << "result " << update.result << " is said to update argument '"
             << update.argument << "', but @" << fn.getSymName()
             << " has no such argument";
    if (update.result >= fn.getNumResults())
      return emitError(fn.getLoc())
             << "result " << update.result << " is said to update argument '"
             << update.argument << "', but @" << fn.getSymName() << " has "
             << fn.getNumResults() << " results";
    Type argType = fn.getArgument(*arg).getType();
    Type resultType = fn.getResultTypes()[update.result];
    if (argType != resultType)
      return emitError(fn.getLoc())
             << "result " << update.result << " (" << resultType
             << ") cannot update argument '" << update.argument << "' ("
             << argType << "): the types differ";
    auto [previous, fresh] = results.try_emplace(update.result, *arg);
    if (!fresh && previous->second == *arg)
      return emitError(fn.getLoc())
             << "the update of argument '" << update.argument << "' by result "
             << update.result << " is given twice";
    if (!fresh)
      return emitError(fn.getLoc())
             << "result " << update.result
             << " is said to update two arguments; a result updates at most "
                "one";
    if (!arguments.insert(*arg).second)
      return emitError(fn.getLoc())
             << "argument '" << update.argument
             << "' is said to be updated by two results; an argument is "
                "updated by at most one";
    fn.setResultAttr(update.result, "cleave.updates",
                     Builder(fn.getContext()).getI64IntegerAttr(*arg));
  }
  return success();
}

/// Declares the mesh the options ask for; a program's mesh of the same
/// name lends its axis names, and one of another shape is a conflict.
static LogicalResult declareMesh(ModuleOp module, const MeshOptions &mesh,
                                 Target target) {
  SmallVector<cleave::MeshOp> meshes =
      llvm::to_vector(module.getOps<cleave::MeshOp>());
  CleaveDefineMeshOptions options;
  options.shape = mesh.shape;
  options.meshName = !mesh.name.empty()   ? mesh.name
                     : meshes.size() == 1 ? meshes[0].getSymName().str()
                                          : std::string("mesh");
  options.axisNames.assign(mesh.axisNames.begin(), mesh.axisNames.end());
  if (auto existing = dyn_cast_or_null<cleave::MeshOp>(
          SymbolTable::lookupSymbolIn(module, options.meshName))) {
    std::optional<std::vector<int64_t>> shape = parseMeshShape(mesh.shape);
    std::vector<int64_t> have = getMeshShape(existing).getSizes();
    if (shape && *shape != have) {
      return existing.emitError()
             << "the file declares mesh @" << existing.getSymName() << " as "
             << formatMeshShape(have) << "; the mesh asked for is "
             << mesh.shape << " (drop one of the two)";
    }
    if (options.axisNames.empty())
      for (Attribute a : existing.getAxisNames())
        options.axisNames.push_back(cast<StringAttr>(a).getValue().str());
  }
  // Said here, in the user's terms (the pass's message named itself).
  std::optional<std::vector<int64_t>> sizes = parseMeshShape(mesh.shape);
  if (sizes && !options.axisNames.empty() &&
      options.axisNames.size() != sizes->size())
    return emitError(module.getLoc())
           << options.axisNames.size() << " axis names ("
           << llvm::join(options.axisNames, ", ") << ") for a mesh of shape "
           << mesh.shape << ", which has " << sizes->size()
           << (sizes->size() == 1 ? " axis" : " axes")
           << ": give one name per axis";
  options.cluster = getDefaultCluster(mesh, target);
  PassManager pm(module.getContext());
  pm.addPass(createCleaveDefineMesh(options));
  return pm.run(module);
}

/// An assert at a function's top level whose condition is the constant
/// false fails on every call: torch-mlir writes one where it could not lower
/// an op ("unimplemented: only support cases with fixed stride size", an
/// adaptive pool whose windows differ). Said at compile time, with its
/// message, rather than as an abort of every rank.
static LogicalResult refuseFailingAsserts(ModuleOp module) {
  bool failing = false;
  module.walk([&](cf::AssertOp op) {
    if (!isa_and_nonnull<func::FuncOp>(op->getParentOp()) ||
        !matchPattern(op.getArg(), m_Zero()))
      return;
    op.emitError() << "this assert fails on every call (its condition is the "
                      "constant false): \""
                   << op.getMsg()
                   << "\"; the exporter could not lower an op here";
    failing = true;
  });
  return failure(failing);
}

/// A chain of casts through dynamic sizes back to a static shape that
/// differs from the first (torch-mlir's grouped, strided convolution
/// backward casts an 8x8 weight gradient through ?x? to the 8x4 weight)
/// fails on every call. Folding such a chain into its consumers made a
/// program that trained silently wrong on 2 devices and failed to verify
/// on 1: it is refused here, naming the cast.
static LogicalResult refuseImpossibleCasts(ModuleOp module) {
  bool impossible = false;
  module.walk([&](tensor::CastOp op) {
    auto result = dyn_cast<RankedTensorType>(op.getType());
    Value root = op.getSource();
    while (auto inner = root.getDefiningOp<tensor::CastOp>())
      root = inner.getSource();
    auto source = dyn_cast<RankedTensorType>(root.getType());
    if (!result || !source || source.getRank() != result.getRank())
      return;
    for (int64_t d = 0; d < result.getRank(); ++d) {
      if (source.isDynamicDim(d) || result.isDynamicDim(d) ||
          source.getDimSize(d) == result.getDimSize(d))
        continue;
      op.emitOpError() << "casts a " << source << " (through "
                       << op.getSource().getType() << ") to " << result
                       << ": dimension " << d << " is " << source.getDimSize(d)
                       << ", not " << result.getDimSize(d)
                       << "; this cast fails on every call (the exporter "
                          "produced mismatched shapes here)";
      impossible = true;
      return;
    }
  });
  return failure(impossible);
}

/// A loop of 2^62 or more iterations never ends in practice: torch-mlir
/// lowers torch's `while_loop` to an scf.for up to INT64_MAX and drops the
/// condition, and the compiled program spun for ever on its first call
/// (sweep 34, torch-mlir's TorchPrimLoopWhileLikeHOPModule). Refused,
/// naming the loop.
static LogicalResult refuseEndlessLoops(ModuleOp module) {
  WalkResult walk = module.walk([&](scf::ForOp loop) {
    std::optional<APInt> trips = loop.getStaticTripCount();
    if (!trips || trips->getActiveBits() < 63)
      return WalkResult::advance();
    loop.emitOpError() << "runs " << trips->getLimitedValue()
                       << " iterations, which never end: a while loop whose "
                          "condition the exporter dropped (torch-mlir lowers "
                          "torch's while_loop so); write the loop with a "
                          "fixed count, or unroll it";
    return WalkResult::interrupt();
  });
  return failure(walk.wasInterrupted());
}

/// Bytes of a static tensor type, as a double (no overflow); 0 for others.
static double staticTensorBytes(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor || !tensor.hasStaticShape())
    return 0;
  Type element = tensor.getElementType();
  double bits = 8;
  if (auto complex = dyn_cast<ComplexType>(element))
    element = complex.getElementType(), bits = 16;
  if (element.isIntOrFloat())
    bits = bits / 8 * element.getIntOrFloatBitWidth();
  else if (element.isIndex())
    bits = bits / 8 * 64;
  double bytes = std::max(1.0, std::ceil(bits / 8));
  for (int64_t size : tensor.getShape())
    bytes *= double(size);
  return bytes;
}

/// Byte counts are int64 everywhere (plans, pools, the runtime's ABI): a
/// value of more than 2^62 bytes overflowed them (the manifest refuses such
/// an entry argument; an intermediate still planned). Refused here, naming
/// the value.
static LogicalResult refuseUnaddressableValues(ModuleOp module) {
  auto tooLarge = [](InFlightDiagnostic diag, Type type) {
    diag << " (" << type << ") holds "
         << llvm::formatv("{0:e3}", staticTensorBytes(type))
         << " bytes, more than an artifact can address (2^62)";
  };
  // Pre-order: a function's arguments before its body.
  WalkResult walk = module.walk<WalkOrder::PreOrder>([&](Operation *op) {
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (BlockArgument arg : block.getArguments()) {
          if (staticTensorBytes(arg.getType()) <= kMostBytes)
            continue;
          InFlightDiagnostic diag = emitError(arg.getLoc());
          if (auto fn = dyn_cast<func::FuncOp>(op))
            diag << "function @" << fn.getSymName() << ": arg"
                 << arg.getArgNumber();
          else
            diag << "'" << op->getName() << "' block argument "
                 << arg.getArgNumber();
          tooLarge(std::move(diag), arg.getType());
          return WalkResult::interrupt();
        }
    // An empty tensor is only a shape: its first use is named instead.
    if (isa<tensor::EmptyOp>(op))
      return WalkResult::advance();
    for (OpResult result : op->getResults())
      if (staticTensorBytes(result.getType()) > kMostBytes) {
        InFlightDiagnostic diag = op->emitOpError();
        diag << "result " << result.getResultNumber();
        tooLarge(std::move(diag), result.getType());
        return WalkResult::interrupt();
      }
    return WalkResult::advance();
  });
  return failure(walk.wasInterrupted());
}

/// The entry as findEntry picks it, without its diagnostics (they come
/// later, from the command that needs an entry); null when there is none
/// or it is ambiguous.
static func::FuncOp lookupEntryQuietly(ModuleOp module, StringRef name) {
  func::FuncOp entry;
  for (auto f : module.getOps<func::FuncOp>())
    if (name.empty() ? !f.isPrivate() && !f.isExternal()
                     : f.getSymName() == name) {
      if (entry)
        return nullptr;
      entry = f;
    }
  return entry && !entry.isExternal() ? entry : nullptr;
}

/// A call, from the entry or what it calls, to a function declared without
/// a body compiled, and the artifact then failed to load ("undefined
/// symbol"; upstream's integration tests call printMemrefF32): the program
/// must be self-contained.
static LogicalResult refuseExternalCalls(ModuleOp module, StringRef name) {
  func::FuncOp entry = lookupEntryQuietly(module, name);
  if (!entry)
    return success();
  SymbolTableCollection symbols;
  SmallVector<func::FuncOp> work = {entry};
  llvm::DenseSet<Operation *> seen = {entry};
  while (!work.empty()) {
    func::FuncOp fn = work.pop_back_val();
    WalkResult walk = fn.walk([&](func::CallOp call) {
      auto callee = symbols.lookupNearestSymbolFrom<func::FuncOp>(
          call, call.getCalleeAttr());
      if (!callee)
        return WalkResult::advance();
      if (callee.isExternal()) {
        call.emitOpError()
            << "calls @" << call.getCallee()
            << ", which is declared without a body: Cleave compiles one "
               "self-contained program, so nothing would define it when the "
               "artifact is loaded; define it in this file or remove the "
               "call (to see a value, return it)";
        return WalkResult::interrupt();
      }
      if (seen.insert(callee).second)
        work.push_back(callee);
      return WalkResult::advance();
    });
    if (walk.wasInterrupted())
      return failure();
  }
  return success();
}

/// Scalar arguments and results of the entry cross the artifact boundary as
/// 0-d tensors (upstream's programs pass fill and pad values and
/// quantization zero points so; they were refused at the boundary). An entry
/// that something calls keeps its signature.
static void passScalarsAsTensors(ModuleOp module, StringRef name) {
  func::FuncOp fn = lookupEntryQuietly(module, name);
  if (!fn || !SymbolTable::symbolKnownUseEmpty(fn, module))
    return;
  auto isScalar = [](Type t) { return isa<IntegerType, FloatType>(t); };
  if (llvm::none_of(fn.getArgumentTypes(), isScalar) &&
      llvm::none_of(fn.getResultTypes(), isScalar))
    return;
  Block &body = fn.getBody().front();
  OpBuilder b = OpBuilder::atBlockBegin(&body);
  for (BlockArgument arg : body.getArguments()) {
    if (!isScalar(arg.getType()))
      continue;
    Type scalar = arg.getType();
    arg.setType(RankedTensorType::get({}, scalar));
    Value value = tensor::ExtractOp::create(b, arg.getLoc(), arg, ValueRange());
    arg.replaceAllUsesExcept(value, value.getDefiningOp());
  }
  fn.walk([&](func::ReturnOp ret) {
    OpBuilder rb(ret);
    for (OpOperand &operand : ret->getOpOperands())
      if (isScalar(operand.get().getType()))
        operand.set(tensor::FromElementsOp::create(
            rb, ret.getLoc(),
            RankedTensorType::get({}, operand.get().getType()), operand.get()));
  });
  SmallVector<Type> results;
  for (Type t : fn.getResultTypes())
    results.push_back(isScalar(t) ? RankedTensorType::get({}, t) : t);
  fn.setFunctionType(
      FunctionType::get(module.getContext(), body.getArgumentTypes(), results));
}

LogicalResult prepareProgram(ModuleOp module, const ProgramOptions &options,
                             Target target) {
  if (failed(refuseFailingAsserts(module)) ||
      failed(refuseImpossibleCasts(module)))
    return failure();
  if (failed(refuseUnaddressableValues(module)) ||
      failed(refuseEndlessLoops(module)))
    return failure();
  // Only the entry (and what it calls) is built: another public function
  // would be searched too, and its search reported as the entry's.
  if (auto fn = module.lookupSymbol<func::FuncOp>(options.entry);
      fn && !fn.isExternal())
    eraseOtherEntries(module, options.entry);
  if (failed(refuseExternalCalls(module, options.entry)))
    return failure();
  passScalarsAsTensors(module, options.entry);
  PassManager pm(module.getContext());
  CleaveImportShardOptions importOptions;
  importOptions.axisNames.assign(options.mesh.axisNames.begin(),
                                 options.mesh.axisNames.end());
  // A grid's dynamic sizes are the mesh's asked for (checked here, before
  // the import would call a malformed one missing).
  if (!options.mesh.shape.empty()) {
    std::optional<std::vector<int64_t>> shape =
        parseMeshShape(options.mesh.shape);
    // The shape is an option, not a place in the file.
    if (!shape)
      return emitError(UnknownLoc::get(module.getContext()))
             << "invalid mesh shape '" << options.mesh.shape
             << "': " << explainMeshShape(options.mesh.shape);
    importOptions.meshShape.assign(shape->begin(), shape->end());
  }
  pm.addPass(createCleaveImportShard(importOptions));
  pm.addPass(createCleaveLowerPacks());
  pm.addPass(createCleaveFoldEmptyLoops());
  // Scatters and scans stay ops (they have sharding rules) until the
  // lowering.
  CleaveLowerTMTensorOptions tmTensorOptions;
  tmTensorOptions.scatters = false;
  tmTensorOptions.scans = false;
  pm.addPass(createCleaveLowerTMTensor(tmTensorOptions));
  pm.addPass(createCleaveRaiseGathers());
  // What stays a captured read (the nll loss's pick of each token's
  // log-probability) becomes a sum the rules split: Megatron's
  // vocabulary-parallel cross-entropy.
  pm.addPass(createCleaveGathersAsSelects());
  if (failed(pm.run(module)))
    return failure();
  mergeDuplicateComputations(module);
  if (!options.mesh.shape.empty() &&
      failed(declareMesh(module, options.mesh, target)))
    return failure();
  // Axis names without a shape name the program's mesh (an upstream grid's
  // axes); with no mesh they were silently ignored (sweep 39).
  if (options.mesh.shape.empty() && !options.mesh.axisNames.empty() &&
      module.getOps<cleave::MeshOp>().empty())
    return emitError(module.getLoc())
           << "axis names (" << llvm::join(options.mesh.axisNames, ", ")
           << ") were given, but the program declares no mesh and no mesh "
              "shape was given to declare one";
  // Axis names without a shape must be those of the program's mesh (an
  // upstream grid's are, once imported): others were silently dropped
  // (sweep 46: one name for a 2x2 mesh, or other names, accepted).
  if (options.mesh.shape.empty() && !options.mesh.axisNames.empty()) {
    SmallVector<cleave::MeshOp> meshes =
        llvm::to_vector(module.getOps<cleave::MeshOp>());
    auto named = dyn_cast_or_null<cleave::MeshOp>(SymbolTable::lookupSymbolIn(
        module, options.mesh.name.empty() ? StringRef() : options.mesh.name));
    cleave::MeshOp mesh = named                ? named
                          : meshes.size() == 1 ? meshes[0]
                                               : cleave::MeshOp();
    SmallVector<std::string> have;
    if (mesh)
      for (Attribute a : mesh.getAxisNames())
        have.push_back(cast<StringAttr>(a).getValue().str());
    if (mesh && ArrayRef<std::string>(have) !=
                    ArrayRef<std::string>(options.mesh.axisNames))
      return mesh.emitError()
             << "axis names (" << llvm::join(options.mesh.axisNames, ", ")
             << ") were given without a mesh shape, but the program's mesh @"
             << mesh.getSymName() << " has axes (" << llvm::join(have, ", ")
             << "): drop them, or give a mesh shape to declare the mesh";
  }
  // A name without a shape can only name the program's mesh: one it does
  // not declare was silently ignored.
  if (options.mesh.shape.empty() && !options.mesh.name.empty() &&
      !isa_and_nonnull<cleave::MeshOp>(
          SymbolTable::lookupSymbolIn(module, options.mesh.name))) {
    InFlightDiagnostic diag = emitError(module.getLoc());
    diag << "mesh @" << options.mesh.name
         << " is not declared by the program, and no mesh shape was given "
            "to declare it";
    SmallVector<std::string> names;
    for (auto mesh : module.getOps<cleave::MeshOp>())
      names.push_back("@" + mesh.getSymName().str());
    if (!names.empty())
      diag << " (the program's: " << llvm::join(names, ", ") << ")";
    return diag;
  }
  if (!options.mesh.cluster.empty()) {
    CleaveApplyClusterOptions clusterOptions;
    clusterOptions.cluster = options.mesh.cluster;
    clusterOptions.overwrite = true;
    PassManager clusterPm(module.getContext());
    clusterPm.addPass(createCleaveApplyCluster(clusterOptions));
    if (failed(clusterPm.run(module)))
      return failure();
  }
  if (failed(applyShardings(module, options)) ||
      failed(applyUpdates(module, options)))
    return failure();
  return mlir::verify(module);
}

/// Whether `text` starts with an integer list in brackets, as
/// DenseI64ArrayAttr's short form reads it: `[]`, `[1, 0]`, `[-1]`.
static bool startsWithIntegerList(StringRef text) {
  text = text.ltrim();
  if (!text.consume_front("["))
    return false;
  text = text.ltrim();
  if (text.consume_front("]"))
    return true;
  while (true) {
    text.consume_front("-");
    size_t digits = text.find_if_not(llvm::isDigit);
    if (digits == 0 || digits == StringRef::npos)
      return false;
    text = text.drop_front(digits).ltrim();
    if (text.consume_front("]"))
      return true;
    if (!text.consume_front(","))
      return false;
    text = text.ltrim();
  }
}

bool refuseParserCrashes(MLIRContext &context, StringRef text, StringRef name) {
  // The keyword follows the op's `outs(... : type)` in its custom form; in
  // an attribute dictionary (generic form, other ops) a `{` or `,` precedes
  // it and the attribute parser diagnoses.
  for (StringRef keyword : {"permutation", "dimensions"}) {
    for (size_t at = text.find(keyword); at != StringRef::npos;
         at = text.find(keyword, at + 1)) {
      StringRef before = text.take_front(at).rtrim();
      StringRef after = text.substr(at + keyword.size());
      if (!before.ends_with(")") ||
          (!after.empty() && (llvm::isAlnum(after[0]) || after[0] == '_')))
        continue;
      after = after.ltrim();
      if (!after.consume_front("=") || startsWithIntegerList(after))
        continue;
      size_t value = text.size() - after.ltrim().size();
      StringRef head = text.take_front(value);
      unsigned line = 1 + head.count('\n');
      unsigned column = 1 + unsigned(value - (head.rfind('\n') + 1));
      emitError(FileLineColLoc::get(&context, name, line, column))
          << "expected the " << keyword
          << " as integers in brackets separated by commas (e.g. [1, 0]); "
             "MLIR 22's parser crashes on this input instead of saying so";
      return false;
    }
  }
  return true;
}

void explainParseFailure(MLIRContext &context, StringRef text, StringRef name) {
  // The error points at the first place the foreign dialect shows.
  auto hint = [&](size_t at, const Twine &message) {
    StringRef before = text.take_front(at);
    unsigned line = 1 + before.count('\n');
    unsigned column = 1 + unsigned(at - (before.rfind('\n') + 1));
    emitError(FileLineColLoc::get(&context, name, line, column)) << message;
  };
  auto first = [&](std::initializer_list<StringRef> needles) {
    size_t at = StringRef::npos;
    for (StringRef needle : needles)
      at = std::min(at, text.find(needle));
    return at;
  };
  if (size_t at = first({"!torch.", "torch.aten."}); at != StringRef::npos) {
    hint(at, "the program is in torch-mlir's `torch` dialect; Cleave reads "
             "linalg on tensors: export with "
             "torch_mlir.fx.export_and_import(..., "
             "output_type=OutputType.LINALG_ON_TENSORS), or compile the "
             "module with cleave.torch");
    return;
  }
  if (size_t at = first({"stablehlo.", "mhlo."}); at != StringRef::npos) {
    hint(at, "StableHLO/MHLO is not read by Cleave: lower it to linalg on "
             "tensors first (stablehlo-opt --stablehlo-legalize-to-linalg)");
    return;
  }
  // torch-mlir ops of its TMTensor dialect other than the three Cleave reads.
  for (size_t at = text.find("tm_tensor."); at != StringRef::npos;
       at = text.find("tm_tensor.", at + 1)) {
    StringRef op = text.substr(at + 10).take_while(
        [](char c) { return llvm::isAlnum(c) || c == '_'; });
    if (op != "scatter" && op != "scan" && op != "sort" && op != "yield") {
      hint(at, "torch-mlir's tm_tensor." + op +
                   " has no lowering in Cleave; it reads tm_tensor.scatter, "
                   "tm_tensor.scan and tm_tensor.sort only");
      return;
    }
  }
}

OwningOpRef<ModuleOp> loadProgram(MLIRContext &context, StringRef path,
                                  const ProgramOptions &options,
                                  llvm::SourceMgr &sourceMgr, Target target) {
  std::string error;
  std::unique_ptr<llvm::MemoryBuffer> buffer = openInputFile(path, &error);
  if (!buffer) {
    emitError(UnknownLoc::get(&context)) << error;
    return nullptr;
  }
  StringRef text = buffer->getBuffer();
  std::string name = buffer->getBufferIdentifier().str();
  // A binary file that is not MLIR bytecode: the parser's "unexpected
  // character" printed its first bytes raw.
  if (!text.starts_with("ML\xefR") && text.take_front(4096).contains('\0')) {
    StringRef what = text.starts_with("\x93NUMPY")
                         ? "a NumPy array (.npy), not a program; arrays are "
                           "a run's inputs"
                     : text.starts_with("\x7f"
                                        "ELF")
                         ? "a shared object (a compiled artifact?), not a "
                           "program"
                         : "a binary file, neither MLIR text nor MLIR "
                           "bytecode";
    emitError(FileLineColLoc::get(&context, name, 0, 0)) << "this is " << what;
    return nullptr;
  }
  if (!refuseParserCrashes(context, text, name))
    return nullptr;
  sourceMgr.AddNewSourceBuffer(std::move(buffer), llvm::SMLoc());
  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(sourceMgr, &context);
  if (!module) {
    explainParseFailure(context, text, name);
    return nullptr;
  }
  if (failed(prepareProgram(*module, options, target)))
    return nullptr;
  return module;
}

} // namespace cleave
