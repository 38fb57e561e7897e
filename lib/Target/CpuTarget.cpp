//===- CpuTarget.cpp - Manifests and shared libraries for CPUs ------------===//

#include "cleave/Target/CpuTarget.h"
#include "cleave/Conversion/LinalgToBlas/UpdateInPlace.h"
#include "cleave/IR/CleaveOps.h"
#include "cleave/IR/ShardingUtils.h"
#include "cleave/Support/SharedObject.h"
#include "cleave/Target/HostCodegen.h"
#include "cleave/Target/HostMachine.h"
#include "cleave/Target/IndexBounds.h"
#include "cleave/Target/InputRanges.h"
#include "cleave/Transforms/Offload.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Export.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ExecutionEngine/Orc/JITTargetMachineBuilder.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Module.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Target/TargetMachine.h"

using namespace mlir;

namespace cleave {

FailureOr<func::FuncOp> findEntry(ModuleOp module, StringRef name) {
  if (!name.empty()) {
    auto fn = module.lookupSymbol<func::FuncOp>(name);
    if (!fn || fn.isExternal())
      return emitError(module.getLoc())
             << "no function @" << name << " with a body to use as entry";
    return fn;
  }
  func::FuncOp entry;
  for (auto fn : module.getOps<func::FuncOp>()) {
    if (fn.isPrivate() || fn.isExternal())
      continue;
    if (entry)
      return emitError(fn.getLoc())
             << "several public functions (@" << entry.getSymName() << ", @"
             << fn.getSymName()
             << "): choose the entry (--entry on the command line, "
                "cleave_session_set_entry in the C API, entry= in Python)";
    entry = fn;
  }
  if (!entry)
    return emitError(module.getLoc()) << "no public function to compile";
  return entry;
}

void eraseOtherEntries(ModuleOp module, StringRef keep) {
  for (bool erased = true; erased;) {
    erased = false;
    for (auto fn : llvm::make_early_inc_range(module.getOps<func::FuncOp>()))
      if (fn.isPublic() && !fn.isExternal() && fn.getSymName() != keep &&
          SymbolTable::symbolKnownUseEmpty(fn, module)) {
        fn.erase();
        erased = true;
      }
  }
}

static FailureOr<std::string> dtypeName(Location loc, Type type) {
  if (type.isF32())
    return std::string("f32");
  if (type.isF64())
    return std::string("f64");
  if (type.isF16())
    return std::string("f16");
  if (type.isBF16())
    return std::string("bf16");
  // Signless integers only: an unsigned tensor's values would be read as
  // signed ones.
  if (type.isSignlessInteger(32))
    return std::string("i32");
  if (type.isSignlessInteger(64))
    return std::string("i64");
  if (type.isSignlessInteger(8))
    return std::string("i8");
  // Booleans are a byte each in memory, as NumPy's.
  if (type.isSignlessInteger(1))
    return std::string("i1");
  return emitError(loc) << "entry tensors of element type " << type
                        << " are not supported (f32, f64, f16, bf16, i32, "
                           "i64, i8, i1)";
}

/// One argument or result: its local type, and its sharding attribute if any.
static FailureOr<TensorSpec> describe(func::FuncOp entry, Type type,
                                      DictionaryAttr attrs, std::string name,
                                      MeshOp mesh, const MeshShape &shape) {
  Location loc = entry.getLoc();
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor || !tensor.hasStaticShape())
    return emitError(loc)
           << "entry @" << entry.getSymName() << ": " << name << " has type "
           << type << "; only statically shaped tensors can cross the "
           << "artifact boundary"
           << (isa<BaseMemRefType>(type)
                   ? " (a memref is a buffer: give the entry tensors, "
                     "which Cleave bufferizes itself)"
                   : "");
  TensorSpec spec;
  spec.name = name;
  FailureOr<std::string> dtype = dtypeName(loc, tensor.getElementType());
  if (failed(dtype))
    return failure();
  spec.dtype = *dtype;
  spec.localShape.assign(tensor.getShape().begin(), tensor.getShape().end());
  spec.sharding = TensorSharding::replicated(tensor.getRank());
  if (attrs)
    if (auto sharding = attrs.getAs<ShardingAttr>("cleave.sharding")) {
      if (!mesh)
        return emitError(loc) << name
                              << " is sharded but the module has no "
                                 "cleave.mesh";
      FailureOr<TensorSharding> s = toTensorSharding(
          sharding, mesh, [&]() { return emitError(loc) << name << ": "; });
      if (failed(s))
        return failure();
      if (s->getUneven() == Uneven::Pad)
        return emitError(loc) << name
                              << ": padded shardings cannot cross "
                                 "the artifact boundary yet";
      std::string error = s->verify(shape);
      if (!error.empty() || s->getRank() != tensor.getRank())
        return emitError(loc) << name << ": invalid sharding: "
                              << (error.empty() ? "rank mismatch" : error);
      spec.sharding = *s;
    }
  // Byte counts are int64 at the runtime's ABI (and the pools' sizes): a
  // larger tensor overflowed them, and the plan reported 64 bytes for
  // 2^62 x 4 floats (sweep 31).
  double bytes = double(getElementTypeOrSelf(tensor).getIntOrFloatBitWidth());
  bytes = std::max(1.0, std::ceil(bytes / 8));
  for (unsigned d = 0; d < tensor.getRank(); ++d) {
    spec.globalShape.push_back(spec.localShape[d] *
                               spec.sharding.getShardCount(shape, d));
    bytes *= double(spec.globalShape.back());
  }
  if (bytes > kMostBytes)
    return emitError(loc) << "entry @" << entry.getSymName() << ": " << name
                          << " (" << type << ") holds "
                          << llvm::formatv("{0:e3}", bytes)
                          << " bytes, more than an artifact can address "
                             "(2^62)";
  return spec;
}

