"""Artifacts: calling them in-process and on worker ranks, MeshArrays,
save and load, SPMD under mpirun, and the errors of each."""
import os
import re
import subprocess
import sys

import numpy as np
import pytest

import cleave
from cleave import _execution
from conftest import MLP, ROOT, SGD_STEP, mlp_reference


@pytest.fixture(scope="module")
def mlp1():
    return cleave.compile(MLP, mesh=1)


@pytest.fixture(scope="module")
def mlp4():
    return cleave.compile(MLP, mesh="2x2", axes="dp,tp")


def test_manifest(mlp4):
    assert mlp4.entry == "mlp" and mlp4.target == "cpu"
    assert mlp4.mesh_shape == (2, 2) and mlp4.mesh_axes == ("dp", "tp")
    assert mlp4.num_devices == 4
    assert [s.shape for s in mlp4.inputs] == [(8, 16), (16, 32), (32,), (32, 16)]
    assert all(s.dtype == "f32" for s in mlp4.inputs + mlp4.outputs)
    assert "cleave.Artifact @mlp cpu mesh 2x2" in repr(mlp4)


def test_one_device_in_process(mlp1, mlp_inputs):
    got = mlp1(*mlp_inputs)
    np.testing.assert_allclose(got, mlp_reference(*mlp_inputs), rtol=1e-5, atol=1e-5)
    assert mlp1._executor.kind == "local"


def test_four_ranks_match_one(mlp1, mlp4, mlp_inputs):
    got = mlp4(*mlp_inputs)
    assert mlp4._executor.kind == "pool" and mlp4._executor.devices == 4
    np.testing.assert_allclose(got, mlp1(*mlp_inputs), rtol=1e-5, atol=1e-6)
    # float64 and lists convert; the pool stays up between calls.
    again = mlp4(*[x.astype(np.float64) for x in mlp_inputs])
    np.testing.assert_allclose(again, got, rtol=1e-6)


def test_bad_inputs_name_the_input(mlp4, mlp_inputs):
    with pytest.raises(cleave.ExecutionError, match=r"takes 4 inputs \(arg0, arg1, arg2, arg3\), got 3"):
        mlp4(*mlp_inputs[:3])
    bad = list(mlp_inputs)
    bad[1] = np.zeros((16, 31), np.float32)
    with pytest.raises(cleave.ExecutionError, match=r"input 1 \('arg1'\) of @mlp: expected shape \[16, 32\], got \[16, 31\]"):
        mlp4(*bad)
    bad[1] = np.zeros((16, 32), np.int32)
    with pytest.raises(cleave.ExecutionError, match="expected f32 values, got int32"):
        mlp4(*bad)
    bad[1] = np.full((16, 32), 1e300)
    with pytest.raises(cleave.ExecutionError, match=r"magnitude 1e\+300 does not fit f32"):
        mlp4(*bad)
    with pytest.raises(cleave.Error, match="has no input 'w9'"):
        mlp4.put("w9", mlp_inputs[0])
    # Python's and torch's own errors before (sweep 19).
    torch = pytest.importorskip("torch")
    bad[1] = None
    with pytest.raises(cleave.ExecutionError, match=r"expected an array of shape \[16, 32\], got None"):
        mlp4(*bad)
    bad[1] = torch.empty(16, 32, device="meta")
    with pytest.raises(cleave.ExecutionError, match="meta device has no values"):
        mlp4(*bad)
    bad[1] = torch.ones(16, 32, dtype=torch.complex64).conj()
    with pytest.raises(cleave.ExecutionError, match="expected f32 values, got complex64"):
        mlp4(*bad)
    # A lazily negated view (the imaginary part of a conjugate) is read
    # with its sign.
    bad[1] = (torch.ones(16, 32) * (1 + 2j)).to(torch.complex64).conj().imag
    bad[0] = torch.zeros(8, 16)
    np.testing.assert_allclose(mlp4(*bad), mlp_reference(np.zeros((8, 16), np.float32),
                                                          -2 * np.ones((16, 32), np.float32),
                                                          *mlp_inputs[2:]), rtol=1e-5, atol=1e-5)


def test_mesh_arrays_stay_on_the_mesh(mlp4, mlp_inputs):
    placed = [mlp4.put(i, x) for i, x in enumerate(mlp_inputs)]
    assert placed[0].sharding == mlp4.inputs[0].sharding
    out = mlp4.call(*placed, fetch=False)
    assert isinstance(out, cleave.MeshArray) and out.shape == (8, 16)
    np.testing.assert_allclose(out.numpy(), mlp4(*mlp_inputs), rtol=1e-6)
    np.testing.assert_array_equal(placed[1].numpy(), mlp_inputs[1])


