"""Where artifacts run: in this process, as this rank of an mpirun launch, or
on a pool of worker ranks this process starts with mpirun.

Every way keeps values where the artifact's code runs, as per-device local
buffers named by integer ids, so that one call's outputs can be the next
call's inputs without a trip to the caller (a training step's parameters and
optimizer state stay sharded between steps):

  RankState      one device's artifacts and buffers (open, put, call, get);
  LocalExecutor  one device in this process (the runtime's "local" backend);
  SpmdExecutor   this rank of an `mpirun -np N python3 ...` launch ("mpi");
  PoolExecutor   N worker ranks (cleave._worker, each a RankState behind a
                 socket) that this process drives: it cuts global inputs into
                 per-device blocks and assembles outputs from them.
"""
import atexit
import ctypes
import itertools
import os
import re
import secrets
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from multiprocessing.connection import Listener

# A backtrace frame ("/lib/.../libc.so.6(abort+0xd3)[0x7fdce1244472]") and
# mpirun's banners of dashes. OpenMPI's signal report runs from "*** Process
# received signal ***" to "*** End of error message ***", every line of it
# prefixed with the rank's "[host:pid]"; the reports of several ranks
# interleave, and a rank's own words (a failed assert's message, on stdout)
# may arrive in the middle of another rank's report, so a report is tracked
# per prefix and lines without one are always kept.
_NOISE = re.compile(r"\[0x[0-9a-f]+\]\s*$|^\s*-{20,}\s*$")
_REPORTER = re.compile(r"^(?:\[\d+,\d+\]<std\w+>:)?(\[[^\]\s]+:\d+\])")


def _without_signal_reports(lines):
    kept, reporting = [], set()
    for line in lines:
        reporter = _REPORTER.match(line)
        reporter = reporter.group(1) if reporter else None
        if "*** Process received signal ***" in line:
            reporting.add(reporter)
        elif reporter in reporting:
            if "*** End of error message ***" in line:
                reporting.discard(reporter)
        elif not _NOISE.search(line):
            kept.append(line)
    return kept


import numpy as np

from . import _native, _shared
from ._errors import Error, ExecutionError


_CODES = {1: "invalid argument", 2: "unavailable", 3: "backend error"}


def check_status(rt, status, what=None):
    if not status:
        return
    message = rt.cleave_status_message(status).decode()
    code = _CODES.get(rt.cleave_status_code(status), "error")
    rt.cleave_status_free(status)
    raise ExecutionError(f"{what}: {message}" if what else message, code)


_runtimes = {}
_states = []
# The process that made _runtimes (a forked child inherits them: not its to
# finalize).
_runtimes_pid = os.getpid()


def make_tree(prefix):
    """tempfile.mkdtemp(prefix=prefix); under mpirun, in this rank's Open MPI
    session directory, which mpirun removes when the job ends: a rank ended
    by MPI_Abort or a signal runs no finalizer (each rank of such a job left
    its artifact in /tmp)."""
    job = os.environ.get("OMPI_FILE_LOCATION")
    return tempfile.mkdtemp(prefix=prefix, dir=job if job and os.path.isdir(job) else None)


def remove_tree_if_owner(pid, path):
    """shutil.rmtree(path) in process `pid` only: a forked child runs its
    parent's finalizers at exit, which would delete the parent's artifacts
    (sweep 19)."""
    if os.getpid() == pid:
        shutil.rmtree(path, ignore_errors=True)


def process_runtime(backend):
    """One runtime per backend and process (MPI is initialized once), released
    when the interpreter exits."""
    global _runtimes_pid
    if _runtimes_pid != os.getpid():
        _runtimes.clear()
        _runtimes_pid = os.getpid()
    if backend not in _runtimes:
        rt = _native.runtime()
        handle = ctypes.c_void_p()
        check_status(rt, rt.cleave_runtime_create(backend.encode(), None, None,
                                                  ctypes.byref(handle)),
                     f"the '{backend}' backend")
        _runtimes[backend] = handle
        if backend != "local" and mpi_world_size() > 1:
            sys.excepthook = _abort_on_uncaught(sys.excepthook)
    return _runtimes[backend]


