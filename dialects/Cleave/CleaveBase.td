//===- CleaveBase.td - Cleave dialect definition -----------*- tablegen -*-===//
//
// The `cleave` dialect describes device meshes (with link and device cost
// models), shardings of global tensors over mesh axes, and the collectives that
// move local tensors between devices of an SPMD program.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_BASE_TD
#define CLEAVE_BASE_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"

def Cleave_Dialect : Dialect {
  let name = "cleave";
  let cppNamespace = "::cleave";
  let summary = "Meshes, shardings and collectives for SPMD compilation";
  let description = [{
    Cleave turns single-device tensor programs into SPMD programs. This dialect
    holds the vocabulary every layer shares:

    - `cleave.mesh`: a named N-D logical device mesh, with a link model
      (latency, bandwidth) per axis and a device model (peak FLOP/s per element
      type, memory capacity and bandwidth);
    - `#cleave.sharding`: how a global tensor is laid out over a mesh: per
      tensor dimension the ordered mesh axes that split it, the axes on which it
      is partial (unreduced) with the reduction kind, everything else
      replicated;
    - `cleave.annotate`: a user requirement or hint attaching a sharding to a
      value of a global program;
    - collectives on the local tensors of an SPMD program, and process-index
      queries.
  }];
  let useDefaultAttributePrinterParser = 1;
  let hasConstantMaterializer = 1;
  // `cleave.sharding` on function arguments and results must fit the value.
  let hasRegionArgAttrVerify = 1;
  let hasRegionResultAttrVerify = 1;
  let dependentDialects = ["::mlir::arith::ArithDialect"];
}

def Cleave_ReductionKind : I32EnumAttr<"ReductionKind",
    "how partial values are combined", [
      I32EnumAttrCase<"Sum", 0, "sum">,
      I32EnumAttrCase<"Max", 1, "max">,
      I32EnumAttrCase<"Min", 2, "min">
    ]> {
  let cppNamespace = "::cleave";
}

def Cleave_UnevenPolicy : I32EnumAttr<"UnevenPolicy",
    "what a split does with a dimension its shard count does not divide", [
      I32EnumAttrCase<"Reject", 0, "reject">,
      I32EnumAttrCase<"Pad", 1, "pad">
    ]> {
  let cppNamespace = "::cleave";
  let genSpecializedAttr = 0;
}

#endif // CLEAVE_BASE_TD
