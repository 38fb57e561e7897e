//===- AssertsToRuntime.cpp - Failed asserts reported by the runtime ------===//

#include "cleave/Conversion/CollectivesToRuntime/Passes.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/BuiltinOps.h"

namespace cleave {
#define GEN_PASS_DEF_CLEAVEASSERTSTORUNTIME
#include "cleave/Conversion/CollectivesToRuntime/Passes.h.inc"
} // namespace cleave

using namespace mlir;

namespace {

constexpr StringLiteral kFailed = "__cleave_assert_failed";

/// The global holding `message`, NUL-terminated; one per distinct message.
LLVM::GlobalOp messageGlobal(ModuleOp module, StringRef message,
                             llvm::StringMap<LLVM::GlobalOp> &globals) {
  LLVM::GlobalOp &global = globals[message];
  if (global)
    return global;
  OpBuilder builder = OpBuilder::atBlockBegin(module.getBody());
  std::string text = message.str();
  text.push_back('\0');
  auto type = LLVM::LLVMArrayType::get(builder.getI8Type(), text.size());
  std::string name =
      "__cleave_assert_message_" + std::to_string(globals.size() - 1);
  global = LLVM::GlobalOp::create(builder, module.getLoc(), type,
                                  /*isConstant=*/true, LLVM::Linkage::Internal,
                                  name, builder.getStringAttr(text));
  return global;
}

struct AssertsToRuntimePass
    : cleave::impl::CleaveAssertsToRuntimeBase<AssertsToRuntimePass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<cf::AssertOp> asserts;
    module.walk([&](cf::AssertOp op) {
      if (!op->getParentOfType<gpu::GPUModuleOp>() &&
          !op->getParentOfType<gpu::LaunchOp>())
        asserts.push_back(op);
    });
    if (asserts.empty())
      return;
    MLIRContext *context = &getContext();
    auto pointer = LLVM::LLVMPointerType::get(context);
    auto callee = module.lookupSymbol<LLVM::LLVMFuncOp>(kFailed);
    if (!callee) {
      OpBuilder builder = OpBuilder::atBlockBegin(module.getBody());
      callee = LLVM::LLVMFuncOp::create(
          builder, module.getLoc(), kFailed,
          LLVM::LLVMFunctionType::get(LLVM::LLVMVoidType::get(context),
                                      {pointer}));
    }
    llvm::StringMap<LLVM::GlobalOp> globals;
    IRRewriter rewriter(context);
    for (cf::AssertOp op : asserts) {
      LLVM::GlobalOp global = messageGlobal(module, op.getMsg(), globals);
      Location loc = op.getLoc();
      rewriter.setInsertionPoint(op);
      Value isTrue = arith::ConstantIntOp::create(rewriter, loc, 1, 1);
      Value failed = arith::XOrIOp::create(rewriter, loc, op.getArg(), isTrue);
      auto branch = scf::IfOp::create(rewriter, loc, failed);
      rewriter.setInsertionPointToStart(branch.thenBlock());
      Value message = LLVM::AddressOfOp::create(rewriter, loc, global);
      LLVM::CallOp::create(rewriter, loc, callee, ValueRange{message});
      rewriter.eraseOp(op);
    }
  }
};

} // namespace
