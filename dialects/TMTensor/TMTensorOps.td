//===- TMTensorOps.td - torch-mlir's tm_tensor ops, for import -*- tablegen -*-===//
//
// torch-mlir's linalg-on-tensors output keeps a few ops of its own TMTensor
// dialect where linalg has no equivalent: `tm_tensor.scatter` (embedding
// gradients, nll_loss backward, index_put), `tm_tensor.scan` (cumsum of
// positions) and `tm_tensor.sort` (sort, topk, argsort). MLIR 22 has no such
// dialect, so training steps exported from PyTorch could not even be parsed.
// This is Cleave's own declaration of the three ops, written against their
// printed form and semantics (not copied), so that such files parse.
// `cleave-lower-tm-tensor` rewrites scans and sorts into scf/tensor/linalg
// right after import; scatters keep their op, which has a
// sharding rule (ScatterModel.cpp), until each device's local scatter is
// lowered into the same loop (cleave-decompose-aggregates).
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_TMTENSOR_OPS
#define CLEAVE_TMTENSOR_OPS

include "mlir/IR/OpBase.td"
include "mlir/IR/BuiltinAttributes.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def TMTensor_Dialect : Dialect {
  let name = "tm_tensor";
  let cppNamespace = "::cleave::tm_tensor";
  let summary = "torch-mlir's scatter, scan and sort, parsed for import only";
}

class TMTensor_Op<string mnemonic, list<Trait> traits = []>
    : Op<TMTensor_Dialect, mnemonic, traits>;

def TMTensor_YieldOp : TMTensor_Op<"yield", [Pure, Terminator]> {
  let summary = "ends the combining region of scatter and scan";
  let arguments = (ins Variadic<AnyType>:$values);
  let assemblyFormat = "attr-dict ($values^ `:` type($values))?";
}

def TMTensor_ScatterOp : TMTensor_Op<"scatter", [Pure,
    SingleBlock]> {
  let summary = "writes or combines slices of updates into a tensor at indices";
  let description = [{
    For each row `i` of `indices` (N x K integers) and each position `j` of
    an update slice, the element of `original` whose dimensions
    `dimension_map[k]` are `indices[i, k]` and whose trailing dimensions are
    `j` becomes `region(updates[i, j], original[...])`, in row order (rows
    may repeat unless `unique_indices`). The region is `^bb0(%update,
    %original)`: yielding `%update` overwrites, `%original + %update`
    accumulates.

    ```mlir
    %g = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false)
           ins(%upd, %ids : tensor<16x1x32xf32>, tensor<16x1xi64>)
           outs(%zeros : tensor<64x32xf32>) {
         ^bb0(%u: f32, %o: f32):
           %s = arith.addf %o, %u : f32
           tm_tensor.yield %s : f32
         } -> tensor<64x32xf32>
    ```
  }];
  let arguments = (ins AnyRankedTensor:$updates, AnyRankedTensor:$indices,
                       AnyRankedTensor:$original,
                       DenseI64ArrayAttr:$dimension_map,
                       BoolAttr:$unique_indices);
  let results = (outs AnyRankedTensor:$result);
  let regions = (region SizedRegion<1>:$region);
  let assemblyFormat = [{
    attr-dict `unique_indices` `(` $unique_indices `)`
    `ins` `(` $updates `,` $indices `:` type($updates) `,` type($indices) `)`
    `outs` `(` $original `:` type($original) `)` $region `->` type($result)
  }];
  let hasVerifier = 1;
}

def TMTensor_ScanOp : TMTensor_Op<"scan", [Pure,
    SingleBlock]> {
  let summary = "a prefix combination (cumsum) along one dimension";
  let description = [{
    `output[..., i, ...]` along `dimension` is the combination (by the
    region, `^bb0(%input, %accumulated)`) of the inputs up to `i` (inclusive)
    or before it (exclusive, starting from `accumulator`); the second result
    is the combination of the whole dimension.

    ```mlir
    %y:2 = tm_tensor.scan dimension(1) inclusive(true)
             ins(%x : tensor<2x8xi64>) outs(%o, %acc : tensor<2x8xi64>, tensor<2xi64>) {
           ^bb0(%a: i64, %b: i64):
             %s = arith.addi %a, %b : i64
             tm_tensor.yield %s : i64
           } -> tensor<2x8xi64>, tensor<2xi64>
    ```
  }];
  let arguments = (ins AnyRankedTensor:$input, AnyRankedTensor:$output,
                       AnyRankedTensor:$accumulator, I64Attr:$dimension,
                       BoolAttr:$inclusive);
  let results = (outs AnyRankedTensor:$result,
                      AnyRankedTensor:$accumulated);
  let regions = (region SizedRegion<1>:$region);
  let assemblyFormat = [{
    `dimension` `(` $dimension `)` `inclusive` `(` $inclusive `)` attr-dict
    `ins` `(` $input `:` type($input) `)`
    `outs` `(` $output `,` $accumulator `:` type($output) `,` type($accumulator) `)`
    $region `->` type($result) `,` type($accumulated)
  }];
  let hasVerifier = 1;
}

def TMTensor_SortOp : TMTensor_Op<"sort", [Pure, SingleBlock]> {
  let summary = "sorts tensors together along one dimension by a comparator";
  let description = [{
    Reorders the elements of every operand along `dimension`, all by the
    same permutation, so that the region (`^bb0(%lhs0, %rhs0, %lhs1,
    %rhs1, ...)`: one pair per operand) yields true for each pair of
    neighbours, equal elements keeping their order: torch-mlir's lowering
    of torch's sort, topk and argsort (values and their positions, with a
    comparator `oge` for descending, `ole` for ascending).

    ```mlir
    %s:2 = tm_tensor.sort dimension(1)
             outs(%x, %positions : tensor<4x8xf32>, tensor<4x8xi64>) {
           ^bb0(%a: f32, %b: f32, %i: i64, %j: i64):
             %ge = arith.cmpf oge, %a, %b : f32
             tm_tensor.yield %ge : i1
           } -> tensor<4x8xf32>, tensor<4x8xi64>
    ```
  }];
  let arguments = (ins Variadic<AnyRankedTensor>:$outputs, I64Attr:$dimension);
  let results = (outs Variadic<AnyRankedTensor>:$results);
  let regions = (region SizedRegion<1>:$region);
  let assemblyFormat = [{
    `dimension` `(` $dimension `)` attr-dict
    `outs` `(` $outputs `:` type($outputs) `)` $region `->` type($results)
  }];
  let hasVerifier = 1;
}

#endif // CLEAVE_TMTENSOR_OPS
