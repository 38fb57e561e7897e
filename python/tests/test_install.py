"""`pip install build/python` gives a working package elsewhere: importable
outside the build tree, finding the libraries, with the torch.compile
entry point registered."""
import os
import subprocess
import sys

import cleave
from conftest import MLP


def test_pip_install_of_the_staged_package(tmp_path):
    staged = os.path.dirname(os.path.dirname(os.path.abspath(cleave.__file__)))
    target = tmp_path / "site"
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--no-deps",
                    "--no-build-isolation", "--disable-pip-version-check", "--target",
                    str(target), staged], check=True, capture_output=True)
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