def test_training_state_stays_in_place():
    """An SGD step whose updated weight is tied to its argument: three steps
    chained through MeshArrays, never re-placed, match NumPy."""
    step = cleave.compile(SGD_STEP, mesh=2, updates={1: "arg0"})
    assert step.inputs[0].layout() == step.outputs[1].layout()
    rng = np.random.default_rng(1)
    w = rng.standard_normal((64, 64)).astype(np.float32) * 0.05
    x = rng.standard_normal((256, 64)).astype(np.float32) * 0.1
    placed_w, want = step.put(0, w), w.astype(np.float64)
    for _ in range(3):
        loss, placed_w = step.call(placed_w, x, fetch=False)
        y = x.astype(np.float64) @ want
        np.testing.assert_allclose(loss.numpy(), (y * y).sum(), rtol=1e-4)
        want = want - 0.1 * (x.T.astype(np.float64) @ y)
    assert step.reshards == 0
    np.testing.assert_allclose(placed_w.numpy(), want, rtol=1e-4, atol=1e-5)
    # Donated, the weight is updated in its own buffer (held once, as the
    # plan counts it); the old MeshArray is used up.
    loss, new_w = step.call(placed_w, x, fetch=False, donate=True)
    y = x.astype(np.float64) @ want
    np.testing.assert_allclose(new_w.numpy(), want - 0.1 * (x.T.astype(np.float64) @ y),
                               rtol=1e-4, atol=1e-5)
    with pytest.raises(cleave.ExecutionError, match="donated to a call"):
        placed_w.numpy()
    with pytest.raises(cleave.ExecutionError, match="donated to a call"):
        step.call(placed_w, x)
    with pytest.raises(cleave.Error, match="donate: expected True or False"):
        step.call(new_w, x, donate="yes")
    # A call that fails may have overwritten part of what was donated to it.
    executor = step._executor

    def failing_call(*args, **kwargs):
        raise cleave.ExecutionError("rank 0: the call failed")
    real_call, executor.call = executor.call, failing_call
    try:
        with pytest.raises(cleave.ExecutionError, match="the call failed"):
            step.call(new_w, x, fetch=False, donate=True)
    finally:
        executor.call = real_call
    with pytest.raises(cleave.ExecutionError, match="donated to a call that failed"):
        new_w.numpy()


def test_save_and_load(tmp_path, mlp4, mlp_inputs):
    path = tmp_path / "mlp.so"
    mlp4.save(path)
    loaded = cleave.load(path)
    assert loaded.plan is None and loaded.mesh_shape == (2, 2)
    np.testing.assert_allclose(loaded(*mlp_inputs), mlp4(*mlp_inputs), rtol=1e-6)
    # The same file runs with the CLI.
    cli = subprocess.run([os.path.join(cleave._native.prefix(), "bin", "cleave"), "run",
                          str(path), "--seed", "1", "--output", str(tmp_path / "out")],
                         capture_output=True, text=True)
    assert cli.returncode == 0, cli.stderr


def test_damaged_artifact_is_an_error(tmp_path):
    path = tmp_path / "broken.so"
    path.write_bytes(b"\x7fELF" + b"\0" * 60)
    with pytest.raises(cleave.Error, match="broken.so") as failed:
        cleave.load(path)
    # The caller's path, not the private copy's.
    assert str(path) in str(failed.value)
    text = tmp_path / "model.mlir"
    text.write_text("func.func @f() {\n  return\n}\n" * 8)
    with pytest.raises(cleave.Error, match=f"cannot load '{text}': it is not an ELF"):
        cleave.load(text)
    with pytest.raises(cleave.Error, match="no artifact"):
        cleave.load(tmp_path / "absent.so")


def test_missing_mpirun_is_a_clear_error(monkeypatch):
    monkeypatch.setattr(_execution.shutil, "which", lambda name: None)
    with pytest.raises(cleave.ExecutionError, match="mpirun not found"):
        _execution.launch_command(2, ["true"], [])


def test_run_local_needs_mpirun(mlp4, mlp_inputs):
    with pytest.raises(cleave.ExecutionError, match="mpirun -np 4"):
        mlp4.run_local(*mlp_inputs)


