"""Installs Cleave into a temporary prefix, moves the prefix, and uses it
with the build and source trees out of sight.

usage: relocate.py BUILD_DIR SOURCE_DIR

Prints one line per check. The trees are hidden by mounting empty file
systems over them in a private mount namespace (unshare -m, as root); where
that is not allowed the checks run with the trees in place, and the search
path check alone shows that nothing points into them.
"""
import os
import shutil
import subprocess
import sys
import tempfile

build, source = (os.path.realpath(p) for p in sys.argv[1:3])
work = tempfile.mkdtemp(prefix="cleave-install-")


def fail(message):
    print(f"install: FAILED: {message}")
    sys.exit(1)


def run(command, **kwargs):
    result = subprocess.run(command, capture_output=True, text=True, **kwargs)
    if result.returncode != 0:
        fail(f"{' '.join(command)} exited with {result.returncode}:\n"
             f"{result.stdout}{result.stderr}")
    return result.stdout


EMBED_C = r"""
#include "cleave-c/Cleave.h"
#include <stdio.h>

int main(int argc, char **argv) {
  int32_t major, minor;
  cleave_api_version(&major, &minor);
  cleave_session_t *session;
  cleave_invocation_t *invocation;
  cleave_artifact_t *artifact;
  if (cleave_session_create(&session) ||
      cleave_session_set_mesh(session, "1", NULL, 0) ||
      cleave_invocation_create(session, &invocation) ||
      cleave_invocation_parse_file(invocation, argv[1]) ||
      cleave_invocation_compile_to_file(invocation, argv[2]) ||
      cleave_artifact_open(argv[2], &artifact))
    return 1;
  printf("embed: C API %d.%d compiled and opened @%s, %d inputs\n", (int)major,
         (int)minor, cleave_artifact_entry(artifact),
         (int)cleave_artifact_num_tensors(artifact, CLEAVE_INPUT));
  cleave_artifact_close(artifact);
  cleave_invocation_destroy(invocation);
  cleave_session_destroy(session);
  return 0;
}
"""

EMBED_CMAKE = """
cmake_minimum_required(VERSION 3.20)
project(embed C)
find_package(Cleave 1.2 REQUIRED)
add_executable(embed embed.c)
target_link_libraries(embed PRIVATE Cleave::CAPI Cleave::Runtime)
"""

