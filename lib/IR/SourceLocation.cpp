//===- SourceLocation.cpp - Locations as reports print them ---------------===//

#include "cleave/IR/SourceLocation.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/Support/Path.h"

using namespace mlir;

std::string cleave::getShortLocation(Location loc) {
  std::string text;
  loc->walk([&](Location inner) {
    auto fileLoc = dyn_cast<FileLineColLoc>(inner);
    if (!fileLoc)
      return WalkResult::advance();
    text = (llvm::sys::path::filename(fileLoc.getFilename().getValue()) + ":" +
            llvm::Twine(fileLoc.getLine()))
               .str();
    return WalkResult::interrupt();
  });
  return text;
}