def test_one_mpirun_rank_is_told_the_rank_count(mlp_inputs, monkeypatch):
    """Under `mpirun -np 1` a 2-device artifact started a pool of its own,
    which Open MPI refused ("the 2 worker ranks did not start ... recursive
    calls", sweep 46): it says how to launch, as with a wrong count."""
    artifact = cleave.compile(MLP, mesh=2)
    monkeypatch.setenv("OMPI_COMM_WORLD_SIZE", "1")
    with pytest.raises(cleave.ExecutionError, match="one of 1 mpirun ranks.*mpirun -np 2"):
        artifact(*mlp_inputs)


def test_spmd_under_mpirun(tmp_path):
    """`mpirun -np 2 python3 script.py`: every rank compiles and calls the
    same artifact, with global or with local arrays (tests/spmd_script.py)."""
    command = _execution.launch_command(2, [sys.executable, str(ROOT / "python" / "tests" /
                                                             "spmd_script.py"), str(tmp_path)],
                                        ["PYTHONPATH"])
    env = dict(os.environ, OMPI_MCA_orte_tmpdir_base=str(tmp_path))
    run = subprocess.run(command, capture_output=True, text=True, timeout=300, env=env)
    assert run.returncode == 0, run.stdout + run.stderr
    assert [(tmp_path / f"rank{r}.txt").read_text() for r in range(2)] == [
        "rank 0 of 2: global ok, local ok, put_local ok, refused: another's, after ok",
        "rank 1 of 2: global ok, local ok, put_local ok, refused: its own, after ok"]


def test_spmd_uncaught_exception_ends_the_job(tmp_path):
    """A rank that ends with an uncaught exception, while another waits
    for it in a call, ends the job (MPI_Abort) instead of waiting in
    MPI_Finalize for ever (sweep 19), and leaves no artifact behind in
    the ranks' temporary directory (MPI_Abort runs no finalizer)."""
    script = tmp_path / "uncaught.py"
    script.write_text(
        "import os, sys\n"
        f"sys.path.insert(0, {str(ROOT / 'python' / 'tests')!r})\n"
        "import numpy as np, cleave\n"
        "from conftest import MLP\n"
        "artifact = cleave.compile(MLP, mesh=2)\n"
        "inputs = [np.ones(s.shape, np.float32) for s in artifact.inputs]\n"
        "artifact(*inputs)\n"
        "if os.environ['OMPI_COMM_WORLD_RANK'] == '1':\n"
        "    raise ValueError('a bug in this rank')\n"
        "artifact(*inputs)\n")
    command = _execution.launch_command(2, [sys.executable, str(script)], ["PYTHONPATH"])
    ranks_tmp = tmp_path / "ranks"
    ranks_tmp.mkdir()
    env = dict(os.environ, OMPI_MCA_orte_tmpdir_base=str(tmp_path), TMPDIR=str(ranks_tmp))
    run = subprocess.run(command, capture_output=True, text=True, timeout=120, env=env)
    assert run.returncode != 0
    assert "ValueError: a bug in this rank" in run.stderr + run.stdout
    assert "ended by an uncaught ValueError" in run.stderr + run.stdout
    assert [p.name for p in tmp_path.rglob("cleave-*")] == []


EMBED = """
func.func @lookup(%table: tensor<16x4xf32>, %ids: tensor<6xi64>) -> tensor<6x4xf32> {
  %e = tensor.empty() : tensor<6x4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%ids : tensor<6xi64>) outs(%e : tensor<6x4xf32>) {
  ^bb0(%id: i64, %out: f32):
    %row = arith.index_cast %id : i64 to index
    %col = linalg.index 1 : index
    %v = tensor.extract %table[%row, %col] : tensor<16x4xf32>
    linalg.yield %v : f32
  } -> tensor<6x4xf32>
  return %r : tensor<6x4xf32>
}
"""


def test_integer_inputs_are_checked_before_the_call():
    artifact = cleave.compile(EMBED, mesh=1)
    table = np.arange(64, dtype=np.float32).reshape(16, 4)
    ids = np.array([0, 3, 15, 2, 2, 1])
    np.testing.assert_array_equal(artifact(table, ids), table[ids])
    with pytest.raises(cleave.ExecutionError, match=r"values from 0 to 1099511627776 do not fit"):
        cleave.compile(EMBED.replace("i64", "i32"), mesh=1)(table, np.array([0, 1, 2, 3, 4, 2**40]))
    assert artifact.inputs[1].index_bound == 16  # the table's rows
    with pytest.raises(cleave.ExecutionError, match=r"must be in \[0, 16\).*got 0 to 1000"):
        artifact(table, np.array([0, 1, 2, 3, 4, 1000]))


