//===- RuntimeCalls.h - Emitting calls to runtime_codegen.h -----*- C++ -*-===//
//
// The compiler side of runtime/include/cleave/runtime_codegen.h: declares the
// runtime functions on first use and passes buffers as aligned pointers
// (`index`), sizes and codes as i64.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_CONVERSION_COMMON_RUNTIMECALLS_H
#define CLEAVE_CONVERSION_COMMON_RUNTIMECALLS_H

#include "cleave/IR/CleaveOps.h"
#include "cleave/IR/ShardingUtils.h"

#include "mlir/IR/PatternMatch.h"

namespace cleave {

class RuntimeCalls {
public:
  RuntimeCalls(mlir::RewriterBase &rewriter, mlir::Operation *anchor)
      : rewriter(rewriter), anchor(anchor), loc(anchor->getLoc()) {}

  /// Calls `name(args...) -> results`, declaring it privately if needed.
  mlir::ValueRange call(llvm::StringRef name, mlir::ValueRange args,
                        mlir::TypeRange results = {});
  mlir::Value i64(int64_t value);
  mlir::Value index(int64_t value);
  mlir::Value f32(float value);
  mlir::Value f64(double value);
  /// `index` -> i64.
  mlir::Value toI64(mlir::Value index);
  /// The address of element 0 of `buffer` (honouring its offset).
  mlir::Value pointer(mlir::Value buffer);
  /// `buffer` itself if its layout is the identity, else a contiguous copy.
  mlir::Value contiguous(mlir::Value buffer);
  /// A fresh identity-layout buffer of `type`'s shape.
  mlir::Value allocate(mlir::RankedTensorType type);
  /// Address of a private constant global holding `values`.
  mlir::Value constantArray(llvm::ArrayRef<int64_t> values);

private:
  mlir::RewriterBase &rewriter;
  mlir::Operation *anchor;
  mlir::Location loc;
};


/// Axis list packed as runtime_codegen.h describes (nibble k = 1 + axis).
mlir::FailureOr<int64_t> packAxes(mlir::Operation *op,
                                  mlir::FlatSymbolRefAttr mesh,
                                  mlir::ArrayAttr axes);

} // namespace cleave

#endif // CLEAVE_CONVERSION_COMMON_RUNTIMECALLS_H
