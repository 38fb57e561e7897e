# Front door. `make example` and `make test` work on a fresh Debian machine.
BUILD_DIR ?= build
export BUILD_DIR

.PHONY: all build example test clean format

all: build

build:
	scripts/setup.sh

# Cleave's main job on the bundled example: import a Megatron-annotated MLP
# written for MLIR's `shard` dialect, verify it, print it in the cleave dialect
# with the cost model of an 8xH200 node.
example: build
	$(BUILD_DIR)/bin/cleave import examples/mlp_shard.mlir --cluster h200-node --axes tp

# Every test: lit + FileCheck suites and gtest unit tests, through ctest.
test: build
	cd $(BUILD_DIR) && ctest --output-on-failure

format:
	clang-format -i $$(git ls-files '*.cpp' '*.h')

clean:
	rm -rf $(BUILD_DIR)
