"""The README's PyTorch snippet, run as a user runs it: a fresh Python
process with the package importable, its output checked."""
import os
import re
import subprocess
import sys

from conftest import ROOT, require_torch


def snippet():
    text = (ROOT / "README.md").read_text()
    match = re.search(r"<!-- tested by python/tests/test_readme.py -->\s*```python\n(.*?)```",
                      text, re.S)
    assert match, "the README lost its tested PyTorch snippet"
    return match.group(1)


def test_snippet_is_short():
    lines = [line for line in snippet().splitlines() if line.strip()]
    assert len(lines) <= 12, lines


def test_readme_pytorch_snippet_runs_on_four_ranks(tmp_path):
    require_torch()
    script = tmp_path / "snippet.py"
    script.write_text(snippet())
    import cleave
    package = os.path.dirname(os.path.dirname(os.path.abspath(cleave.__file__)))
    env = dict(os.environ, PYTHONPATH=package)  # as the README says: build/python
    run = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                         timeout=600, cwd=tmp_path, env=env)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "cleave.Plan @forward on 4 devices" in run.stdout
    assert "max error" in run.stdout
