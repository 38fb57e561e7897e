//===- Invocation.cpp - Parse, plan, print and compile one program --------===//
//
// An invocation holds one prepared program; every query works on a copy, so
// planning, printing and compiling can follow each other in any order.
//
//===----------------------------------------------------------------------===//

#include "Internal.h"

#include "cleave/Target/CpuTarget.h"

#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"

using namespace mlir;
using cleave::capi::CallScope;
using cleave::capi::makeError;

/// The parse of `buffer` into `inv`, then the driver's preparation.
static cleave_error_t parse(cleave_invocation_t *inv,
                            std::unique_ptr<llvm::MemoryBuffer> buffer,
                            const CallScope &scope) {
  inv->options = inv->session->options;
  inv->sourceMgr = std::make_shared<llvm::SourceMgr>();
  StringRef text = buffer->getBuffer();
  std::string name = buffer->getBufferIdentifier().str();
  if (!cleave::refuseParserCrashes(inv->session->context, text, name))
    return scope.fail("the program cannot be parsed");
  inv->sourceMgr->AddNewSourceBuffer(std::move(buffer), llvm::SMLoc());
  ParserConfig config(&inv->session->context);
  OwningOpRef<ModuleOp> module =
      parseSourceFile<ModuleOp>(inv->sourceMgr, config);
  if (!module) {
    cleave::explainParseFailure(inv->session->context, text, name);
    return scope.fail("the program cannot be parsed");
  }
  if (failed(cleave::prepareProgram(*module, inv->options.program,
                                    inv->options.target.target)))
    return scope.fail("the program cannot be prepared");
  inv->module = std::move(module);
  return nullptr;
}

/// Refuses a query before a program is parsed.
static cleave_error_t checkParsed(const cleave_invocation_t *inv) {
  if (!inv)
    return makeError("the invocation is NULL");
  if (!inv->module)
    return makeError("the invocation has no program: parse one first");
  return nullptr;
}

static OwningOpRef<ModuleOp> cloneProgram(cleave_invocation_t *inv) {
  return OwningOpRef<ModuleOp>(cast<ModuleOp>(inv->module->clone()));
}

/// Completes and partitions (or pipelines) `module` as compiling would.
static LogicalResult partition(const cleave_invocation_t *inv,
                               ModuleOp module) {
  return cleave::distributeModule(module, inv->options);
}

/// The partitioned program lowered to the LLVM dialect, as the CPU target
/// lowers it before translation.
static LogicalResult lowerToLLVM(const cleave_invocation_t *inv,
                                 ModuleOp module) {
  if (inv->options.target.target != cleave::Target::Cpu)
    return emitError(module.getLoc())
           << "the 'llvm' phase is available for the CPU target only";
  return cleave::lowerModule(module, inv->options);
}

