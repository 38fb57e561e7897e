# -*- Python -*-
# lit configuration for Cleave: FileCheck tests over cleave-opt and cleave.
import os

import lit.formats
from lit.llvm import llvm_config
from lit.llvm.subst import ToolSubst

config.name = "Cleave"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".test"]
config.excludes = ["Inputs", "CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py", "unit", "README.md"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.cleave_obj_root, "test")
config.environment["FILECHECK_OPTS"] = "--enable-var-scope --dump-input=fail"

config.substitutions.append(("%examples", os.path.join(config.cleave_src_root, "examples")))
config.substitutions.append(("%cleave_src", config.cleave_src_root))
config.substitutions.append(("%cleave_tools", config.cleave_tools_dir))

llvm_config.use_default_substitutions()
llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)
tool_dirs = [config.cleave_tools_dir, config.llvm_tools_dir]
tools = ["cleave-opt", "cleave", "FileCheck", "not", "count"]
llvm_config.add_tool_substitutions(tools, tool_dirs)

# End-to-end tests launch ranks with mpirun; NumPy cross-checks run under the
# interpreter that runs lit (Debian's python3 with python3-numpy).
import shutil
import subprocess
import sys

if shutil.which("mpirun"):
    config.available_features.add("mpi")
# Memory errors that do not crash (an op erased twice) are checked under
# valgrind; scripts/setup.sh installs it.
if shutil.which("valgrind"):
    config.available_features.add("valgrind")
# CPU names (--cpu) are the architecture's.
if os.uname().machine == "x86_64":
    config.available_features.add("x86_64")
config.substitutions.append(("%python", sys.executable))
if subprocess.run([sys.executable, "-c", "import numpy"], capture_output=True).returncode == 0:
    config.available_features.add("numpy")
# Plan pages are checked in a real browser, Debian's headless Chromium;
# scripts/setup.sh installs it, so CI runs those tests rather than skipping.
chromium = shutil.which("chromium")
if chromium:
    config.available_features.add("chromium")
    # A browser that hangs must not hang the suite; as root it needs
    # --no-sandbox.
    config.substitutions.append(
        ("%chromium", f"timeout 120 {chromium} --headless --disable-gpu --no-sandbox"))
# mpirun refuses to run as root unless told; CI runs as root.
config.environment["OMPI_ALLOW_RUN_AS_ROOT"] = "1"
config.environment["OMPI_ALLOW_RUN_AS_ROOT_CONFIRM"] = "1"
# GPU kernels call libdevice for math functions; MLIR links it from the CUDA
# toolkit when one is installed (no GPU needed).
if os.path.exists("/usr/local/cuda/nvvm/libdevice/libdevice.10.bc"):
    config.available_features.add("cuda-toolkit")
    # MLIR's NVVM serializer finds ptxas and libdevice through it (the
    # `cleave` driver sets it itself; cleave-opt does not).
    config.environment["CUDA_ROOT"] = "/usr/local/cuda"
cuda_runtime_lib = os.path.join(config.cleave_tools_dir, "..", "lib", "libCleaveRuntimeCuda.so")
if os.path.exists(cuda_runtime_lib):
    config.available_features.add("cuda-runtime-lib")
    config.substitutions.append(("%cuda_runtime_lib", cuda_runtime_lib))
if any(os.path.exists(p) for p in ("/usr/lib/x86_64-linux-gnu/libcuda.so.1", "/usr/lib64/libcuda.so.1")):
    config.available_features.add("nvidia-driver")
