//===- Passes.td - Cleave lowering passes ------------------*- tablegen -*-===//

#ifndef CLEAVE_CONVERSION_PASSES_TD
#define CLEAVE_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def CleaveLowerProcessQueries
    : Pass<"cleave-lower-process-queries", "::mlir::ModuleOp"> {
  let summary = "Lower process_index/process_count to runtime calls";
  let description = [{
    `cleave.process_count` becomes a constant; `cleave.process_index` becomes
    one call of `__cleave_process_index(axis)` per axis (axis -1 for the
    linear device index).

    ```mlir
    %i = cleave.process_index on @mesh axes [tp] : index
    // becomes
    %c1 = arith.constant 1 : i64
    %0 = call @__cleave_process_index(%c1) : (i64) -> i64
    %i = arith.index_cast %0 : i64 to index
    ```
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::func::FuncDialect"];
}

def CleaveFuseElementwise
    : Pass<"cleave-fuse-elementwise", "::mlir::func::FuncOp"> {
  let summary = "Fuse elementwise producers into their consumers, not into GEMMs";
  let description = [{
    Upstream's `linalg-fuse-elementwise-ops` (single-use producers, reshape
    folding by expansion, canonicalization), except that nothing is fused
    into a contraction: a GEMM whose operand computes `relu'(h) * dy` is no
    longer a multiply-add of two inputs, so BLAS and cuBLAS cannot take it
    and it runs as naive loops (a 1024 x 256 x 1024 weight gradient took 5 s
    on the CPU instead of milliseconds). The producer stays one fused
    elementwise kernel, one extra pass over memory.
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect",
                           "::mlir::affine::AffineDialect"];
}

def CleaveLinalgToBlas : Pass<"cleave-linalg-to-blas", "::mlir::ModuleOp"> {
  let summary = "Run matmul and batch_matmul on buffers through BLAS";
  let description = [{
    After bufferization, each f32/f64 `linalg.matmul` (default indexing maps)
    and `linalg.batch_matmul` whose operands are row-major with unit inner
    stride becomes a call to `__cleave_sgemm`/`__cleave_dgemm` (OpenBLAS)
    with beta = 1, since linalg accumulates into its output, or beta = 0
    when the op right before zero-fills the output (the fill is dropped);
    batch_matmul loops over the batch. A `linalg.generic` that is a GEMM
    (loops i, j and one reduction k; C(i, j), A(i, k) or A(k, i), B(k, j) or
    B(j, k); body `acc + a * b`) is one too, with BLAS's transpose flags
    instead of layout copies. Other contractions stay for the loop lowering.
    With `library=cublas` (the CUDA target) every GEMM is one call to
    `__cleave_cublas_gemm` on device buffers: f32, f64, f16 and bf16 (these
    two accumulated in f32; `tf32` lets f32 use TF32 tensor cores), f16 or
    bf16 inputs with an f32 output (mixed precision; also a generic that
    extends its inputs before multiplying), and a
    batch_matmul is one strided-batched call (the batch stride is the
    buffers' outer stride).

    ```mlir
    linalg.matmul ins(%a, %b : memref<16x64xf32>, memref<64x256xf32>)
                  outs(%c : memref<16x256xf32>)
    // becomes
    call @__cleave_sgemm(%no, %no, %m, %n, %k, %one, %pa, %lda, %pb, %ldb,
                         %one, %pc, %ldc) : (...) -> ()
    ```
  }];
  let options = [
    Option<"library", "library", "std::string", "\"openblas\"",
           "openblas (CPU) or cublas (CUDA)">,
    Option<"tf32", "tf32", "bool", "false",
           "cublas: f32 GEMMs may use TF32 tensor cores (10-bit mantissa "
           "products, f32 accumulation)">
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::func::FuncDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::scf::SCFDialect"];
}

def CleaveDeviceAllocs : Pass<"cleave-device-allocs", "::mlir::ModuleOp"> {
  let summary = "Put host functions' buffers in device memory";
  let description = [{
    For the CUDA target, after bufferization and deallocation placement:
    every `memref.alloc` in a host function becomes a `gpu.alloc` (device
    memory, which the runtime takes from a stream-ordered pool) and every
    `memref.dealloc` a call to `__cleave_cuda_free` (a stream-ordered free;
    MLIR lowers only asynchronous `gpu.dealloc`). The host never touches
    device memory, so what used to be host work becomes device work:
    `memref.copy` becomes `linalg.copy` (a kernel), and a constant
    `memref.get_global` is copied into a device buffer on entry (freed
    before every return).
  }];
  let dependentDialects = ["::mlir::gpu::GPUDialect",
                           "::mlir::func::FuncDialect",
                           "::mlir::linalg::LinalgDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::arith::ArithDialect"];
}

def CleaveOverlapCollectives
    : Pass<"cleave-overlap-collectives", "::mlir::ModuleOp"> {
  let summary = "Let collectives run while independent compute does";
  let description = [{
    For the CUDA target, after `cleave-device-allocs`: each collective
    runtime call (all_reduce, all_gather, reduce_scatter, all_to_all,
    collective_permute, broadcast) is announced with
    `__cleave_collective_async` and joined with `__cleave_collective_join`
    right before the first later op of its block that touches one of its
    buffers or a view of them (a kernel, a GEMM, another collective, a
    loop containing one), or at the end of the block. Frees of those
    buffers are moved after the join instead of forcing it. Between the
    call and the join, compute runs on the device stream while the
    collective runs on NCCL's: a data-parallel gradient's all_reduce
    overlaps the rest of the backward pass.
  }];
  let dependentDialects = ["::mlir::func::FuncDialect",
                           "::mlir::memref::MemRefDialect"];
}

def CleaveReductionsInnermost
    : Pass<"cleave-reductions-innermost", "::mlir::func::FuncOp"> {
  let summary = "Make every linalg op's reduction loops its innermost ones";
  let description = [{
    For the CUDA target, before linalg ops become loops: a reduction loop
    outside a parallel one would stay on the host and launch one kernel per
    iteration (a bias gradient over 32k tokens: 32k launches). Named ops
    with reductions are generalized (so later passes see one form) and
    every op's loops are interchanged, stably, to parallel then reduction,
    so that each op is one kernel whose threads own outputs and loop over
    the reduction. Several reduction loops that every operand reads as
    consecutive dimensions of a contiguous buffer are then folded into one
    (a norm's weight gradient over batch and sequence, a loss over all
    elements), so the reduction kernels see one long reduction.
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect",
                           "::mlir::memref::MemRefDialect"];
}

def CleaveGpuRowReductions
    : Pass<"cleave-gpu-row-reductions", "::mlir::func::FuncOp"> {
  let summary = "Reduce contiguous rows with a thread block each";
  let description = [{
    For the CUDA target, after `cleave-reductions-innermost`: a linalg op
    whose only reduction loop is innermost and walks contiguous memory in
    every input that uses it (softmax's max and sum, layer norms, a loss),
    with a recognized combiner (float add, mul, max, min on f64, f32, f16,
    bf16, accumulated in f32 or f64; integer add, mul, max, min, and, or,
    xor on i32, i64) and at least 64 elements per output, becomes a
    `gpu.launch` with one block per output: the block's threads read the
    row with unit stride (coalesced), each keeps a partial result,
    `gpu.all_reduce` combines them (shuffles and shared memory) and thread
    0 folds the result into the output. One thread per output would
    instead read 32 rows at once per warp. Fewer rows than fill the GPU
    that are long are split across blocks (f32/f64/integer partials in a
    pool buffer, then a block per row folds them). Sums are reassociated,
    as any parallel reduction is.
  }];
  let dependentDialects = ["::mlir::gpu::GPUDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::arith::ArithDialect"];
}

def CleaveGpuColumnReductions
    : Pass<"cleave-gpu-column-reductions", "::mlir::func::FuncOp"> {
  let summary = "Split long reductions with few outputs across blocks";
  let description = [{
    For the CUDA target, after `cleave-gpu-row-reductions`: a reduction the
    row pass leaves (its reduction walks a strided dimension, as a bias or
    norm-weight gradient sums over tokens) with few outputs (under 32768)
    and a long reduction (at least 1024) would run on a handful of threads
    per output set, one per output. It becomes two kernels: the first has
    S blocks per 256 outputs, each thread folding one S-th of the
    reduction for its output into a partial buffer (threads of a block read
    neighbouring outputs: coalesced); the second folds the S partials of
    each output into it. Deterministic, unlike atomics; S fills the GPU.
  }];
  let dependentDialects = ["::mlir::gpu::GPUDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::func::FuncDialect"];
}

def CleaveSerialLoopsOnDevice
    : Pass<"cleave-serial-loops-on-device", "::mlir::func::FuncOp"> {
  let summary = "Run host loops left outside parallel loops as one-thread kernels";
  let description = [{
    For the CUDA target, after linalg ops became loops and before mapping:
    an op without any parallel loop (a full reduction to a scalar) lowers to
    `scf.for` nests that would run on the host, over device memory. Each
    such outermost `scf.for` with no parallel loop inside is wrapped in a
    one-iteration `scf.parallel`, so it becomes a kernel (one thread: a
    correct, slow fallback for small scalars). Ops without any loop (a fill
    or generic on 0-D buffers) lower to bare loads and stores; each run of
    them, with the pure ops that use what they load, goes into such a
    one-thread kernel too.
  }];
  let dependentDialects = ["::mlir::scf::SCFDialect",
                           "::mlir::arith::ArithDialect"];
}

def CleaveDeviceStream : Pass<"cleave-device-stream", "::mlir::ModuleOp"> {
  let summary = "Launch every kernel asynchronously on the one device stream";
  let description = [{
    For the CUDA target, after kernel outlining: each host function takes a
    token (the runtime's process-wide compute stream) on entry, launches
    every kernel and allocates every device buffer asynchronously on it,
    and waits for it once, before each return (`__cleave_cuda_synchronize`). cuBLAS calls, stream-ordered allocations and frees, and NCCL
    collectives (through events) are ordered on the same stream by the
    runtime, so no kernel waits for the host. This is only correct if host
    code never reads or writes device memory: the pass checks that and
    fails naming the op that does.
  }];
  let dependentDialects = ["::mlir::gpu::GPUDialect"];
}

def CleaveInnermostFirst : Pass<"cleave-innermost-first", "::mlir::func::FuncOp"> {
  let summary = "Give each parallel loop nest's innermost dimension to threadIdx.x";
  let description = [{
    For the CUDA target, before tiling and mapping: collapses every
    outermost `scf.parallel` of several dimensions into one, linearized so
    that the innermost dimension (the one that walks contiguous memory in
    row-major buffers) varies fastest. Tiling then gives consecutive
    threads consecutive addresses (coalesced), however short the innermost
    dimension, and the whole nest maps to the x dimension of the grid, whose
    limit is 2^31 - 1 blocks (y and z allow only 65535, which a
    [131072, 4096] activation's rows would exceed).
  }];
  let dependentDialects = ["::mlir::scf::SCFDialect",
                           "::mlir::arith::ArithDialect"];
}

def CleaveGuardAsserts : Pass<"cleave-guard-asserts", "::mlir::func::FuncOp"> {
  let summary = "Put each cf.assert in parallel loops under an scf.if";
  let description = [{
    For the CUDA target, before loops become kernels:
    `convert-parallel-loops-to-gpu` leaves a loop on the host when its body
    holds a `cf.assert` directly (it takes one inside a region), and the
    host must not touch device memory. Each such assert (torch-mlir's index
    bounds checks, for example) becomes `scf.if (!cond) { cf.assert false }`:
    the same check, a branch instead of a call per element.
  }];
  let dependentDialects = ["::mlir::scf::SCFDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::cf::ControlFlowDialect"];
}

def CleaveEmulateGpuLaunches
    : Pass<"cleave-emulate-gpu-launches", "::mlir::func::FuncOp"> {
  let summary = "Run gpu.launch bodies on the CPU, blocks and threads as loops";
  let description = [{
    For testing the CUDA target's own kernels without a GPU (`cleave
    compile --emulate-gpu-kernels`): each `gpu.launch` becomes loops over
    its blocks and, inside, over its threads. A body with one top-level
    `gpu.all_reduce` (the block reductions Cleave builds) runs in two
    sweeps over the threads: the part before it (which must not write
    memory) stores each thread's operand, the values are folded in thread
    order, and the part after it runs with the result. `gpu.alloc` becomes
    `memref.alloc` and `__cleave_cuda_free` of such a buffer its dealloc.
    Anything else in a body (barriers, shuffles, several all-reduces) is an
    error naming the op.
  }];
  let dependentDialects = ["::mlir::scf::SCFDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect"];
}

def CleaveMergeGpuModules
    : Pass<"cleave-merge-gpu-modules", "::mlir::ModuleOp"> {
  let summary = "Put every outlined kernel into one gpu.module";
  let description = [{
    For the CUDA target, after kernel outlining: MLIR outlines each kernel
    into its own `gpu.module`, and each becomes its own PTX module, ptxas
    run and driver module (a training step has hundreds). Kernels whose
    module holds nothing else move into one module, named after their old
    module (unique), and launches are redirected; the whole program then
    costs one ptxas run and one module load.
  }];
  let dependentDialects = ["::mlir::gpu::GPUDialect"];
}

#endif // CLEAVE_CONVERSION_PASSES_TD