def _abort_on_uncaught(hook):
    """sys.excepthook under mpirun: the traceback, then every rank ended.
    A rank that ends with an uncaught exception would otherwise wait in
    MPI_Finalize (at exit) for ranks that wait for it in a collective, and
    the job would hang (as `python -m mpi4py` does, it aborts)."""
    def abort(kind, value, traceback):
        hook(kind, value, traceback)
        spmd = [h for b, h in _runtimes.items() if b != "local"]
        if spmd and _runtimes_pid == os.getpid() and not issubclass(kind, SystemExit):
            sys.stderr.flush()
            _native.runtime().cleave_runtime_abort(
                spmd[0], f"ended by an uncaught {kind.__name__}".encode())
    return abort


@atexit.register
def _teardown():
    """Buffers, meshes and artifacts before the runtimes (MPI_Finalize last),
    whatever order the objects' own finalizers run in."""
    for state in _states:
        if state.pid == os.getpid():
            state.shutdown()
    if _runtimes and _runtimes_pid == os.getpid():
        rt = _native.runtime()
        for handle in _runtimes.values():
            rt.cleave_runtime_release(handle)
        _runtimes.clear()


_WORLD_SIZE_VARIABLES = ("OMPI_COMM_WORLD_SIZE", "PMI_SIZE", "PMIX_SIZE")


def mpi_world_size():
    """The size of the mpirun launch this process is a rank of (1: none)."""
    for name in _WORLD_SIZE_VARIABLES:
        if os.environ.get(name, "").isdigit():
            return int(os.environ[name])
    return 1