extern "C" {

cleave_error_t cleave_invocation_create(cleave_session_t *session,
                                        cleave_invocation_t **out_invocation) {
  if (!session || !out_invocation)
    return makeError("cleave_invocation_create: session or out_invocation "
                     "is NULL");
  *out_invocation = new cleave_invocation{session, {}, nullptr, {}, {}};
  ++session->invocations;
  return nullptr;
}

void cleave_invocation_destroy(cleave_invocation_t *invocation) {
  if (!invocation)
    return;
  cleave_session *session = invocation->session;
  delete invocation;
  if (--session->invocations == 0 && session->destroyed)
    delete session;
}

cleave_error_t cleave_invocation_parse_buffer(cleave_invocation_t *invocation,
                                              const void *data, size_t size,
                                              const char *buffer_name) {
  if (!invocation)
    return makeError("cleave_invocation_parse_buffer: invocation is NULL");
  if (invocation->module)
    return makeError("the invocation already has a program");
  if (!data && size)
    return makeError("the program's buffer is NULL");
  CallScope scope(invocation->session);
  llvm::StringRef bytes(static_cast<const char *>(data), data ? size : 0);
  return parse(invocation,
               llvm::MemoryBuffer::getMemBufferCopy(
                   bytes, buffer_name ? buffer_name : "<buffer>"),
               scope);
}

cleave_error_t cleave_invocation_parse_file(cleave_invocation_t *invocation,
                                            const char *path) {
  if (!invocation)
    return makeError("cleave_invocation_parse_file: invocation is NULL");
  if (invocation->module)
    return makeError("the invocation already has a program");
  if (!path)
    return makeError("the program's path is NULL");
  std::string message;
  std::unique_ptr<llvm::MemoryBuffer> buffer = openInputFile(path, &message);
  if (!buffer)
    return makeError(message);
  CallScope scope(invocation->session);
  return parse(invocation, std::move(buffer), scope);
}

cleave_error_t cleave_invocation_plan_json(cleave_invocation_t *invocation,
                                           const char **out_json) {
  if (cleave_error_t error = checkParsed(invocation))
    return error;
  if (!out_json)
    return makeError("cleave_invocation_plan_json: out_json is NULL");
  CallScope scope(invocation->session);
  cleave::PlanOptions options;
  options.program = invocation->options.program;
  options.search = invocation->options.search;
  options.target = invocation->options.target.target;
  // The plan of the program compile_to_* builds with the same options.
  options.asCompiled = true;
  invocation->planned = nullptr;
  FailureOr<cleave::Plan> plan =
      cleave::planModule(*invocation->module, options, &invocation->planned);
  if (failed(plan))
    return scope.fail("the program cannot be planned");
  invocation->result = llvm::formatv("{0:2}", cleave::toJSON(*plan)).str();
  *out_json = invocation->result.c_str();
  return nullptr;
}

cleave_error_t cleave_invocation_ir(cleave_invocation_t *invocation,
                                    const char *phase, const char **out_text) {
  if (cleave_error_t error = checkParsed(invocation))
    return error;
  if (!out_text)
    return makeError("cleave_invocation_ir: out_text is NULL");
  std::string name = phase ? phase : "";
  if (name != "input" && name != "partitioned" && name != "llvm")
    return makeError("unknown phase '" + name +
                     "' (known: input, partitioned, llvm)");
  CallScope scope(invocation->session);
  OwningOpRef<ModuleOp> module = cloneProgram(invocation);
  if ((name == "partitioned" && failed(partition(invocation, *module))) ||
      (name == "llvm" && failed(lowerToLLVM(invocation, *module))))
    return scope.fail("the program cannot be brought to the phase '" + name +
                      "'");
  invocation->result.clear();
  llvm::raw_string_ostream os(invocation->result);
  module->print(os);
  *out_text = invocation->result.c_str();
  return nullptr;
}

cleave_error_t
cleave_invocation_compile_to_file(cleave_invocation_t *invocation,
                                  const char *path) {
  if (cleave_error_t error = checkParsed(invocation))
    return error;
  if (!path || !*path)
    return makeError("the artifact's path is empty");
  CallScope scope(invocation->session);
  // The program the last plan described, lowered in place: used once.
  if (OwningOpRef<ModuleOp> planned = std::move(invocation->planned)) {
    if (failed(cleave::compilePlannedModule(
            *planned, invocation->options, path,
            cleave::capi::getLibraryInstallPaths())))
      return scope.fail("the program cannot be compiled");
    return nullptr;
  }
  OwningOpRef<ModuleOp> module = cloneProgram(invocation);
  if (failed(cleave::compileModule(*module, invocation->options, path,
                                   cleave::capi::getLibraryInstallPaths())))
    return scope.fail("the program cannot be compiled");
  return nullptr;
}

cleave_error_t
cleave_invocation_compile_to_buffer(cleave_invocation_t *invocation,
                                    cleave_buffer_t **out_buffer) {
  if (cleave_error_t error = checkParsed(invocation))
    return error;
  if (!out_buffer)
    return makeError("cleave_invocation_compile_to_buffer: out_buffer is "
                     "NULL");
  CallScope scope(invocation->session);
  // As compile_to_file: the planned program, once, else a fresh search.
  OwningOpRef<ModuleOp> module = std::move(invocation->planned);
  bool planned = bool(module);
  if (!planned)
    module = cloneProgram(invocation);
  FailureOr<std::string> bytes = cleave::compileModuleToBuffer(
      *module, invocation->options, /*manifest=*/nullptr,
      cleave::capi::getLibraryInstallPaths(), planned);
  if (failed(bytes))
    return scope.fail("the program cannot be compiled");
  *out_buffer = new cleave_buffer{std::move(*bytes)};
  return nullptr;
}

} // extern "C"
