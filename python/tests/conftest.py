"""Shared fixtures of the Python tests (run by ctest through
scripts/python-tests.sh, with the package from build/python)."""
import os
import pathlib

import numpy as np
import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
MLP = ROOT / "examples" / "mlp_single_device.mlir"
SGD_STEP = ROOT / "test" / "Driver" / "Inputs" / "sgd_step.mlir"


def gelu_tanh(v):
    return 0.5 * v * (1 + np.tanh(0.7978845608 * (v + 0.044715 * v ** 3)))


def mlp_reference(x, w1, b1, w2):
    """What examples/mlp_single_device.mlir computes."""
    return gelu_tanh(x @ w1 + b1) @ w2


@pytest.fixture
def mlp_inputs():
    rng = np.random.default_rng(0)
    shapes = [(8, 16), (16, 32), (32,), (32, 16)]
    return [rng.standard_normal(s).astype(np.float32) for s in shapes]


def require_torch():
    """torch and torch-mlir, or a skip; CLEAVE_REQUIRE_TORCH=1 (the test
    command sets it) makes their absence a failure instead."""
    try:
        import torch  # noqa: F401
        import torch_mlir  # noqa: F401
    except ImportError as error:
        if os.environ.get("CLEAVE_REQUIRE_TORCH") == "1":
            raise
        pytest.skip(f"needs torch and torch-mlir: {error}")