class RankState:
    """One device: opened artifacts (with a mesh each) and local buffers."""

    def __init__(self, backend):
        self.rt = _native.runtime()
        self.runtime = process_runtime(backend)
        self.artifacts = {}  # id -> (artifact handle, mesh handle)
        self.buffers = {}    # id -> (artifact handle, pointer, bytes)
        # Pipelined artifacts: per id, which outputs this device's stage
        # computes (the others get no buffer here).
        self.computed = {}
        self.dead = False
        self.pid = os.getpid()
        _states.append(self)

    def shutdown(self):
        for key in list(self.artifacts):
            self.close(key)
        self.dead = True

    @property
    def rank(self):
        return self.rt.cleave_runtime_rank(self.runtime)

    def open(self, key, path):
        rt, artifact, mesh = self.rt, ctypes.c_void_p(), ctypes.c_void_p()
        check_status(rt, rt.cleave_artifact_open(path.encode(), ctypes.byref(artifact)))
        status = rt.cleave_mesh_create(self.runtime, rt.cleave_artifact_mesh_rank(artifact),
                                       rt.cleave_artifact_mesh_shape(artifact),
                                       ctypes.byref(mesh))
        if status:
            rt.cleave_artifact_close(artifact)
            check_status(rt, status)
        self.artifacts[key] = (artifact, mesh)
        return artifact, mesh

    def device(self, key):
        return self.rt.cleave_mesh_device(self.artifacts[key][1])

    def close(self, key):
        if key not in self.artifacts:
            return
        artifact, mesh = self.artifacts.pop(key)
        self.computed.pop(key, None)
        for bid in [b for b, v in self.buffers.items() if v[0].value == artifact.value]:
            self.free([bid])
        self.rt.cleave_mesh_release(mesh)
        self.rt.cleave_artifact_close(artifact)

    def put(self, key, bid, data, on_host=False):
        """A buffer of the artifact's memory holding `data` (bytes-like): its
        device pool, or with `on_host` its host pool (an input the plan
        keeps in host memory). `data` None: a value this device's stage
        does not take (a pipelined artifact), which holds no memory here."""
        artifact = self.artifacts[key][0]
        if data is None:
            self.buffers[bid] = (artifact, ctypes.c_void_p(), 0)
            return
        host = np.frombuffer(data, np.uint8) if len(data) else np.zeros(1, np.uint8)
        pointer = ctypes.c_void_p()
        check_status(self.rt, self.rt.cleave_artifact_buffer_create(
            artifact, host.ctypes.data, len(data), int(on_host), ctypes.byref(pointer)))
        self.buffers[bid] = (artifact, pointer, len(data))

    def _allocate(self, artifact, size, on_host=False):
        """An output's buffer (zeroed: inputs come from put()), in the host
        pool for an output that lives there."""
        pointer = ctypes.c_void_p()
        allocate = (self.rt.cleave_artifact_host_buffer_allocate if on_host
                    else self.rt.cleave_artifact_buffer_allocate)
        check_status(self.rt, allocate(artifact, max(size, 1), ctypes.byref(pointer)))
        return pointer

    def call(self, key, input_ids, output_ids, output_bytes, donated=None):
        """`donated[o]`: the input position whose buffer output o is written
        into in place (an update the artifact declares), or -1; the input's
        id is gone afterwards."""
        artifact, mesh = self.artifacts[key]
        donated = donated or [-1] * len(output_ids)
        computed, on_host = self._output_places(key, len(output_ids))
        reused = [j >= 0 and here and self._buffer(input_ids[j])[2] == n
                  for j, n, here in zip(donated, output_bytes, computed)]
        # An output another stage computes takes no memory here (a NULL
        # buffer; its blocks read as zeros, which assembling skips): every
        # rank had held every stage's outputs, 44-61% over the plan's peaks.
        outputs = [self._buffer(input_ids[j])[1] if reuse else
                   self._allocate(artifact, n, host) if here else ctypes.c_void_p()
                   for j, n, reuse, here, host in zip(donated, output_bytes, reused, computed,
                                                      on_host)]
        pointers = [self._buffer(b)[1] for b in input_ids] + outputs
        array = (ctypes.c_void_p * len(pointers))(*[p.value for p in pointers])
        try:
            check_status(self.rt, self.rt.cleave_artifact_call(artifact, mesh, array,
                                                               len(pointers)))
        except BaseException:
            for p, reuse in zip(outputs, reused):
                if not reuse and p.value:
                    self.rt.cleave_artifact_buffer_free(artifact, p)
            raise
        for bid, pointer, size, j, reuse in zip(output_ids, outputs, output_bytes, donated,
                                                 reused):
            if reuse:
                self.buffers[bid] = self.buffers.pop(input_ids[j])
            else:
                if j >= 0:
                    self.free([input_ids[j]])
                self.buffers[bid] = (artifact, pointer, size)

    def _output_places(self, key, count):
        """Per output: whether this device computes it (all of them unless
        the artifact is pipelined), and whether it lives in host memory (it
        updates an input kept there)."""
        if key not in self.computed:
            artifact, rt = self.artifacts[key][0], self.rt
            device, flag, updated = self.device(key), ctypes.c_int32(), ctypes.c_int32()
            computed, on_host = [], []
            for o in range(count):
                check_status(rt, rt.cleave_artifact_uses_tensor(
                    artifact, 1, o, device, ctypes.byref(flag)))  # CLEAVE_OUTPUT
                computed.append(bool(flag.value))
                check_status(rt, rt.cleave_artifact_output_updates(
                    artifact, o, ctypes.byref(updated)))
                flag.value = 0
                if updated.value >= 0:
                    check_status(rt, rt.cleave_artifact_input_on_host(
                        artifact, updated.value, ctypes.byref(flag)))
                on_host.append(bool(flag.value))
            self.computed[key] = (computed, on_host)
        return self.computed[key]

    def _buffer(self, bid):
        if bid not in self.buffers:
            raise ExecutionError(f"value {bid} is not on this device (it was freed, or placed "
                                 "on worker ranks that have ended)")
        return self.buffers[bid]

    def get(self, bid):
        artifact, pointer, size = self._buffer(bid)
        if not pointer.value:  # computed by another stage
            return np.zeros(size, np.uint8)
        host = np.empty(max(size, 1), np.uint8)
        check_status(self.rt, self.rt.cleave_artifact_buffer_copy(
            artifact, host.ctypes.data, pointer, size))
        return host[:size]

    def get_into(self, bid, destination):
        """Copies buffer `bid` into the byte array `destination`."""
        artifact, pointer, size = self._buffer(bid)
        if destination.nbytes < size:
            raise ExecutionError(f"value {bid} holds {size} bytes, more than the "
                                 f"{destination.nbytes} given for it")
        if not pointer.value:  # computed by another stage
            destination[:size] = 0
            return
        check_status(self.rt, self.rt.cleave_artifact_buffer_copy(
            artifact, destination.ctypes.data, pointer, size))

    def free(self, ids):
        if self.dead:
            return
        for bid in ids:
            entry = self.buffers.pop(bid, None)
            if entry and entry[1].value:
                self.rt.cleave_artifact_buffer_free(entry[0], entry[1])

    def peak_device_bytes(self, key):
        return self.rt.cleave_artifact_peak_device_bytes(self.artifacts[key][0])

    def peak_host_bytes(self, key):
        return self.rt.cleave_artifact_peak_host_bytes(self.artifacts[key][0])