# A loss's backward scatters into (row, label, 0) index triples built column
# by column (torch's token-level cross entropy over (N, C, d)): the labels'
# column was bounded by every column once the next column was written over
# it, here by the unit dimension (1), and valid labels were refused.
SCATTER_COLUMNS = """
func.func @labels(%y: tensor<6x1xi64>, %g: tensor<6xf32>) -> tensor<6x5x1xf32> {
  %c0 = arith.constant 0 : i64
  %zero = arith.constant dense<0.0> : tensor<6x5x1xf32>
  %e = tensor.empty() : tensor<6x1xi64>
  %rows = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<6x1xi64>) {
  ^bb0(%out: i64):
    %i = linalg.index 0 : index
    %r = arith.index_cast %i : index to i64
    linalg.yield %r : i64
  } -> tensor<6x1xi64>
  %ez = tensor.empty() : tensor<6x1xi64>
  %zeros = linalg.fill ins(%c0 : i64) outs(%ez : tensor<6x1xi64>) -> tensor<6x1xi64>
  %e3 = tensor.empty() : tensor<6x3xi64>
  %f3 = linalg.fill ins(%c0 : i64) outs(%e3 : tensor<6x3xi64>) -> tensor<6x3xi64>
  %a = tensor.insert_slice %rows into %f3[0, 0] [6, 1] [1, 1] : tensor<6x1xi64> into tensor<6x3xi64>
  %b = tensor.insert_slice %y into %a[0, 1] [6, 1] [1, 1] : tensor<6x1xi64> into tensor<6x3xi64>
  %c = tensor.insert_slice %zeros into %b[0, 2] [6, 1] [1, 1] : tensor<6x1xi64> into tensor<6x3xi64>
  %s = tm_tensor.scatter {dimension_map = array<i64: 0, 1, 2>} unique_indices(false) ins(%g, %c : tensor<6xf32>, tensor<6x3xi64>) outs(%zero : tensor<6x5x1xf32>) {
  ^bb0(%x: f32, %o: f32):
    tm_tensor.yield %x : f32
  } -> tensor<6x5x1xf32>
  return %s : tensor<6x5x1xf32>
}
"""


def test_index_bound_of_a_scatter_column_written_over():
    artifact = cleave.compile(SCATTER_COLUMNS, mesh=1)
    assert artifact.inputs[0].index_bound == 5  # the label's dimension
    labels = np.array([[4], [0], [3], [1], [2], [4]])
    grads = np.arange(6, dtype=np.float32)
    expected = np.zeros((6, 5, 1), np.float32)
    expected[np.arange(6), labels[:, 0], 0] = grads
    np.testing.assert_array_equal(artifact(labels, grads), expected)


# A loss's ignore_index other than torch's -100 (here -1): the program
# compares the labels with it and masks those rows out. The input check
# accepted only -100 and refused the step's first call.
IGNORED_LABELS = """
func.func @picked(%logits: tensor<4x5xf32>, %y: tensor<4xi64>) -> tensor<4xf32> {
  %ignore = arith.constant -1 : i64
  %zero = arith.constant 0 : i64
  %fzero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%y : tensor<4xi64>) outs(%e : tensor<4xf32>) {
  ^bb0(%label: i64, %out: f32):
    %keep = arith.cmpi ne, %label, %ignore : i64
    %safe = arith.select %keep, %label, %zero : i64
    %c = arith.index_cast %safe : i64 to index
    %i = linalg.index 0 : index
    %v = tensor.extract %logits[%i, %c] : tensor<4x5xf32>
    %p = arith.select %keep, %v, %fzero : f32
    linalg.yield %p : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
"""


def test_a_masked_ignore_index_other_than_minus_100():
    artifact = cleave.compile(IGNORED_LABELS, mesh=1)
    spec = artifact.inputs[1]
    assert (spec.index_bound, spec.ignored_index) == (5, -1)
    logits = np.arange(20, dtype=np.float32).reshape(4, 5)
    np.testing.assert_array_equal(artifact(logits, np.array([4, -1, 0, 2])),
                                  [4.0, 0.0, 10.0, 17.0])
    with pytest.raises(cleave.ExecutionError, match=r"must be in \[0, 5\) \(or -1, a loss.s ignore_index\)"):
        artifact(logits, np.array([4, -100, 0, 2]))


