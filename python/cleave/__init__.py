"""Cleave from Python: plan and compile a single-device MLIR program for a
device mesh, and run the distributed program it becomes.

    import cleave
    plan = cleave.plan("mlp.mlir", mesh=4)            # what the search chose
    artifact = cleave.compile("mlp.mlir", mesh="2x2")  # a compiled program
    y = artifact(x, w1, b1, w2)                        # runs on 4 ranks

`cleave.torch` compiles PyTorch modules and training steps. Everything goes
through Cleave's stable C API (libCleaveCAPI.so) and runtime
(libCleaveRuntime.so); see cleave._native for how they are found.
"""
from ._artifact import Artifact, MeshArray, TensorSpec, load
from ._compiler import Plan, compile, ir, plan
from ._errors import CompileError, Diagnostic, Error, ExecutionError
from ._execution import set_timeout, shutdown_pools

__all__ = ["Artifact", "CompileError", "Diagnostic", "Error", "ExecutionError", "MeshArray",
           "Plan", "TensorSpec", "api_version", "compile", "ir", "load", "plan",
           "set_timeout", "shutdown_pools"]
__version__ = "0.1.0"


def api_version():
    """(major, minor) of the C API actually loaded."""
    import ctypes
    from . import _native
    major, minor = ctypes.c_int32(), ctypes.c_int32()
    _native.compiler().cleave_api_version(ctypes.byref(major), ctypes.byref(minor))
    return major.value, minor.value