_ids = itertools.count(1)


def new_id():
    return next(_ids)


class _InProcess:
    """Local and SPMD executors: one RankState in this process."""
    alive = True

    def __init__(self, backend):
        self.state = RankState(backend)

    def open(self, key, path):
        self.state.open(key, path)

    def close(self, key):
        self.state.close(key)

    def put_blocks(self, key, bid, blocks, on_host=False):
        self.state.put(key, bid, blocks[self.state.device(key)], on_host)

    def put_local(self, key, bid, data, on_host=False):
        self.state.put(key, bid, data, on_host)

    def call(self, key, input_ids, output_ids, output_bytes, donated=None):
        self.state.call(key, input_ids, output_ids, output_bytes, donated)

    def free(self, ids):
        self.state.free(ids)

    def peak_device_bytes(self, key):
        return self.state.peak_device_bytes(key)

    def peak_host_bytes(self, key):
        return self.state.peak_host_bytes(key)


class LocalExecutor(_InProcess):
    """One device, in this process."""
    kind = "local"
    devices = 1

    def __init__(self):
        super().__init__("local")

    def blocks(self, key, bid):
        return [self.state.get(bid)]


class SpmdExecutor(_InProcess):
    """This rank of an mpirun launch: every rank makes the same calls."""
    kind = "spmd"

    def __init__(self, backend):
        super().__init__(backend)
        self.backend = backend
        self.devices = self.state.rt.cleave_runtime_size(self.state.runtime)

    def local_block(self, bid):
        return self.state.get(bid)

    def any_rank(self, key, flag):
        """Whether `flag` holds on any rank of the artifact's mesh (every
        rank calls this: an all_reduce of one integer)."""
        rt, mesh = self.state.rt, self.state.artifacts[key][1]
        rank = rt.cleave_mesh_rank(mesh)
        axes = (ctypes.c_int32 * max(rank, 1))(*range(rank))
        mine, anyone = ctypes.c_int32(int(bool(flag))), ctypes.c_int32()
        check_status(rt, rt.cleave_all_reduce(mesh, axes, rank, 4, 1,  # CLEAVE_I32, MAX
                                              ctypes.byref(mine), ctypes.byref(anyone), 1),
                     "agreeing on the call")
        return bool(anyone.value)

    def agreed(self, key, place):
        """place() on this rank, then every rank learns whether any
        rank's raised: a rank whose inputs were refused must not leave the
        others waiting in the call's collectives forever (sweep 19: an SPMD
        job hung on one rank's wrong shape). This rank's error is raised
        as it is; the others raise that another rank refused."""
        if self.backend != "mpi":
            # NCCL's collectives take device memory, on their stream: no
            # agreement there (a refused rank still leaves the others).
            return place()
        try:
            result, error = place(), None
        except Exception as raised:  # noqa: BLE001 - re-raised below
            result, error = None, raised
        if self.any_rank(key, error is not None):
            if error is not None:
                raise error
            raise ExecutionError(
                "another rank's inputs for this call were refused (its own error says "
                "why): under mpirun every rank makes the same calls, with inputs of the "
                "same shapes and types")
        return result


# Requests carrying fewer bytes than this are written without a thread: a
# Unix socket's buffer (about 200 kB on Linux) takes them whole, so the
# write cannot block on a stopped rank.
_INLINE_SEND_BYTES = 32 << 10


def _payload_bytes(message):
    """The bytes-like arguments' size in a request tuple."""
    return sum(len(part) for part in message if isinstance(part, (bytes, bytearray)))