def test_save_over_a_loaded_file_and_load_again(tmp_path, mlp1, mlp_inputs):
    path = tmp_path / "art.so"
    mlp1.save(path)
    first = cleave.load(path)
    cleave.compile(SGD_STEP, mesh=1).save(path)  # replaces the file first runs from
    np.testing.assert_allclose(first(*mlp_inputs), mlp_reference(*mlp_inputs), rtol=1e-5,
                               atol=1e-5)
    assert first.entry == "mlp" and cleave.load(path).entry == "step"
    with pytest.raises(cleave.Error, match="is not a file"):
        cleave.load(tmp_path)
    with pytest.raises(cleave.Error, match="cannot save the artifact"):
        mlp1.save(tmp_path / "missing" / "art.so")
    # Its own file removed: said so, not blamed on the destination.
    compiled = cleave.compile(SGD_STEP, mesh=1)
    os.unlink(compiled.path)
    with pytest.raises(cleave.Error, match="its file '.*' is gone"):
        compiled.save(tmp_path / "again.so")
    with pytest.raises(TypeError, match="cannot be pickled"):
        import pickle
        pickle.dumps(mlp1)
    with pytest.raises(TypeError, match="MeshArray lives in the mesh's ranks"):
        pickle.dumps(mlp1.put(0, np.zeros(mlp1.inputs[0].shape, np.float32)))


def test_threads_share_a_pool(mlp4, mlp_inputs):
    import concurrent.futures
    want = mlp4(*mlp_inputs)
    with concurrent.futures.ThreadPoolExecutor(4) as pool:
        results = list(pool.map(lambda _: mlp4(*mlp_inputs), range(8)))
    for got in results:
        np.testing.assert_allclose(got, want, rtol=1e-6)


def test_first_calls_on_threads_open_one_pool(mlp_inputs):
    """Threads making an artifact's first calls at once: one pool, one
    open, right results (sweep 19: four threads started four mpirun pools,
    and some calls failed with a worker's KeyError)."""
    import concurrent.futures
    import threading
    cleave.shutdown_pools()
    artifact = cleave.compile(MLP, mesh=2)
    want = mlp_reference(*mlp_inputs)
    barrier = threading.Barrier(4)
    started = []
    real_init = _execution.PoolExecutor.__init__

    def counting_init(pool, *args, **kwargs):
        started.append(pool)
        real_init(pool, *args, **kwargs)

    def first_call(_):
        barrier.wait()
        return artifact(*mlp_inputs)
    _execution.PoolExecutor.__init__ = counting_init
    try:
        with concurrent.futures.ThreadPoolExecutor(4) as threads:
            results = list(threads.map(first_call, range(4)))
    finally:
        _execution.PoolExecutor.__init__ = real_init
    for got in results:
        np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-5)
    assert len(started) == 1


def test_an_interrupted_call_ends_its_ranks(mlp_inputs, monkeypatch):
    """A KeyboardInterrupt between a request and its replies: the ranks
    end, and values on them say so. They must not answer the next request
    with this one's replies (sweep 19: one value's bytes came back as
    another's after a Ctrl-C)."""
    artifact = cleave.compile(MLP, mesh=2)
    kept = artifact.call(*mlp_inputs, fetch=False)
    pool = artifact._executor
    real_recv = type(pool.connections[0]).recv
    calls = {"n": 0}

    def interrupted_recv(connection):
        calls["n"] += 1
        if calls["n"] == 2:  # rank 0 answered, rank 1's reply still coming
            raise KeyboardInterrupt
        return real_recv(connection)
    monkeypatch.setattr(type(pool.connections[0]), "recv", interrupted_recv)
    with pytest.raises(KeyboardInterrupt):
        artifact(*mlp_inputs)
    monkeypatch.undo()
    assert not pool.alive
    with pytest.raises(cleave.ExecutionError, match="an interrupted call ended them"):
        kept.numpy()
    np.testing.assert_allclose(artifact(*mlp_inputs), mlp_reference(*mlp_inputs),
                               rtol=1e-5, atol=1e-5)  # on a new pool


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs os.fork")
def test_a_forked_child_leaves_the_parents_pool_and_files(mlp_inputs, tmp_path):
    """A child forked after an artifact ran exits normally (atexit and
    finalizers run): the parent's artifact file, pool and values stay
    (sweep 19: the child deleted the artifact and the pool's socket)."""
    artifact = cleave.compile(MLP, mesh=2)
    kept = artifact.call(*mlp_inputs, fetch=False)
    pid = os.fork()
    if pid == 0:  # Cleave's part of a normal exit (pytest would catch sys.exit)
        code = 0
        try:
            import gc
            import weakref
            del artifact, kept
            gc.collect()
            weakref.finalize._exitfunc()  # what atexit runs for finalizers
            for pool in list(_execution._pools.values()):
                if isinstance(pool, _execution.PoolExecutor):
                    pool.shutdown()  # registered with atexit
            _execution._teardown()
        except BaseException:  # noqa: BLE001 - reported by the exit code
            code = 1
        finally:
            os._exit(code)
    _, status = os.waitpid(pid, 0)
    assert os.waitstatus_to_exitcode(status) == 0
    want = mlp_reference(*mlp_inputs)
    np.testing.assert_allclose(kept.numpy(), want, rtol=1e-5, atol=1e-5)
    np.testing.assert_allclose(artifact(*mlp_inputs), want, rtol=1e-5, atol=1e-5)
    artifact.save(tmp_path / "after_fork.so")


