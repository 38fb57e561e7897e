//===- CleaveOps.td - Cleave operations --------------------*- tablegen -*-===//

#ifndef CLEAVE_OPS_TD
#define CLEAVE_OPS_TD

include "Cleave/CleaveBase.td"
include "Cleave/CleaveAttrs.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/IR/BuiltinAttributes.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"

class Cleave_Op<string mnemonic, list<Trait> traits = []>
    : Op<Cleave_Dialect, mnemonic, traits>;

// An ordered list of mesh axis names, printed as `[dp, tp]`.
def Cleave_AxisList : TypedArrayAttrBase<StrAttr, "mesh axis names">;

//===----------------------------------------------------------------------===//
// cleave.mesh
//===----------------------------------------------------------------------===//

def Cleave_MeshOp : Cleave_Op<"mesh", [Symbol, HasParent<"::mlir::ModuleOp">]> {
  let summary = "a named N-D logical device mesh with its cost model";
  let description = [{
    Declares a mesh of `prod(sizes)` devices. Devices are numbered row-major:
    the last axis varies fastest. Each axis may carry a link model (`links`,
    one per axis, in axis order) and the mesh a device model (`device`); the
    cost model and the automatic search read them, `--cleave-apply-cluster`
    fills them from a cluster description.

    ```mlir
    cleave.mesh @mesh(dp = 2, tp = 4)
    cleave.mesh @node(tp = 8)
        links [#cleave.link<latency = 3.0e-06, bandwidth = 4.5e+11>]
        device #cleave.device<name = "h200", peak_flops = {bf16 = 9.89e+14 : f64},
                              memory = 1.41e+11, memory_bandwidth = 4.8e+12>
    ```
  }];
  let arguments = (ins SymbolNameAttr:$sym_name,
                       Cleave_AxisList:$axis_names,
                       DenseI64ArrayAttr:$shape,
                       OptionalAttr<TypedArrayAttrBase<Cleave_LinkAttr, "links">>:$links,
                       OptionalAttr<Cleave_DeviceAttr>:$device);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    int64_t getRank() { return getShape().size(); }
    int64_t getNumDevices();
    /// Index of the axis called `name`, or std::nullopt.
    std::optional<unsigned> getAxisIndex(::llvm::StringRef name);
    /// Size of the axis called `name`; the axis must exist.
    int64_t getAxisSize(::llvm::StringRef name);
    /// Number of devices in a group spanning `axes` (product of their sizes).
    int64_t getGroupSize(::mlir::ArrayAttr axes);
  }];
}

//===----------------------------------------------------------------------===//
// cleave.annotate
//===----------------------------------------------------------------------===//

def Cleave_AnnotateOp : Cleave_Op<"annotate", [
    Pure, AllTypesMatch<["input", "result"]>,
    DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "attach a sharding to a value of a global program";
  let description = [{
    From this op on, the value has the given sharding. Without `hint` the
    sharding is a user requirement that propagation and the search must keep;
    with `hint` it is a preference they may override. A chain of two
    annotations with different shardings asks for a reshard between them.

    ```mlir
    %w = cleave.annotate %arg1 : tensor<64x256xf32> to #cleave.sharding<@mesh, [[], [tp]]>
    %x = cleave.annotate %arg0 : tensor<8x64xf32> to #cleave.sharding<@mesh, [[dp], []]> hint

    The type comes before the sharding because a dialect attribute would
    read a following `: type` as its own type.
    ```
  }];
  let arguments = (ins AnyRankedTensor:$input, Cleave_ShardingAttr:$sharding,
                       UnitAttr:$hint);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $input `:` type($input) `to` custom<ShardingRef>($sharding)
    (`hint` $hint^)? attr-dict
  }];
}

//===----------------------------------------------------------------------===//
// Collectives
//===----------------------------------------------------------------------===//

class Cleave_CollectiveOp<string mnemonic, list<Trait> traits = []>
    : Cleave_Op<mnemonic, !listconcat(traits, [
        DeclareOpInterfaceMethods<SymbolUserOpInterface>])> {
  code commonDeclaration = [{
    /// The group of a device: the devices that differ from it only in the
    /// coordinates of `mesh_axes`.
    ::llvm::ArrayRef<::mlir::Attribute> getAxes() {
      return getMeshAxes().getValue();
    }
  }];
}