FailureOr<Manifest> buildManifest(ModuleOp module, func::FuncOp entry) {
  Manifest manifest;
  manifest.entry = entry.getSymName().str();
  SmallVector<MeshOp> meshes = llvm::to_vector(module.getOps<MeshOp>());
  if (meshes.size() > 1)
    return emitError(module.getLoc())
           << "an artifact runs on one mesh; this module declares "
           << meshes.size();
  MeshOp mesh = meshes.empty() ? MeshOp() : meshes.front();
  if (mesh) {
    manifest.meshName = mesh.getSymName().str();
    manifest.mesh = getMeshShape(mesh);
  } else {
    manifest.meshName = "single";
    manifest.mesh = MeshShape({"a0"}, {1});
  }
  FunctionType type = entry.getFunctionType();
  for (unsigned i = 0; i < type.getNumInputs(); ++i) {
    std::string name = "arg" + std::to_string(i);
    if (auto n = entry.getArgAttrOfType<StringAttr>(i, "cleave.name"))
      name = n.getValue().str();
    FailureOr<TensorSpec> spec =
        describe(entry, type.getInput(i), entry.getArgAttrDict(i), name, mesh,
                 manifest.mesh);
    if (failed(spec))
      return failure();
    if (isa<IntegerType>(getElementTypeOrSelf(type.getInput(i))) &&
        !entry.isExternal())
      spec->indexBound = getIndexBound(entry.getArgument(i));
    if (spec->indexBound) {
      spec->ignoredIndex =
          getIgnoredIndex(entry.getArgument(i), spec->indexBound);
      spec->indexWraps =
          getWrapExtent(entry.getArgument(i)) == spec->indexBound;
    }
    if (isa<FloatType>(getElementTypeOrSelf(type.getInput(i))) &&
        !entry.isExternal())
      spec->nonNegative = isReadUnderSquareRoot(entry.getArgument(i));
    spec->onHost = isOnHost(entry, i);
    manifest.inputs.push_back(*spec);
  }
  for (unsigned i = 0; i < type.getNumResults(); ++i) {
    std::string name = "result" + std::to_string(i);
    if (auto n = entry.getResultAttrOfType<StringAttr>(i, "cleave.name"))
      name = n.getValue().str();
    FailureOr<TensorSpec> spec =
        describe(entry, type.getResult(i), entry.getResultAttrDict(i), name,
                 mesh, manifest.mesh);
    if (failed(spec))
      return failure();
    manifest.outputs.push_back(*spec);
  }
  for (auto [result, argument] : getInPlaceUpdates(entry))
    manifest.outputs[result].updatesInput = argument;
  return manifest;
}