def test_shutdown_pools_then_call_again(mlp_inputs):
    artifact = cleave.compile(MLP, mesh=2)
    want = artifact(*mlp_inputs)
    kept = artifact.call(*mlp_inputs, fetch=False)
    cleave.shutdown_pools()
    with pytest.raises(cleave.ExecutionError, match="worker ranks that have ended"):
        kept.numpy()
    np.testing.assert_allclose(artifact(*mlp_inputs), want, rtol=1e-6)  # a new pool
    with pytest.raises(cleave.Error, match="fetch: expected True or False"):
        artifact.call(*mlp_inputs, fetch="no")


def _worker_pids(artifact):
    """The pool's worker ranks (children of its mpirun, running cleave._worker)."""
    import subprocess
    table = [line.split(None, 2) for line in subprocess.run(
        ["ps", "-eo", "pid,ppid,args"], capture_output=True, text=True).stdout.splitlines()[1:]]
    family, grew = {artifact._executor.process.pid}, True
    while grew:
        grew = False
        for pid, ppid, _ in table:
            if int(ppid) in family and int(pid) not in family:
                family.add(int(pid))
                grew = True
    return [int(pid) for pid, _, args in table
            if int(pid) in family and "cleave._worker" in args and "mpirun" not in args]


def test_a_stopped_rank_ends_the_call_at_the_timeout(mlp_inputs, monkeypatch, tmp_path):
    """A rank that stops answering held a call for the pool's 3600 s, and
    nothing in the Python API could lower that (sweep 16)."""
    import os
    import signal
    import time
    with pytest.raises(cleave.Error, match="timeout: expected a number of seconds > 0"):
        cleave.set_timeout(0)
    artifact = cleave.compile(MLP, mesh=2)
    want = artifact(*mlp_inputs)
    cleave.set_timeout(2)
    try:
        os.kill(_worker_pids(artifact)[-1], signal.SIGSTOP)
        start = time.monotonic()
        with pytest.raises(cleave.ExecutionError, match="did not answer within 2 s"):
            artifact(*mlp_inputs)
        assert time.monotonic() - start < 10
    finally:
        cleave.set_timeout(3600)
    np.testing.assert_allclose(artifact(*mlp_inputs), want, rtol=1e-6)  # a new pool
    # An input block larger than a socket's buffer: the write to the
    # stopped rank blocks, and is bounded too. (Through the socket, as
    # where /dev/shm is missing: shared memory sends only a name.)
    from cleave import _shared
    monkeypatch.setattr(_shared, "_DIR", str(tmp_path / "missing"))
    large = cleave.compile("""
func.func @twice(%a: tensor<1024x512xf32>) -> tensor<1024x512xf32> {
  %e = tensor.empty() : tensor<1024x512xf32>
  %r = linalg.add ins(%a, %a : tensor<1024x512xf32>, tensor<1024x512xf32>) outs(%e : tensor<1024x512xf32>) -> tensor<1024x512xf32>
  return %r : tensor<1024x512xf32>
}""", mesh=2)
    block = np.ones((1024, 512), np.float32)
    np.testing.assert_array_equal(large(block), 2 * block)
    cleave.set_timeout(2)
    try:
        os.kill(_worker_pids(large)[-1], signal.SIGSTOP)
        start = time.monotonic()
        with pytest.raises(cleave.ExecutionError, match="did not take its request within 2 s"):
            large(block)
        assert time.monotonic() - start < 10
    finally:
        cleave.set_timeout(3600)