class PoolExecutor:
    """N worker ranks started with mpirun, driven over sockets."""
    kind = "pool"

    def __init__(self, devices, backend, timeout=3600.0):
        self.devices, self.timeout = devices, timeout
        # First: a refusal (no mpirun, too many ranks) leaves nothing behind.
        command = launch_command(devices, [sys.executable, "-m", "cleave._worker"],
                                 ["CLEAVE_WORKER_ADDRESS", "CLEAVE_WORKER_KEY", "CLEAVE_PREFIX",
                                  "CLEAVE_WORKER_BACKEND", "CLEAVE_LAST_WORDS", "PYTHONPATH"])
        self.lock, self.closed = threading.RLock(), False
        self.interrupted = False
        # A forked child inherits this object, not the ranks: their
        # sockets answer the parent's requests, and the child's exit must
        # not end them.
        self.pid = os.getpid()
        self.block_sizes = {}  # value id -> bytes of each rank's block
        # In TMPDIR, not an Open MPI session directory: its socket's path
        # must stay within AF_UNIX's 108 bytes.
        self.dir = tempfile.mkdtemp(prefix="cleave-pool-")
        key = secrets.token_bytes(16)
        address = os.path.join(self.dir, "socket")
        self.listener = Listener(address, family="AF_UNIX", authkey=key)
        self.log = open(os.path.join(self.dir, "mpirun.log"), "w+")
        # Where the runtime writes why a rank ended the job (cleave_last_words).
        self.last_words = os.path.join(self.dir, "last-words")
        os.mkdir(self.last_words)
        env = dict(os.environ, CLEAVE_WORKER_ADDRESS=address, CLEAVE_WORKER_KEY=key.hex(),
                   CLEAVE_PREFIX=_native.prefix(), CLEAVE_WORKER_BACKEND=backend,
                   CLEAVE_LAST_WORDS=self.last_words, OMPI_MCA_orte_tmpdir_base=self.dir)
        package_parent = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
        env["PYTHONPATH"] = os.pathsep.join(
            p for p in (package_parent, os.environ.get("PYTHONPATH")) if p)
        for name in ("OMPI_COMM_WORLD_SIZE", "PMI_SIZE", "PMIX_SIZE", "OMPI_COMM_WORLD_RANK"):
            env.pop(name, None)
        self.process = subprocess.Popen(
            command, env=env, stdout=self.log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
            start_new_session=True)
        self.connections = [None] * devices
        self._accept()
        atexit.register(self.shutdown)

    def _accept(self):
        accepted, failure = [], []

        def accept():
            try:
                for _ in range(self.devices):
                    connection = self.listener.accept()
                    accepted.append((connection.recv(), connection))
            except Exception as error:  # noqa: BLE001 - reported below
                failure.append(error)
        thread = threading.Thread(target=accept, daemon=True)
        thread.start()
        deadline = time.monotonic() + min(self.timeout, 300.0)
        while thread.is_alive() and time.monotonic() < deadline:
            if self.process.poll() is not None:
                break
            thread.join(0.05)
        if len(accepted) != self.devices:
            self._fail(f"the {self.devices} worker ranks did not start")
        for rank, connection in accepted:
            self.connections[rank] = connection

    def _output(self):
        """What the ranks said: the lines naming an error first, then the
        last lines, without the signal handler's report (its frames and
        "*** End of error message ***" do not say why; a failed assert's
        message, printed just before, does)."""
        self.log.flush()
        self.log.seek(0)
        lines = _without_signal_reports(self.log.read().strip().splitlines())
        errors = [line for line in lines if "error" in line.lower() or "assert" in line.lower()]
        tail = [line for line in lines[-12:] if line not in errors]
        words = self._last_words()
        said = {w.split(": ", 1)[1] for w in words}
        return "\n".join(words + [line for line in errors[:8] + tail
                                   if line.strip() not in said])

    def _last_words(self):
        """Why ranks ended the job, as the runtime wrote it (mpirun's
        forwarding of a dying rank's output lost a failed assert's message
        under load): "rank N: message" lines in rank order."""
        words = []
        try:
            names = os.listdir(self.last_words)
        except OSError:
            return words
        for name in sorted(names, key=lambda n: int(n[5:]) if n[5:].isdigit() else -1):
            try:
                with open(os.path.join(self.last_words, name), errors="replace") as file:
                    words += [f"rank {name[5:]}: {line}" for line in file.read().splitlines()
                              if line]
            except OSError:
                pass
        return words

    def _fail(self, message, wait=True):
        # A rank that died (its connection closed) is reported by mpirun,
        # which then ends the job: wait for that before killing it, or the
        # rank's last words (a failed assert's message) are lost. (5 s was
        # too short once, with the test suite loading both cores.) A rank
        # past the timeout is still there: nothing to wait for.
        try:
            self.process.wait(timeout=15 if wait else 0.1)
        except subprocess.TimeoutExpired:
            pass
        alive = self.process.poll() is None
        self.shutdown(force=True)
        tail = self._output() if not self.log.closed else ""
        why = "" if alive else f" (mpirun exited with {self.process.returncode})"
        raise ExecutionError(f"{message}{why}" + (f":\n{tail}" if tail else ""))

    def why_gone(self):
        return ("cleave.shutdown_pools() ended them" if self.closed else
                "an interrupted call ended them" if self.interrupted else
                "a previous error ended them")

    @property
    def alive(self):
        return (os.getpid() == self.pid and self.process.poll() is None
                and None not in self.connections)

    def request(self, messages):
        """Sends messages[r] to rank r, waits for every reply; the replies.
        One request at a time (callers may be on several threads)."""
        with self.lock:
            try:
                return self._request(messages)
            except ExecutionError:
                raise
            except BaseException:
                # Interrupted between the request and its replies (Ctrl-C):
                # the replies still coming would answer the next request,
                # one value's bytes read as another's (sweep 19). The ranks
                # and the values on them end here.
                if self.alive:
                    self.interrupted = True
                    self.shutdown(force=True)
                raise

    def _send(self, messages, deadline):
        """Sends messages[r] to rank r within the deadline: a write to a
        stopped rank blocks once its socket's buffer is full (an input
        block larger than it), so large writes run on a thread. Small ones
        (every request but a put of a block under shared memory's
        threshold) fit the buffer and are written here: a thread per
        request was most of a small call's time (0.8 of 1.0 ms)."""
        if all(_payload_bytes(m) < _INLINE_SEND_BYTES for m in messages):
            for rank, (connection, message) in enumerate(zip(self.connections, messages)):
                try:
                    connection.send(message)
                except OSError:  # BrokenPipeError: the rank is gone
                    self._fail(f"worker rank {rank} ended")
            return
        state = {"rank": 0, "ended": None}

        def write():
            for rank, (connection, message) in enumerate(zip(self.connections, messages)):
                state["rank"] = rank
                try:
                    connection.send(message)
                except OSError:  # BrokenPipeError: the rank is gone
                    state["ended"] = rank
                    return
                except (TypeError, ValueError):  # closed under it: timed out
                    return

        writer = threading.Thread(target=write, daemon=True)
        writer.start()
        writer.join(max(0.0, deadline - time.monotonic()))
        if writer.is_alive():
            self._fail(f"worker rank {state['rank']} did not take its request within "
                       f"{self.timeout:g} s (cleave.set_timeout, CLEAVE_TIMEOUT)", wait=False)
        if state["ended"] is not None:
            self._fail(f"worker rank {state['ended']} ended")

    @staticmethod
    def _readable(connection):
        try:
            return connection.poll(0.05)
        except OSError:  # reset: recv says why
            return True

    def _request(self, messages):
        if not self.alive:
            raise ExecutionError(f"the worker ranks are gone ({self.why_gone()})")
        deadline = time.monotonic() + self.timeout
        self._send(messages, deadline)
        replies = []
        for rank, connection in enumerate(self.connections):
            while not self._readable(connection):
                if self.process.poll() is not None:
                    self._fail(f"worker rank {rank} ended")
                if time.monotonic() > deadline:
                    self._fail(f"worker rank {rank} did not answer within {self.timeout:g} s "
                               "(cleave.set_timeout, CLEAVE_TIMEOUT)", wait=False)
            try:
                replies.append(connection.recv())
            except (EOFError, OSError):  # ConnectionResetError: it died
                self._fail(f"worker rank {rank} ended")
        errors = [f"rank {r}: {reply[1]}" for r, reply in enumerate(replies)
                  if isinstance(reply, tuple) and reply and reply[0] == "error"]
        if errors:
            raise ExecutionError("; ".join(dict.fromkeys(errors)))
        return replies

    def broadcast(self, *message):
        return self.request([message] * self.devices)

    def open(self, key, path):
        self.broadcast("open", key, path)

    def close(self, key):
        if self.alive:
            self.broadcast("close", key)

    def put_blocks(self, key, bid, blocks, on_host=False):
        """`blocks[d]` None: device d's stage does not take the value."""
        sizes = [0 if b is None else memoryview(b).nbytes for b in blocks]
        if len(set(sizes)) == 1 and all(b is not None for b in blocks):
            self.block_sizes[bid] = sizes[0]
        shared = _shared.create(sum(sizes)) if sum(sizes) >= _shared.MIN_BYTES else None
        if shared is None:
            self.request([("put", key, bid, None if b is None else bytes(b), on_host)
                          for b in blocks])
            return
        path, array = shared
        try:
            messages, offset = [], 0
            for block, size in zip(blocks, sizes):
                if block is None:
                    messages.append(("put", key, bid, None, on_host))
                    continue
                array[offset:offset + size] = np.frombuffer(block, np.uint8)
                messages.append(("put_shared", key, bid, path, offset, size, on_host))
                offset += size
            self.request(messages)
        finally:
            _shared.remove(path)

    def call(self, key, input_ids, output_ids, output_bytes, donated=None):
        self.broadcast("call", key, list(input_ids), list(output_ids), list(output_bytes),
                       list(donated or []))
        # Every rank's block of an output has its size (one list for all);
        # a donated input's id is gone.
        self.block_sizes.update(zip(output_ids, output_bytes))
        for j in donated or []:
            if j >= 0:
                self.block_sizes.pop(input_ids[j], None)

    def blocks(self, key, bid):
        return self.broadcast("get", bid)

    def joined_blocks(self, key, bid):
        """Every rank's block of value `bid`, one after another in one byte
        array: written there by the ranks through shared memory where the
        blocks are large."""
        size = self.block_sizes.get(bid)
        total = size * self.devices if size is not None else 0
        shared = _shared.create(total) if total >= _shared.MIN_BYTES else None
        if shared is None:
            return np.concatenate([np.frombuffer(b, np.uint8) for b in self.blocks(key, bid)])
        path, array = shared
        try:
            self.request([("get_shared", bid, path, r * size) for r in range(self.devices)])
        finally:
            _shared.remove(path)
        return array

    def peak_device_bytes(self, key):
        return max(self.broadcast("peak", key))

    def peak_host_bytes(self, key):
        return max(self.broadcast("peak_host", key))

    def free(self, ids):
        for bid in ids:
            self.block_sizes.pop(bid, None)
        if self.alive:
            self.broadcast("free", list(ids))

    def shutdown(self, force=False):
        if os.getpid() != self.pid:
            return
        self.closed = not force
        if self.process.poll() is None and not force and None not in self.connections:
            try:
                for connection in self.connections:
                    connection.send(("exit",))
                self.process.wait(10)
            except Exception:  # noqa: BLE001 - ending anyway
                pass
        if self.process.poll() is None:
            try:
                os.killpg(self.process.pid, 9)
            except ProcessLookupError:
                pass
            self.process.wait()
        for connection in self.connections:
            if connection is not None:
                connection.close()
        self.connections = [None] * self.devices
        self.listener.close()
        if not force:
            self.log.close()
            shutil.rmtree(self.dir, ignore_errors=True)


