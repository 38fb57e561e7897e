//===- BufferizeFront.h - The pipelines' shared front -----------*- C++ -*-===//
//
// Every target starts the same way: inline, fuse elementwise chains on
// tensors (never into GEMMs, which must stay BLAS calls), bufferize across
// function boundaries (collectives become runtime calls on fresh buffers
// through their bufferization models), and turn results into out-parameters so
// that the runner owns every buffer.
//
//===----------------------------------------------------------------------===//

#ifndef CLEAVE_LIB_TARGET_BUFFERIZEFRONT_H
#define CLEAVE_LIB_TARGET_BUFFERIZEFRONT_H

namespace cleave {

inline constexpr const char *kBufferizeFront =
    "inline,canonicalize,cse,cleave-lower-process-queries,"
    "func.func(convert-elementwise-to-linalg,cleave-fuse-elementwise),"
    "canonicalize,"
    "one-shot-bufferize{bufferize-function-boundaries "
    "allow-return-allocs-from-loops "
    "function-boundary-type-conversion=identity-layout-map},"
    "buffer-results-to-out-params{modify-public-functions "
    "hoist-static-allocs},";

} // namespace cleave

#endif // CLEAVE_LIB_TARGET_BUFFERIZEFRONT_H