def Cleave_AllReduceOp : Cleave_CollectiveOp<"all_reduce", [
    Pure, SameOperandsAndResultType]> {
  let summary = "combine the tensors of every group with a reduction";
  let description = [{
    Every device of each group gets the elementwise sum (max, min) of the
    group's inputs.

    ```mlir
    %1 = cleave.all_reduce %0 on @mesh axes [tp] sum : tensor<8x64xf32>
    ```
  }];
  let arguments = (ins AnyRankedTensor:$input, FlatSymbolRefAttr:$mesh,
                       Cleave_AxisList:$mesh_axes,
                       Cleave_ReductionKind:$reduction);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $input `on` $mesh `axes` custom<AxisList>($mesh_axes) $reduction attr-dict
    `:` type($input)
  }];
  let extraClassDeclaration = commonDeclaration;
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Cleave_AllGatherOp : Cleave_CollectiveOp<"all_gather", [Pure]> {
  let summary = "concatenate the tensors of every group along one dimension";
  let description = [{
    The result is the group's inputs concatenated along `dim` in group order
    (the first axis of `mesh_axes` most significant): `result[dim] =
    input[dim] * group size`.

    ```mlir
    %1 = cleave.all_gather %0 on @mesh axes [tp] dim 1 : tensor<8x16xf32> -> tensor<8x64xf32>
    ```
  }];
  let arguments = (ins AnyRankedTensor:$input, FlatSymbolRefAttr:$mesh,
                       Cleave_AxisList:$mesh_axes, I64Attr:$dim);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $input `on` $mesh `axes` custom<AxisList>($mesh_axes) `dim` $dim attr-dict
    `:` type($input) `->` type($result)
  }];
  let extraClassDeclaration = commonDeclaration;
  let hasFolder = 1;
}

def Cleave_ReduceScatterOp : Cleave_CollectiveOp<"reduce_scatter", [Pure]> {
  let summary = "reduce over every group, then keep one block of `dim` each";
  let description = [{
    Equivalent to an all_reduce followed by each device keeping block `i` of
    `dim`, `i` its index in the group: `result[dim] = input[dim] / group
    size`, which must divide.

    ```mlir
    %1 = cleave.reduce_scatter %0 on @mesh axes [tp] dim 0 sum : tensor<8x64xf32> -> tensor<2x64xf32>
    ```
  }];
  let arguments = (ins AnyRankedTensor:$input, FlatSymbolRefAttr:$mesh,
                       Cleave_AxisList:$mesh_axes, I64Attr:$dim,
                       Cleave_ReductionKind:$reduction);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $input `on` $mesh `axes` custom<AxisList>($mesh_axes) `dim` $dim $reduction
    attr-dict `:` type($input) `->` type($result)
  }];
  let extraClassDeclaration = commonDeclaration;
  let hasFolder = 1;
}

def Cleave_AllToAllOp : Cleave_CollectiveOp<"all_to_all", [Pure]> {
  let summary = "move a split from one dimension to another";
  let description = [{
    Each device cuts `split_dim` into group-size blocks, sends block `j` to
    the `j`-th device of its group, and concatenates what it receives along
    `concat_dim` in group order.

    ```mlir
    %1 = cleave.all_to_all %0 on @mesh axes [tp] split 1 concat 0
        : tensor<2x64xf32> -> tensor<8x16xf32>
    ```
  }];
  let arguments = (ins AnyRankedTensor:$input, FlatSymbolRefAttr:$mesh,
                       Cleave_AxisList:$mesh_axes, I64Attr:$split_dim,
                       I64Attr:$concat_dim);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $input `on` $mesh `axes` custom<AxisList>($mesh_axes) `split` $split_dim
    `concat` $concat_dim attr-dict `:` type($input) `->` type($result)
  }];
  let extraClassDeclaration = commonDeclaration;
  let hasFolder = 1;
}

def Cleave_CollectivePermuteOp : Cleave_CollectiveOp<"collective_permute", [
    Pure, SameOperandsAndResultType]> {
  let summary = "send each device's tensor to another device of its group";
  let description = [{
    `pairs` lists `source -> target` group indices; a device that is no
    target gets zeros. Sources are distinct, and so are targets.

    ```mlir
    %1 = cleave.collective_permute %0 on @mesh axes [pp] pairs [0 -> 1, 1 -> 2, 2 -> 3, 3 -> 0]
        : tensor<8x64xf32>
    ```
  }];
  let arguments = (ins AnyRankedTensor:$input, FlatSymbolRefAttr:$mesh,
                       Cleave_AxisList:$mesh_axes, DenseI64ArrayAttr:$pairs);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $input `on` $mesh `axes` custom<AxisList>($mesh_axes) `pairs`
    custom<PermutePairs>($pairs) attr-dict `:` type($input)
  }];
  let extraClassDeclaration = commonDeclaration;
  let hasFolder = 1;
}