/// `__cleave_packed_<entry>(void **args)`: calls the entry's C interface
/// with the memref descriptors `args` points to, so that a caller passes any
/// number of tensors through one signature (a call table in the runner
/// would cap their count; an Adam step has more than a hundred).
static LogicalResult addPackedEntry(llvm::Module &module, StringRef entry,
                                    Location loc) {
  llvm::Function *callee = module.getFunction(("_mlir_ciface_" + entry).str());
  if (!callee)
    return emitError(loc) << "the entry @" << entry
                          << " has no C interface to call";
  llvm::LLVMContext &context = module.getContext();
  llvm::Type *ptr = llvm::PointerType::get(context, 0);
  auto *type = llvm::FunctionType::get(llvm::Type::getVoidTy(context), {ptr},
                                       /*isVarArg=*/false);
  auto *packed =
      llvm::Function::Create(type, llvm::GlobalValue::ExternalLinkage,
                             ("__cleave_packed_" + entry).str(), module);
  llvm::IRBuilder<> b(llvm::BasicBlock::Create(context, "entry", packed));
  SmallVector<llvm::Value *> args;
  for (unsigned i = 0; i < callee->arg_size(); ++i) {
    llvm::Value *slot = b.CreateConstInBoundsGEP1_64(ptr, packed->getArg(0), i);
    args.push_back(b.CreateLoad(ptr, slot));
  }
  b.CreateCall(callee, args);
  b.CreateRetVoid();
  return success();
}

