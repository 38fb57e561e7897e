"""`pip install build/python` gives a working package elsewhere: importable
outside the build tree, finding the libraries, with the torch.compile
entry point registered."""
import os
import subprocess
import sys

import cleave
from conftest import MLP


def test_pip_install_of_the_staged_package(tmp_path):
    import shutil
    staged = tmp_path / "staged"  # a copy: a build writes beside its sources
    shutil.copytree(os.path.dirname(os.path.dirname(os.path.abspath(cleave.__file__))), staged,
                    ignore=shutil.ignore_patterns("__pycache__", "CMakeFiles", "*.cmake",
                                                  "CTestTestfile.cmake"))
    target = tmp_path / "site"
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--no-deps",
                    "--no-build-isolation", "--disable-pip-version-check", "--target",
                    str(target), str(staged)], check=True, capture_output=True)
    check = ("import cleave, importlib.metadata as m; "
             f"assert cleave.__file__.startswith({str(target)!r}), cleave.__file__; "
             f"print(cleave.plan({str(MLP)!r}, mesh=2).devices, "
             "[e.value for e in m.entry_points(group='torch_dynamo_backends')])")
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "CLEAVE_PREFIX")}
    env["PYTHONPATH"] = str(target)
    run = subprocess.run([sys.executable, "-c", check], capture_output=True, text=True,
                         env=env, cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    assert run.stdout.split() == ["2", "['cleave.torch:dynamo_backend']"]


def test_pip_install_from_the_source_tree(tmp_path):
    """`pip install ./python` (no recorded prefix): the libraries come from
    $CLEAVE_PREFIX."""
    import shutil
    here = os.path.dirname(os.path.abspath(__file__))
    source = tmp_path / "source"  # a copy: a build writes beside its sources
    shutil.copytree(os.path.join(here, "..", "cleave"), source / "cleave",
                    ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(os.path.join(here, "..", "pyproject.toml"), source)
    target = tmp_path / "site"
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--no-deps",
                    "--no-build-isolation", "--disable-pip-version-check", "--target",
                    str(target), str(source)], check=True, capture_output=True)
    assert not (target / "cleave" / "_location.py").exists()
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env.update(PYTHONPATH=str(target), CLEAVE_PREFIX=cleave._native.prefix(),
               PATH="/usr/bin:/bin")
    check = f"import cleave; print(cleave.plan({str(MLP)!r}, mesh=4).devices)"
    run = subprocess.run([sys.executable, "-c", check], capture_output=True, text=True,
                         env=env, cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip() == "4"
    env.pop("CLEAVE_PREFIX")
    run = subprocess.run([sys.executable, "-c", check], capture_output=True, text=True,
                         env=env, cwd=tmp_path)
    assert run.returncode == 1 and "Set CLEAVE_PREFIX" in run.stderr


def test_the_package_loads_the_c_api_of_its_major_version():
    """The package loads the C API by its SONAME, whose major version is the
    one its ctypes signatures are for: Compiler.h's."""
    import re
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "..", "..", "include", "cleave-c", "Compiler.h")) as header:
        major = re.search(r"#define CLEAVE_API_VERSION_MAJOR (\d+)", header.read()).group(1)
    assert cleave._native._CAPI_LIBRARY == f"libCleaveCAPI.so.{major}"
    assert os.path.exists(os.path.join(cleave._native.prefix(), "lib",
                                       cleave._native._CAPI_LIBRARY))