def launch_command(ranks, program, exported):
    """mpirun as `cleave run` starts it (lib/Support/RankLauncher.cpp): each
    rank gets its own cores, and BLAS threads to match."""
    mpirun = shutil.which("mpirun")
    if not mpirun:
        raise ExecutionError("mpirun not found (install openmpi-bin): a mesh of more than "
                             "one device runs one rank per device")
    cores = len(os.sched_getaffinity(0))
    # As `cleave run` (RankLauncher.cpp): mpirun spent its set-up forever
    # on a mesh of a million devices.
    most = max(64, 32 * cores)
    if ranks > most:
        raise ExecutionError(f"cannot start {ranks} ranks on this machine ({cores} cores; at "
                             f"most {most} local ranks, one per device of the mesh)")
    command = [mpirun, "--quiet", "--oversubscribe"]
    if os.geteuid() == 0:
        command.append("--allow-run-as-root")
    per_rank = cores // ranks if ranks <= cores else 1
    if ranks <= cores:
        command += ["--map-by", f"slot:PE={per_rank}", "--bind-to", "core"]
    else:
        command += ["--bind-to", "none"]
    for name in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS"):
        command += ["-x", f"{name}={per_rank}"]
    for name in exported:
        command += ["-x", name]
    return command + ["-np", str(ranks)] + program


