//===- HostCodegenTest.cpp - Split code generation links and runs ---------===//
//
// A module split for threads must link into the same library: internal
// functions called across parts, constructors kept whole.
//
//===----------------------------------------------------------------------===//

#include "cleave/Target/HostCodegen.h"

#include "llvm/AsmParser/Parser.h"
#include "llvm/ExecutionEngine/Orc/JITTargetMachineBuilder.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Target/TargetMachine.h"

#include <dlfcn.h>
#include <gtest/gtest.h>

namespace {

/// `count` internal functions, each adding its index to the next one's
/// result, and an exported @total calling the first: 0 + 1 + ... .
std::string chainOfFunctions(int count, bool withConstructor) {
  std::string text;
  for (int i = 0; i < count; ++i) {
    text +=
        "define internal i32 @f" + std::to_string(i) + "(i32 %x) noinline {\n";
    if (i + 1 < count)
      text += "  %y = call i32 @f" + std::to_string(i + 1) + "(i32 %x)\n";
    else
      text += "  %y = add i32 %x, 0\n";
    text += "  %z = add i32 %y, " + std::to_string(i) + "\n  ret i32 %z\n}\n";
  }
  text +=
      "define i32 @total() {\n  %r = call i32 @f0(i32 0)\n  ret i32 %r\n}\n";
  if (withConstructor)
    text += "@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] "
            "[{ i32, ptr, ptr } { i32 65535, ptr @init, ptr null }]\n"
            "define internal void @init() { ret void }\n";
  return text;
}

class HostCodegenTest : public ::testing::Test {
protected:
  void SetUp() override {
    llvm::InitializeNativeTarget();
    llvm::InitializeNativeTargetAsmPrinter();
    auto builder = llvm::orc::JITTargetMachineBuilder::detectHost();
    ASSERT_TRUE(bool(builder));
    builder->setRelocationModel(llvm::Reloc::PIC_);
    machines.emplace(std::move(*builder));
  }
  void TearDown() override {
    for (const std::string &path : objects)
      llvm::sys::fs::remove(path);
    if (!library.empty())
      llvm::sys::fs::remove(library);
  }

  /// Compiles `text` on `threads` threads; the object paths land in
  /// `objects`.
  void compile(const std::string &text, unsigned threads) {
    llvm::SMDiagnostic error;
    std::unique_ptr<llvm::Module> module =
        llvm::parseAssemblyString(text, error, context);
    ASSERT_TRUE(module) << error.getMessage().str();
    auto machine = machines->createTargetMachine();
    ASSERT_TRUE(bool(machine));
    module->setDataLayout((*machine)->createDataLayout());
    module->setTargetTriple((*machine)->getTargetTriple());
    EXPECT_EQ(
        cleave::emitHostObjects(std::move(module), *machines, threads, objects),
        "");
  }

  /// Links `objects` into a shared library and calls its @total.
  int linkAndCallTotal() {
    llvm::SmallString<128> path;
    EXPECT_FALSE(llvm::sys::fs::createTemporaryFile("cleave-test", "so", path));
    library = path.str().str();
    llvm::ErrorOr<std::string> cxx = llvm::sys::findProgramByName("c++");
    EXPECT_TRUE(bool(cxx));
    llvm::SmallVector<llvm::StringRef> args = {*cxx, "-shared", "-o", library};
    args.append(objects.begin(), objects.end());
    EXPECT_EQ(llvm::sys::ExecuteAndWait(*cxx, args), 0);
    void *handle = dlopen(library.c_str(), RTLD_NOW | RTLD_LOCAL);
    EXPECT_NE(handle, nullptr) << dlerror();
    if (!handle)
      return -1;
    auto total = reinterpret_cast<int (*)()>(dlsym(handle, "total"));
    EXPECT_NE(total, nullptr);
    int value = total ? total() : -1;
    // Internal functions stay out of the library's exports.
    EXPECT_EQ(dlsym(handle, "f3"), nullptr);
    dlclose(handle);
    return value;
  }

  llvm::LLVMContext context;
  std::optional<llvm::orc::JITTargetMachineBuilder> machines;
  llvm::SmallVector<std::string> objects;
  std::string library;
};

TEST_F(HostCodegenTest, SplitPartsLinkIntoOneLibrary) {
  compile(chainOfFunctions(24, /*withConstructor=*/false), 3);
  EXPECT_EQ(objects.size(), 3u);
  EXPECT_EQ(linkAndCallTotal(), 24 * 23 / 2);
}

TEST_F(HostCodegenTest, OneThreadOneObject) {
  compile(chainOfFunctions(24, /*withConstructor=*/false), 1);
  EXPECT_EQ(objects.size(), 1u);
  EXPECT_EQ(linkAndCallTotal(), 24 * 23 / 2);
}

TEST_F(HostCodegenTest, FewFunctionsStayWhole) {
  compile(chainOfFunctions(5, /*withConstructor=*/false), 4);
  EXPECT_EQ(objects.size(), 1u);
  EXPECT_EQ(linkAndCallTotal(), 10);
}

TEST_F(HostCodegenTest, ConstructorListsStayWhole) {
  compile(chainOfFunctions(24, /*withConstructor=*/true), 3);
  EXPECT_EQ(objects.size(), 1u);
  EXPECT_EQ(linkAndCallTotal(), 24 * 23 / 2);
}

} // namespace