def test_a_killed_rank_is_an_execution_error(mlp_inputs):
    """A call just after a rank died raised BrokenPipeError, which
    `except cleave.Error` does not catch (sweep 16)."""
    import os
    import signal
    artifact = cleave.compile(MLP, mesh=2)
    want = artifact(*mlp_inputs)
    os.kill(_worker_pids(artifact)[-1], signal.SIGKILL)
    with pytest.raises(cleave.ExecutionError, match="worker rank"):
        artifact(*mlp_inputs)
    np.testing.assert_allclose(artifact(*mlp_inputs), want, rtol=1e-6)


@pytest.mark.parametrize("shardings", [None, {2: "[[a0]]"}, {"arg0": [["a0"], []]}])
def test_the_plan_is_the_compiled_program(shardings):
    artifact = cleave.compile(MLP, mesh=2, shardings=shardings)
    for spec, chosen in zip(artifact.inputs, artifact.plan.arguments):
        assert chosen["sharding"].endswith(spec.sharding + ">"), (spec, chosen)
    for spec, chosen in zip(artifact.outputs, artifact.plan.results):
        assert chosen["sharding"].endswith(spec.sharding + ">"), (spec, chosen)


def test_a_value_returned_twice():
    artifact = cleave.compile("""
func.func @f(%a: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.add ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %r, %r : tensor<4xf32>, tensor<4xf32>
}""", mesh=1)
    x = np.arange(4, dtype=np.float32)
    first, second = artifact(x)
    np.testing.assert_array_equal(first, 2 * x)
    np.testing.assert_array_equal(second, 2 * x)


def test_peak_device_memory_is_measured(mlp_inputs):
    artifact = cleave.compile(MLP, mesh=2)
    artifact(*mlp_inputs)
    arguments = sum(s.local_bytes for s in artifact.inputs + artifact.outputs)
    assert artifact.peak_device_bytes() >= arguments


TWO_MATMULS = """
func.func @f(%x: tensor<8x128xf32>, %a: tensor<128x128xf32>, %b: tensor<128x128xf32>)
    -> tensor<8x128xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x128xf32>
  %i = linalg.fill ins(%z : f32) outs(%e : tensor<8x128xf32>) -> tensor<8x128xf32>
  %h = linalg.matmul ins(%x, %a : tensor<8x128xf32>, tensor<128x128xf32>)
                     outs(%i : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e2 = tensor.empty() : tensor<8x128xf32>
  %i2 = linalg.fill ins(%z : f32) outs(%e2 : tensor<8x128xf32>) -> tensor<8x128xf32>
  %o = linalg.matmul ins(%h, %b : tensor<8x128xf32>, tensor<128x128xf32>)
                     outs(%i2 : tensor<8x128xf32>) -> tensor<8x128xf32>
  return %o : tensor<8x128xf32>
}"""


@pytest.mark.parametrize("mesh", [1, 2])
def test_offloaded_inputs_live_in_host_memory(mesh):
    """Under a budget the two 64 KB weights stay in host memory: Python
    allocates them in the host pool, so the device pool, capped at the
    budget, holds only what the program copies in (before, both were put in
    the device pool and the call ran out of its capacity)."""
    budget = 100000 // mesh
    artifact = cleave.compile(TWO_MATMULS, mesh=mesh, memory_budget=budget)
    assert [s.on_host for s in artifact.inputs] == [False, True, True]
    rng = np.random.default_rng(1)
    x, a, b = (rng.standard_normal(s).astype(np.float32) for s in [(8, 128), (128, 128),
                                                                   (128, 128)])
    np.testing.assert_allclose(artifact(x, a, b), x @ a @ b, rtol=1e-4, atol=1e-4)
    assert artifact.peak_device_bytes() <= budget
    # The host pool held both weights (their blocks, on each rank).
    assert artifact.peak_host_bytes() >= (a.nbytes + b.nbytes) // mesh
    placed = artifact.put(1, a)
    np.testing.assert_allclose(artifact(x, placed, b), x @ a @ b, rtol=1e-4, atol=1e-4)


def test_cuda_artifact_where_no_gpu_driver_is(tmp_path):
    """Compiling for CUDA works anywhere; where the artifact cannot be opened
    (no GPU driver, as in CI) it can still be planned and saved, and using it
    says why it cannot run."""
    artifact = cleave.compile(MLP, mesh=1, target="cuda")
    assert artifact.plan.devices == 1
    artifact.save(tmp_path / "mlp-cuda.so")
    assert (tmp_path / "mlp-cuda.so").read_bytes()[:4] == b"\x7fELF"
    if isinstance(artifact, cleave.Artifact):  # a machine with a GPU driver
        assert artifact.target == "cuda"
        return
    with pytest.raises(cleave.ExecutionError, match="cannot be opened here") as info:
        artifact(*[np.zeros((8, 16), np.float32)])
    assert info.value.code == "unavailable"