_pools = {}
# Threads making their first calls at once must find one pool (sweep 19:
# four threads started four mpirun pools).
_pools_lock = threading.RLock()


def _fresh_lock_in_child():
    # A lock another thread held at the fork stays held in the child.
    global _pools_lock
    _pools_lock = threading.RLock()


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_fresh_lock_in_child)


def _seconds(value, what):
    try:
        seconds = float(value)
    except (TypeError, ValueError):
        seconds = float("nan")
    if isinstance(value, bool) or not seconds > 0:
        raise Error(f"{what}: expected a number of seconds > 0, got {value!r}")
    return seconds


# How long a call waits for worker ranks before ending them (a rank stopped
# or deadlocked): CLEAVE_TIMEOUT, or set_timeout.
def _timeout_from_environment():
    # A bad value must not make `import cleave` fail: said, and ignored.
    try:
        return _seconds(os.environ.get("CLEAVE_TIMEOUT", 3600.0), "CLEAVE_TIMEOUT")
    except Error as error:
        import warnings
        warnings.warn(f"{error}; waiting 3600 s", stacklevel=2)
        return 3600.0


_timeout = _timeout_from_environment()


def set_timeout(seconds):
    """The most seconds a call (or a pool's start) waits for its worker
    ranks; then they are ended and the call raises ExecutionError (default
    3600, or the CLEAVE_TIMEOUT environment variable). A call on one device
    or under your own mpirun runs in this process and is not timed."""
    global _timeout
    _timeout = _seconds(seconds, "timeout")
    for pool in _pools.values():
        if isinstance(pool, PoolExecutor):
            pool.timeout = _timeout