def Cleave_BroadcastOp : Cleave_CollectiveOp<"broadcast", [
    Pure, SameOperandsAndResultType]> {
  let summary = "copy the root's tensor to every device of its group";
  let description = [{
    `root` gives the root's coordinate on each of `mesh_axes`.

    ```mlir
    %1 = cleave.broadcast %0 on @mesh axes [dp, tp] root [0, 0] : tensor<8x64xf32>
    ```
  }];
  let arguments = (ins AnyRankedTensor:$input, FlatSymbolRefAttr:$mesh,
                       Cleave_AxisList:$mesh_axes, DenseI64ArrayAttr:$root);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = [{
    $input `on` $mesh `axes` custom<AxisList>($mesh_axes) `root` $root attr-dict
    `:` type($input)
  }];
  let extraClassDeclaration = commonDeclaration;
  let hasFolder = 1;
}

def Cleave_SendOp : Cleave_CollectiveOp<"send", [
    MemoryEffects<[MemWrite]>]> {
  let summary = "send a tensor to one peer of the device's group";
  let description = [{
    `peer` gives the peer's coordinate on each of `mesh_axes` (its other
    coordinates are the sender's). Matched with a `cleave.recv` of the same
    `tag`, type and mesh axes on the peer; pipelines use it between stages.

    ```mlir
    cleave.send %act on @mesh axes [pp] to [%next] tag 3 : tensor<8x64xf32>
    ```
  }];
  let arguments = (ins AnyRankedTensor:$input, FlatSymbolRefAttr:$mesh,
                       Cleave_AxisList:$mesh_axes, Variadic<Index>:$peer,
                       I64Attr:$tag);
  let assemblyFormat = [{
    $input `on` $mesh `axes` custom<AxisList>($mesh_axes) `to` ` ` `[` $peer `]`
    `tag` $tag attr-dict `:` type($input)
  }];
  let extraClassDeclaration = commonDeclaration;
}

def Cleave_RecvOp : Cleave_CollectiveOp<"recv", [
    MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "receive a tensor from one peer of the device's group";
  let description = [{
    ```mlir
    %act = cleave.recv on @mesh axes [pp] from [%prev] tag 3 : tensor<8x64xf32>
    ```
  }];
  let arguments = (ins FlatSymbolRefAttr:$mesh, Cleave_AxisList:$mesh_axes,
                       Variadic<Index>:$peer, I64Attr:$tag);
  let results = (outs AnyStaticShapeTensor:$result);
  let assemblyFormat = [{
    `on` $mesh `axes` custom<AxisList>($mesh_axes) `from` ` ` `[` $peer `]`
    `tag` $tag attr-dict `:` type($result)
  }];
  let extraClassDeclaration = commonDeclaration;
}

//===----------------------------------------------------------------------===//
// Process queries
//===----------------------------------------------------------------------===//

def Cleave_ProcessIndexOp : Cleave_CollectiveOp<"process_index", [Pure]> {
  let summary = "this device's coordinate on each of the given mesh axes";
  let description = [{
    With an empty axis list, the linear (row-major) device index on the whole
    mesh.

    ```mlir
    %dp, %tp = cleave.process_index on @mesh axes [dp, tp] : index, index
    %rank = cleave.process_index on @mesh axes [] : index
    ```
  }];
  let arguments = (ins FlatSymbolRefAttr:$mesh, Cleave_AxisList:$mesh_axes);
  let results = (outs Variadic<Index>:$indices);
  let assemblyFormat = [{
    `on` $mesh `axes` custom<AxisList>($mesh_axes) attr-dict `:` type($indices)
  }];
  let extraClassDeclaration = commonDeclaration;
  let hasFolder = 1;
}

def Cleave_ProcessCountOp : Cleave_CollectiveOp<"process_count", [Pure]> {
  let summary = "the number of devices in a group over the given axes";
  let description = [{
    Folds to a constant. An empty axis list counts the whole mesh.

    ```mlir
    %n = cleave.process_count on @mesh axes [tp] : index
    ```
  }];
  let arguments = (ins FlatSymbolRefAttr:$mesh, Cleave_AxisList:$mesh_axes);
  let results = (outs Index:$count);
  let assemblyFormat = [{
    `on` $mesh `axes` custom<AxisList>($mesh_axes) attr-dict `:` type($count)
  }];
  let extraClassDeclaration = commonDeclaration;
  let hasFolder = 1;
}

#endif // CLEAVE_OPS_TD