CHECKED = """
func.func @checked(%x: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %huge = arith.constant 1.0e30 : f32
  %e = tensor.extract %x[%c0] : tensor<4xf32>
  %ok = arith.cmpf ogt, %e, %huge : f32
  cf.assert %ok, "the model's own check failed"
  return %x : tensor<4xf32>
}
"""


def test_a_failed_assert_says_why():
    """A rank that aborts on the program's own assert: the error carries the
    assert's message, not the signal handler's report after it (the message
    said only 'worker rank 0 ended' and a backtrace's last frames)."""
    artifact = cleave.compile(CHECKED, mesh=2)
    with pytest.raises(cleave.ExecutionError) as failed:
        artifact(np.ones(4, np.float32))
    assert "the model's own check failed" in str(failed.value)
    assert "Process received signal" not in str(failed.value)
    # As the runtime recorded it (not mpirun's forwarding of the rank's
    # output, which lost it under load), with the rank.
    assert re.search(r"rank [01]: the model's own check failed", str(failed.value))


def test_interleaved_signal_reports_keep_the_assert():
    """Two ranks' signal reports interleave and the asserts' messages (on
    stdout, forwarded apart from stderr) arrive inside them: the messages are
    kept, every report line is dropped (CI once saw only "*** End of error
    message ***")."""
    from cleave._execution import _without_signal_reports
    log = ["[vm:11] *** Process received signal ***",
           "[vm:12] *** Process received signal ***",
           "the model's own check failed",
           "[vm:11] Signal: Aborted (6)",
           "[vm:12] Signal: Aborted (6)",
           "[vm:11] [ 3] /lib/libc.so.6(abort+0xd3)[0x7f6e749c9472]",
           "[vm:11] *** End of error message ***",
           "the model's own check failed",
           "[vm:12] *** End of error message ***",
           "mpirun noticed that process rank 0 exited on signal 6 (Aborted)."]
    assert _without_signal_reports(log) == [
        "the model's own check failed", "the model's own check failed",
        "mpirun noticed that process rank 0 exited on signal 6 (Aborted)."]


SCALE_ROWS = """
func.func @scale(%x: tensor<1024x512xf32>, %w: tensor<512xf32>) -> tensor<1024x512xf32> {
  %init = tensor.empty() : tensor<1024x512xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>,
                                        affine_map<(i, j) -> (j)>,
                                        affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x, %w : tensor<1024x512xf32>, tensor<512xf32>) outs(%init : tensor<1024x512xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<1024x512xf32>
  return %y : tensor<1024x512xf32>
}
"""


@pytest.mark.parametrize("transport", ["shared", "no /dev/shm", "full /dev/shm"])
def test_large_blocks_cross_to_worker_ranks(tmp_path, monkeypatch, transport):
    """Blocks of a megabyte and more go to worker ranks and back through
    shared memory; where it is missing or full, through the sockets. Same
    numbers every way, and no file left behind."""
    from cleave import _shared
    made = []
    real_create = _shared.create

    def counting_create(size):
        shared = real_create(size)
        made.append(shared is not None)
        return shared
    monkeypatch.setattr(_shared, "create", counting_create)
    if transport == "no /dev/shm":
        monkeypatch.setattr(_shared, "_DIR", str(tmp_path / "missing"))
    elif transport == "full /dev/shm":
        def full(fd, offset, size):
            raise OSError(28, "No space left on device")
        monkeypatch.setattr(_shared.os, "posix_fallocate", full)
    before = {f for f in os.listdir("/dev/shm") if f.startswith("cleave-block-")}
    program = tmp_path / "scale.mlir"
    program.write_text(SCALE_ROWS)
    scale = cleave.compile(str(program), mesh=2, shardings={0: "[[a0], []]"})
    rng = np.random.default_rng(3)
    x = rng.standard_normal((1024, 512)).astype(np.float32)
    w = rng.standard_normal(512).astype(np.float32)
    np.testing.assert_array_equal(scale(x, w), x * w)
    placed = scale.put(0, x)
    np.testing.assert_array_equal(placed.numpy(), x)
    # The call's put of x and fetch of its output, and the put of x (2 MB
    # each; a placed input fetches from its source, w is 2 KB).
    assert made == ([True] * 3 if transport == "shared" else [False] * 3), made
    after = {f for f in os.listdir("/dev/shm") if f.startswith("cleave-block-")}
    assert after == before
