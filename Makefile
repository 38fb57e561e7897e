# Front door. `make example` and `make test` work on a fresh Debian machine.
BUILD_DIR ?= build
export BUILD_DIR

.PHONY: all build example test bench clean format

all: build

build:
	scripts/setup.sh

# Cleave's main job on the bundled examples: compile a Megatron-LM MLP written
# as an SPMD program for a 2x2 mesh, run it on 4 MPI ranks and check it
# computes what the single-device MLP computes; and import an MLP annotated
# for MLIR's upstream `shard` dialect into the cleave dialect.
example: build
	$(BUILD_DIR)/bin/cleave verify examples/mlp_megatron_2x2.mlir --reference examples/mlp_single_device.mlir
	$(BUILD_DIR)/bin/cleave import examples/mlp_shard.mlir --cluster h200-node --axes tp -o /dev/null

# CPU benchmarks against OpenBLAS, memcpy and raw MPI (bench/results/cpu.txt).
bench: build
	bench/run.sh $(BUILD_DIR)

# Every test: lit + FileCheck suites and gtest unit tests, through ctest.
test: build
	cd $(BUILD_DIR) && ctest --output-on-failure

format:
	clang-format -i $$(git ls-files '*.cpp' '*.h')

clean:
	rm -rf $(BUILD_DIR)