def executor_for(devices, target="cpu", timeout=None):
    """The executor an artifact of `devices` devices runs on here: CPU
    artifacts' collectives run on MPI, CUDA artifacts' on NCCL."""
    with _pools_lock:
        return _executor_for(devices, target, timeout)


def _executor_for(devices, target, timeout):
    world = mpi_world_size()
    if devices == 1:  # also on each rank of an mpirun launch
        if "local" not in _pools:
            _pools["local"] = LocalExecutor()
        return _pools["local"]
    backend = "nccl" if target == "cuda" else "mpi"
    # (`mpirun -np 1` too: its one rank cannot start a pool of its own, Open
    # MPI refuses recursive launches; sweep 46 saw that said instead.)
    if world > 1 or any(os.environ.get(n, "").isdigit() for n in _WORLD_SIZE_VARIABLES):
        if world != devices:
            raise ExecutionError(
                f"this process is one of {world} mpirun ranks, but the artifact's mesh has "
                f"{devices} devices: launch with mpirun -np {devices}")
        if ("spmd", backend) not in _pools:
            _pools["spmd", backend] = SpmdExecutor(backend)
        return _pools["spmd", backend]
    pool = _pools.get((devices, backend))
    if pool is None or not pool.alive:
        pool = _pools[devices, backend] = PoolExecutor(devices, backend, timeout or _timeout)
    return pool


def shutdown_pools():
    """Ends every worker pool this process started (they also end at exit)."""
    with _pools_lock:
        for key in [k for k, p in _pools.items() if isinstance(p, PoolExecutor)]:
            _pools.pop(key).shutdown()
