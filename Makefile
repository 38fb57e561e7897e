# Front door. `make example` and `make test` work on a fresh Debian machine.
BUILD_DIR ?= build
export BUILD_DIR

.PHONY: all build example test bench clean format

all: build

build:
	scripts/setup.sh

# Cleave's main job on a bundled example: an MLP with a few sharding
# annotations (data parallel x Megatron tensor parallel) is propagated,
# partitioned for a 2x2 mesh, compiled, run on 4 MPI ranks and checked
# against the single-device program.
example: build
	$(BUILD_DIR)/bin/cleave verify examples/mlp_annotated_2x2.mlir

# CPU benchmarks against OpenBLAS, memcpy and raw MPI (bench/results/cpu.txt),
# partitioning against upstream MLIR shard (bench/results/partition.txt), the
# automatic search against Megatron's plan and its scaling (modeled), the
# Python path against `cleave run` (bench/results/python.txt), predicted
# against measured device memory (bench/results/memory.txt), memory decisions
# by budget beside the ZeRO formula (bench/results/memory-decisions.txt),
# what is recomputed first beside Korthikanti's selective recompute
# (bench/results/selective-recompute.txt),
# vocabulary-parallel embeddings against reading the table whole
# (bench/results/vocab-parallel.txt), pipeline or not and its planning time
# (bench/results/pipeline-search.txt), what the search puts on h200-pod's
# slow axis (bench/results/slow-axis.txt), nonblocking all-reduces on MPI
# against blocking ones (bench/results/cpu-overlap.txt).
bench: build
	bench/run.sh $(BUILD_DIR)
	python3 bench/partition_vs_upstream.py $(BUILD_DIR)
	python3 bench/auto_vs_megatron.py $(BUILD_DIR)
	python3 bench/search_scale.py $(BUILD_DIR)
	python3 bench/gemm_chain_vs_numpy.py $(BUILD_DIR)
	$$(scripts/python-env.sh)/bin/python bench/python_overhead.py $(BUILD_DIR)
	python3 bench/memory_predicted_vs_measured.py $(BUILD_DIR)
	python3 bench/memory_decisions.py $(BUILD_DIR)
	python3 bench/selective_recompute.py $(BUILD_DIR)
	python3 bench/vocab_parallel.py $(BUILD_DIR)
	python3 bench/pipeline_search.py $(BUILD_DIR)
	python3 bench/slow_axis.py $(BUILD_DIR)
	python3 bench/cpu_overlap.py $(BUILD_DIR)

# Every test: lit + FileCheck suites, gtest unit tests and the Python tests
# (pytest; the venv with the pinned torch is made first when missing),
# through ctest.
test: build
	scripts/python-env.sh > /dev/null
	cd $(BUILD_DIR) && ctest --output-on-failure

format:
	clang-format -i $$(git ls-files '*.cpp' '*.h')

clean:
	rm -rf $(BUILD_DIR)
