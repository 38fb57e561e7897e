//===- Passes.td - Kernel-shaped loop nests ----------------*- tablegen -*-===//
//
// The structure of the GPU program, on linalg ops and loops over buffers:
// each op one kernel (reductions innermost), block-per-row and split-column
// reduction kernels, parallel nests collapsed innermost-first, and nothing
// left on the host that would touch device memory. The CUDA target maps the
// result to the GPU; the CPU target can emulate it (TestAids).
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_CONVERSION_GPUKERNELS_PASSES_TD
#define CLEAVE_CONVERSION_GPUKERNELS_PASSES_TD

include "mlir/Pass/PassBase.td"

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

    ```mlir
    linalg.generic {indexing_maps = [affine_map<(t, h) -> (t, h)>,
                                     affine_map<(t, h) -> (h)>],
                    iterator_types = ["reduction", "parallel"]}
        ins(%dy : memref<4096x1024xf32>) outs(%db : memref<1024xf32>) {...}
    // becomes
    linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>,
                                     affine_map<(d0, d1) -> (d0)>],
                    iterator_types = ["parallel", "reduction"]}
        ins(%dy : memref<4096x1024xf32>) outs(%db : memref<1024xf32>) {...}
    ```
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

    ```mlir
    linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>,
                                     affine_map<(i, j) -> (i)>],
                    iterator_types = ["parallel", "reduction"]}
        ins(%a : memref<64x1024xf32>) outs(%o : memref<64xf32>) {
    ^bb0(%x: f32, %acc: f32):
      %s = arith.addf %acc, %x : f32
      linalg.yield %s : f32
    }
    // becomes one block of 256 threads per row
    gpu.launch blocks(%b, %by, %bz) in (%nb = %c64, ...)
               threads(%t, %ty, %tz) in (%nt = %c256, ...) {
      %row = arith.remui %b, %c64 : index
      %part = scf.for %j = %t to %c1024 step %c256
          iter_args(%acc = %zero) -> (f32) {
        %x = memref.load %a[%row, %j] : memref<64x1024xf32>
        %s = arith.addf %acc, %x : f32
        scf.yield %s : f32
      }
      %all = gpu.all_reduce add %part uniform {} : (f32) -> f32
      scf.if %thread0 { /* %o[%row] += %all */ }
      gpu.terminator
    }
    ```
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

    ```mlir
    // (after cleave-reductions-innermost: loop 0 is the output's, h)
    linalg.generic {indexing_maps = [affine_map<(h, t) -> (t, h)>,
                                     affine_map<(h, t) -> (h)>],
                    iterator_types = ["parallel", "reduction"]}
        ins(%dy : memref<4096x1024xf32>) outs(%db : memref<1024xf32>) {...}
    // becomes 32 parts of 128 tokens, then a fold of the parts
    %partial = gpu.alloc () : memref<32x1024xf32>
    gpu.launch blocks(%bx, %part, %bz) in (%nx = %c4, %np = %c32, ...)
               threads(...) {
      %sum = scf.for %t = %begin to %end step %c1 ... // %dy[%t, %h]
      memref.store %sum, %partial[%part, %h] : memref<32x1024xf32>
    }
    gpu.launch blocks(...) threads(...) {
      scf.for %p = %c0 to %c32 step %c1 ... // %db[%h] += %partial[%p, %h]
    }
    call @__cleave_cuda_free(%ppartial) : (index) -> ()
    ```
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
    one-thread kernel too. A host loop around parallel loops that loads
    device memory for them (a scatter's update loop loading the index of
    the row each update goes to) stays on the host; each such load, with
    the pure ops and asserts that use it, moves into the parallel loops
    that use it, when the loop writes nothing it reads and every use is in
    those parallel loops.

    ```mlir
    scf.for %i = %c0 to %c4 step %c1 {  // a full sum into memref<f32>
      %x = memref.load %t[%i] : memref<4xf32>
      ...
    }
    // becomes
    scf.parallel (%u) = (%c0) to (%c1) step (%c1) {
      scf.for %i = %c0 to %c4 step %c1 {
        %x = memref.load %t[%i] : memref<4xf32>
        ...
      }
      scf.reduce
    }
    ```
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

    ```mlir
    scf.parallel (%i) = (%c0) to (%c256) step (%c1) {
      %ok = arith.cmpi slt, %x, %c8 : index
      cf.assert %ok, "index must be smaller than dim size"
      ...
    }
    // becomes
    scf.parallel (%i) = (%c0) to (%c256) step (%c1) {
      %ok = arith.cmpi slt, %x, %c8 : index
      %failed = arith.xori %ok, %true : i1
      scf.if %failed {
        cf.assert %false, "index must be smaller than dim size"
      }
      ...
    }
    ```
  }];
  let dependentDialects = ["::mlir::scf::SCFDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::cf::ControlFlowDialect"];
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

    ```mlir
    scf.parallel (%i, %j) = (%c0, %c0) to (%c64, %c256) step (%c1, %c1) {
      %v = memref.load %a[%i, %j] : memref<64x256xf32>
      ...
    }
    // becomes
    scf.parallel (%l) = (%c0) to (%c16384) step (%c1) {
      %j = arith.remui %l, %c256 : index
      %i = arith.divui %l, %c256 : index
      %v = memref.load %a[%i, %j] : memref<64x256xf32>
      ...
    }
    ```
  }];
  let dependentDialects = ["::mlir::scf::SCFDialect",
                           "::mlir::arith::ArithDialect"];
}

def CleaveCoarsenElementwise
    : Pass<"cleave-coarsen-elementwise", "::mlir::func::FuncOp"> {
  let summary = "Four elements per GPU thread, their loads issued first";
  let description = [{
    For the CUDA target, after `cleave-innermost-first` and before tiling:
    a one-dimensional `scf.parallel` of at least 2^20 iterations, a
    multiple of 1024, whose body is loads, then stores, with pure ops
    between (an elementwise kernel), runs a quarter of the iterations,
    each taking four elements 256 apart (so that each of the four accesses
    of a block's threads is coalesced) and loading all four before
    computing any. A thread then has 16 bytes in flight instead of 4; the
    iterations of a parallel loop are independent, so the loads of one may
    pass the stores of another.

    ```mlir
    scf.parallel (%i) = (%c0) to (%c1048576) step (%c1) {
      %x = memref.load %a[%i] : memref<1048576xf32>
      %y = arith.mulf %x, %x : f32
      memref.store %y, %b[%i] : memref<1048576xf32>
    }
    // becomes
    scf.parallel (%p) = (%c0) to (%c262144) step (%c1) {
      %e0 = (%p / 256) * 1024 + %p % 256
      %e1 = %e0 + 256, %e2 = %e0 + 512, %e3 = %e0 + 768
      %x0 = memref.load %a[%e0]   ...   %x3 = memref.load %a[%e3]
      %y0 = arith.mulf %x0, %x0 ...  memref.store %y0, %b[%e0] ...
    }
    ```
  }];
  let dependentDialects = ["::mlir::scf::SCFDialect",
                           "::mlir::arith::ArithDialect"];
}

#endif // CLEAVE_CONVERSION_GPUKERNELS_PASSES_TD
