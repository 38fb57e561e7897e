// RUN: cleave-opt --cleave-gathers-as-selects --split-input-file %s | FileCheck %s
// RUN: cleave-opt --cleave-gathers-as-selects --cleave-propagate --split-input-file %s | FileCheck %s --check-prefix=SPLIT

// torch-mlir's gather (nll loss): a captured read at (loop index, data)
// becomes an input read with a reduction loop over the data index; with
// the batch split, propagation now splits the batch loop too (before, the
// capture kept the op whole).
// CHECK-LABEL: func.func @nll_gather
// CHECK: %[[ZERO:.*]] = linalg.fill
// CHECK: linalg.generic {{{.*}}iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<16x1xi64>, tensor<16x64xf32>) outs(%[[ZERO]] : tensor<16x1xf32>)
// CHECK: %[[C:.*]] = arith.index_cast
// CHECK: cf.assert
// CHECK: %[[V:.*]] = linalg.index 2 : index
// CHECK: %[[HIT:.*]] = arith.cmpi eq, %[[C]], %[[V]] : index
// CHECK: %[[X:.*]] = arith.select %[[HIT]], %{{.*}}, %{{.*}} : f32
// CHECK: arith.addf %{{.*}}, %[[X]] : f32
// CHECK-NOT: tensor.extract
// SPLIT-LABEL: func.func @nll_gather
// SPLIT: linalg.generic {{.*}}cleave.loops = {{\[}}["dp"], [], []]
cleave.mesh @mesh(dp = 2)
func.func @nll_gather(%labels: tensor<16x1xi64> {cleave.sharding = #cleave.sharding<@mesh, [[dp], []]>},
                      %logp: tensor<16x64xf32> {cleave.sharding = #cleave.sharding<@mesh, [[dp], []]>}) -> tensor<16x1xf32> {
  %e = tensor.empty() : tensor<16x1xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%labels : tensor<16x1xi64>) outs(%e : tensor<16x1xf32>) {
  ^bb0(%in: i64, %out: f32):
    %i = linalg.index 0 : index
    %c = arith.index_cast %in : i64 to index
    %c64 = arith.constant 64 : index
    %ok = arith.cmpi slt, %c, %c64 : index
    cf.assert %ok, "index must be smaller than dim size"
    %x = tensor.extract %logp[%i, %c] : tensor<16x64xf32>
    linalg.yield %x : f32
  } -> tensor<16x1xf32>
  return %g : tensor<16x1xf32>
}

// -----

// A body that reads the output's old value is not a gather: unchanged.
// CHECK-LABEL: func.func @reads_output
// CHECK: tensor.extract
cleave.mesh @mesh(dp = 2)
func.func @reads_output(%idx: tensor<4xindex>, %t: tensor<4x8xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %g = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                       iterator_types = ["parallel"]}
      ins(%idx : tensor<4xindex>) outs(%o : tensor<4xf32>) {
  ^bb0(%in: index, %out: f32):
    %i = linalg.index 0 : index
    %x = tensor.extract %t[%i, %in] : tensor<4x8xf32>
    %y = arith.addf %x, %out : f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  return %g : tensor<4xf32>
}