LogicalResult emitSharedLibrary(ModuleOp module, const Manifest &manifest,
                                StringRef outputPath, StringRef runtimeLibDir,
                                ArrayRef<std::string> extraLibraries,
                                unsigned codegenThreads, StringRef cpu) {
  Location loc = module.getLoc();
  registerBuiltinDialectTranslation(*module.getContext());
  registerLLVMDialectTranslation(*module.getContext());
  llvm::LLVMContext llvmContext;
  std::unique_ptr<llvm::Module> llvmModule =
      translateModuleToLLVMIR(module, llvmContext);
  if (!llvmModule)
    return emitError(loc) << "translation to LLVM IR failed";

  initializeHostTarget();
  auto builder = llvm::orc::JITTargetMachineBuilder::detectHost();
  if (!builder)
    return emitError(loc) << llvm::toString(builder.takeError());
  if (std::string error = checkHostCpuName(cpu); !error.empty())
    return emitError(loc) << error;
  std::vector<std::string> features = setHostCpu(*builder, cpu);
  builder->setRelocationModel(llvm::Reloc::PIC_);
  builder->setCodeGenOptLevel(llvm::CodeGenOptLevel::Aggressive);
  // The parts of a split module get their own target machines (one per
  // thread); this one only gives the module its layout.
  auto machine = builder->createTargetMachine();
  if (!machine)
    return emitError(loc) << llvm::toString(machine.takeError());
  llvmModule->setDataLayout((*machine)->createDataLayout());
  llvmModule->setTargetTriple((*machine)->getTargetTriple());

  // A pipelined artifact has one entry per stage instead.
  if (manifest.stages.empty()) {
    if (failed(addPackedEntry(*llvmModule, manifest.entry, loc)))
      return failure();
  }
  for (const ManifestStage &stage : manifest.stages)
    if (failed(addPackedEntry(*llvmModule, stage.entry, loc)))
      return failure();

  // The manifest travels inside the artifact, with the CPU its code is for
  // (the runtime refuses a CPU without one of its features: SIGILL).
  Manifest recorded = manifest;
  recorded.cpu = builder->getCPU();
  recorded.cpuFeatures = std::move(features);
  llvm::Constant *text =
      llvm::ConstantDataArray::getString(llvmContext, recorded.toJSON());
  new llvm::GlobalVariable(*llvmModule, text->getType(), /*isConstant=*/true,
                           llvm::GlobalValue::ExternalLinkage, text,
                           "__cleave_manifest");

  SmallVector<std::string> objectPaths;
  llvm::scope_exit removeObjects([&] {
    for (const std::string &path : objectPaths)
      llvm::sys::fs::remove(path);
  });
  std::string error = emitHostObjects(
      std::move(llvmModule), *builder,
      codegenThreads ? codegenThreads : getDefaultCodegenThreads(),
      objectPaths);
  if (!error.empty())
    return emitError(loc) << "generating code failed: " << error;

  llvm::ErrorOr<std::string> cxx = llvm::sys::findProgramByName("c++");
  if (!cxx)
    return emitError(loc) << "no C++ linker driver (c++) on PATH";
  // Linked against the runtime but with no search path for it: a path
  // would point into wherever this compiler lives (a build tree, an install
  // prefix) and break when that moves or the artifact runs elsewhere.
  // Whoever loads an artifact provides the runtime: cleave_artifact_open
  // loads the libCleaveRuntime* it needs from beside libCleaveRuntime, and
  // the tools find it through their own $ORIGIN/../lib.
  std::string libDir = ("-L" + runtimeLibDir).str();
  SmallVector<std::string> libraries;
  for (const std::string &library : extraLibraries)
    libraries.push_back("-l" + library);
  // -Bsymbolic: calls inside the artifact bind to its own functions, so an
  // entry named like a symbol of a library loaded earlier (`step`, which
  // libc exports) calls itself, not that library.
  SmallVector<StringRef> args = {*cxx, "-shared", "-Wl,-Bsymbolic", "-o",
                                 outputPath};
  args.append(objectPaths.begin(), objectPaths.end());
  args.append({libDir, "-lCleaveRuntime", "-lm"});
  args.append(libraries.begin(), libraries.end());
  // The linker's output goes to a file, and into the error when it fails:
  // the library never prints (the C API's callers saw ld's messages on their
  // own stderr and only "linking failed" in the error).
  SmallString<128> logPath;
  if (std::error_code ec =
          llvm::sys::fs::createTemporaryFile("cleave-link", "log", logPath))
    return emitError(loc) << "cannot create a temporary file for the "
                             "linker's messages: "
                          << ec.message();
  llvm::scope_exit removeLog([&] { llvm::sys::fs::remove(logPath); });
  std::optional<StringRef> redirects[] = {std::nullopt, StringRef(logPath),
                                          StringRef(logPath)};
  std::string message;
  int rc = llvm::sys::ExecuteAndWait(*cxx, args, std::nullopt, redirects, 0, 0,
                                     &message);
  if (rc == 0) {
    // Sealed: the runtime refuses the file if its bytes change later,
    // where dlopen would crash on a damaged one.
    std::string sealError = sealSharedObject(outputPath.str());
    if (sealError.empty())
      return success();
    return emitError(loc) << sealError;
  }
  std::string output;
  if (auto log = llvm::MemoryBuffer::getFile(logPath))
    output = StringRef((*log)->getBuffer()).trim().take_front(4000).str();
  InFlightDiagnostic diag = emitError(loc)
                            << "linking " << outputPath << " failed";
  if (!message.empty())
    diag << ": " << message;
  if (!output.empty())
    diag << "; the linker (" << *cxx << ") said:\n" << output;
  return diag;
}

} // namespace cleave