try:
    prefix = os.path.join(work, "prefix")
    run(["cmake", "--install", build, "--prefix", prefix])
    moved = os.path.join(work, "moved")
    os.rename(prefix, moved)
    for path in ["bin/cleave", "bin/cleave-opt", "bin/cleave-runner",
                 "bin/run_artifact.py", "lib/libCleaveRuntime.so",
                 "lib/libCleaveRuntimeMpi.so", "include/cleave/runtime.h",
                 "include/cleave/execute.h", "include/cleave/runtime_codegen.h",
                 "include/cleave/Sharding/TensorSharding.h",
                 "include/cleave/Transforms/Passes.h.inc",
                 "lib/libCleaveCAPI.so", "include/cleave-c/Cleave.h",
                 "include/cleave-c/Cleave.hpp", "lib/cmake/Cleave/CleaveConfig.cmake",
                 "lib/cmake/Cleave/CleaveConfigVersion.cmake", "lib/pkgconfig/cleave.pc"]:
        if not os.path.exists(os.path.join(moved, path)):
            fail(f"{path} is not installed")
    print("install: tools, libraries and headers installed")

    # No ELF file may search the build tree, the source tree or the prefix
    # it was installed to: only $ORIGIN-relative and system directories.
    checked = 0
    for directory, _, files in os.walk(moved):
        for name in files:
            path = os.path.join(directory, name)
            with open(path, "rb") as f:
                if f.read(4) != b"\x7fELF":
                    continue
            checked += 1
            for line in run(["readelf", "-d", path]).splitlines():
                if "RPATH" in line or "RUNPATH" in line:
                    paths = line.split("[", 1)[1].rstrip("]").split(":")
                    for entry in paths:
                        if entry.startswith(("/work", "/tmp", work, build, source)):
                            fail(f"{path} searches {entry}")
    print(f"install: {checked} ELF files, none searching the build tree")

    # A run from elsewhere: compile, run and verify with the installed tools.
    elsewhere = os.path.join(work, "elsewhere")
    os.makedirs(elsewhere)
    for example in ["mlp_annotated_2x2.mlir", "mlp_single_device.mlir"]:
        shutil.copy(os.path.join(source, "examples", example), elsewhere)
    # An embedder's program, built against the moved prefix as its users
    # would: through pkg-config and through find_package(Cleave).
    with open(os.path.join(elsewhere, "embed.c"), "w") as f:
        f.write(EMBED_C)
    os.makedirs(os.path.join(elsewhere, "embed-cmake"))
    with open(os.path.join(elsewhere, "embed-cmake", "CMakeLists.txt"), "w") as f:
        f.write(EMBED_CMAKE)
    shutil.copy(os.path.join(elsewhere, "embed.c"), os.path.join(elsewhere, "embed-cmake"))
    cleave = os.path.join(moved, "bin", "cleave")
    script = " && ".join([
        f"{cleave} compile mlp_annotated_2x2.mlir -o mlp.so",
        f"{cleave} run mlp.so --output out",
        f"{cleave} verify mlp_annotated_2x2.mlir",
        f"{cleave} compile mlp_single_device.mlir -o one.so",
        f"{sys.executable} {moved}/bin/run_artifact.py one.so --repeat 2",
        f"cc embed.c $(PKG_CONFIG_PATH={moved}/lib/pkgconfig pkg-config --cflags --libs "
        "cleave) -o embed-pc",
        "./embed-pc mlp_single_device.mlir pc.so",
        # The embedder records the C API's major-versioned SONAME.
        "readelf -d embed-pc | sed -n 's/.*NEEDED.*\\[\\(libCleaveCAPI[^]]*\\)\\]/embed: "
        "needs \\1/p'",
        # The C++ wrapper is C++11.
        "printf '#include \"cleave-c/Cleave.hpp\"\\nint main() { cleavec::Session s; "
        "s.setMesh(\"2\"); return 0; }\\n' > embed.cpp",
        f"c++ -std=c++11 -pedantic -Werror embed.cpp $(PKG_CONFIG_PATH={moved}/lib/pkgconfig "
        "pkg-config --cflags --libs cleave) -o embed-cxx11 && ./embed-cxx11 && "
        "echo 'embed: C++11 wrapper built and ran'",
        f"cmake -S embed-cmake -B embed-build -G Ninja -DCMAKE_PREFIX_PATH={moved} > /dev/null",
        "cmake --build embed-build > /dev/null",
        "embed-build/embed mlp_single_device.mlir cm.so",
        "readelf -d mlp.so one.so",
        # The installed Python package finds its libraries from the prefix.
        f"PYTHONPATH={moved}/python {sys.executable} -c \"import cleave, numpy as np; "
        "a = cleave.compile('mlp_single_device.mlir', mesh=2); "
        "y = a(*[np.ones(s.shape, np.float32) for s in a.inputs]); "
        "print('python: installed package ran', y.shape, 'on', a.num_devices, 'ranks from', "
        f"cleave._native.prefix() == '{moved}')\"",
    ])
    trees = [build] if not build.startswith(source + os.sep) else []
    hide = " && ".join(f"mount -t tmpfs none {tree}" for tree in trees + [source])
    hidden = subprocess.run(["unshare", "-m", "--propagation", "private",
                             "sh", "-c", hide], capture_output=True)
    if hidden.returncode == 0:
        command = ["unshare", "-m", "--propagation", "private", "sh", "-c",
                   f"{hide} && cd {elsewhere} && {script}"]
        print("install: build and source trees hidden")
    else:
        command = ["sh", "-c", f"cd {elsewhere} && {script}"]
        print("install: cannot hide the trees here; running beside them")
    env = dict(os.environ)
    env.pop("LD_LIBRARY_PATH", None)
    output = run(command, env=env)
    for line in output.splitlines():
        if (line.startswith(("verify:", "run_artifact:", "python:", "embed:"))
                and "entry time" not in line):
            print(line)
    if "RPATH" in output or "RUNPATH" in output:
        fail("an artifact carries a search path")
    print("install: artifacts carry no search path")
finally:
    shutil.rmtree(work, ignore_errors=True)
