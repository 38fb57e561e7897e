"""plan, compile and ir: one compiler session and invocation per call."""
import ctypes
import json
import numbers
import os
import re
import weakref

from . import _execution, _native
from ._errors import CompileError, Diagnostic, Error, ExecutionError

_SEVERITIES = {0: "error", 1: "warning", 2: "note", 3: "remark"}
_SEARCH_MODES = ("default", "auto", "propagate")


def mesh_text(mesh):
    """`4`, `"2x2"`, `(2, 2)` -> "4", "2x2", "2x2"."""
    if isinstance(mesh, bool):
        raise Error(f"mesh: expected a size, 'AxB' or a tuple of sizes, got {mesh!r}")
    if isinstance(mesh, numbers.Integral):  # NumPy's integers too
        sizes = [int(mesh)]
    elif isinstance(mesh, str):
        # ASCII digits only, as the command line reads them: int() took
        # "2_2" as 22 devices, and " 2 ", "+2" (sweep 19).
        if not re.fullmatch(r"[0-9]+(?:x[0-9]+)*", mesh.lower()):
            raise Error(f"mesh: '{mesh}' is not a shape such as '4' or '2x2'")
        sizes = [int(s) for s in mesh.lower().split("x")]
    elif isinstance(mesh, (tuple, list)) and mesh and all(
            isinstance(s, numbers.Integral) and not isinstance(s, bool) for s in mesh):
        sizes = [int(s) for s in mesh]
    else:
        raise Error(f"mesh: expected a size, 'AxB' or a tuple of sizes, got {mesh!r}")
    if any(s < 1 for s in sizes):
        raise Error(f"mesh: every size must be positive, got {mesh!r}")
    return "x".join(str(s) for s in sizes)


def _text(name, value):
    """A string option, or an Error naming it."""
    if isinstance(value, os.PathLike):
        value = os.fspath(value)
    if not isinstance(value, str):
        raise Error(f"{name}: expected a string, got {type(value).__name__} {value!r}")
    return value


def _c(name, value):
    """A string as the C API takes it. A NUL in it would end it there,
    silently (sweep 46: entry="mlp\\0junk" planned @mlp)."""
    if "\0" in value:
        raise Error(f"{name}: {value!r} has a NUL character")
    return value.encode()


def _number(name, value):
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not value > 0:
        raise Error(f"{name}: expected a positive number, got {value!r}")
    return float(value)


def _mapping(name, value):
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise Error(f"{name}: expected a dict, got {type(value).__name__} {value!r}")
    return value


_AUTO = -1  # CLEAVE_AUTO


def _count(name, value, off):
    """A pipeline count: 'auto', a positive int, or (when `off`) None, 0 or
    'off' for none."""
    if value == "auto":
        return _AUTO
    if off and value in (None, 0, "off"):
        return 0
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        allowed = "'auto', 'off' or a number of stages" if off else "'auto' or a positive count"
        raise Error(f"{name}: expected {allowed}, got {value!r}")
    return value


def axes_list(axes):
    if axes is None:
        return []
    if isinstance(axes, str):
        axes = [a.strip() for a in axes.split(",")]
    if not isinstance(axes, (list, tuple)):
        raise Error(f"axes: expected names ('dp,tp' or a list), got {axes!r}")
    axes = list(axes)
    if not all(isinstance(a, str) and a for a in axes):
        raise Error(f"axes: expected non-empty names, got {axes!r}")
    return axes


def spec_text(spec):
    """A sharding as the C API takes it: a string in cleave syntax
    ("[[tp], []]") or a list with one list of mesh axis names per dimension
    ([["tp"], []]); axes are named (`axes=`, else a0, a1, ...)."""
    if isinstance(spec, str):
        return spec
    if isinstance(spec, (list, tuple)) and all(isinstance(d, (list, tuple)) for d in spec):
        def axis(a):
            if isinstance(a, str):
                return json.dumps(a)
            raise Error(f"shardings: mesh axis {a!r} is not a name (axes are named: "
                        "axes=..., else a0, a1, ...)")
        return "[" + ", ".join("[" + ", ".join(axis(a) for a in d) + "]" for d in spec) + "]"
    raise Error(f"shardings: expected a string such as '[[tp], []]' or a list of "
                f"lists of axes, got {spec!r}")


def _argument_key(what, argument):
    """An argument as the C API names it: argN for an index, else its name."""
    if isinstance(argument, bool) or not isinstance(argument, (int, str)):
        raise Error(f"{what}: an argument is an index or a name, got {argument!r}")
    return f"arg{argument}" if isinstance(argument, int) else argument


class _Call:
    """One session and invocation, its diagnostics collected."""

    def __init__(self):
        self.capi = _native.compiler()
        self.diagnostics = []
        self.session = ctypes.c_void_p()
        self.invocation = ctypes.c_void_p()
        self.check(self.capi.cleave_session_create(ctypes.byref(self.session)))

        def collect(severity, location, message, _):
            self.diagnostics.append(Diagnostic(
                _SEVERITIES.get(severity, "error"), (location or b"").decode(),
                (message or b"").decode()))
        self._callback = _native.DIAGNOSTIC_CALLBACK(collect)  # kept alive
        self.capi.cleave_session_set_diagnostic_callback(self.session, self._callback, None)

    def check(self, error, what=None):
        if not error:
            return
        message = self.capi.cleave_error_message(error).decode()
        self.capi.cleave_error_free(error)
        raise CompileError(f"{what}: {message}" if what else message, self.diagnostics)

    def close(self):
        if self.invocation:
            self.capi.cleave_invocation_destroy(self.invocation)
            self.invocation = ctypes.c_void_p()
        if self.session:
            self.capi.cleave_session_destroy(self.session)
            self.session = ctypes.c_void_p()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def configure(self, mesh, axes, cluster, target, memory_budget, shardings,
                  search, time_limit, entry, updates, pipeline, microbatches, schedule,
                  batch):
        c, s = self.capi, self.session
        if cluster is not None:
            cluster = _text("cluster", cluster)
            if not cluster:
                raise Error("cluster: empty (a preset such as 'cpu' or 'h200-node', or a "
                            "cluster JSON file)")
            self.check(c.cleave_session_set_cluster(s, _c("cluster", cluster)), "cluster")
        names = axes_list(axes)
        if mesh is not None:
            array = (ctypes.c_char_p * max(1, len(names)))(*[_c("axes", n) for n in names])
            self.check(c.cleave_session_set_mesh(
                s, mesh_text(mesh).encode(), array if names else None, len(names)), "mesh")
        elif names:
            raise Error("axes: given without a mesh")
        self.check(c.cleave_session_set_target(s, _c("target", _text("target", target))), "target")
        if memory_budget is not None:
            self.check(c.cleave_session_set_memory_budget(
                s, _number("memory_budget (bytes)", memory_budget)), "memory_budget")
        if search not in _SEARCH_MODES:
            raise Error(f"search: expected one of {', '.join(_SEARCH_MODES)}, got {search!r}")
        self.check(c.cleave_session_set_search_mode(s, search.encode()), "search")
        if time_limit is not None:
            self.check(c.cleave_session_set_time_limit(
                s, _number("time_limit (seconds)", time_limit)), "time_limit")
        if entry is not None:
            self.check(c.cleave_session_set_entry(s, _c("entry", _text("entry", entry))), "entry")
        for argument, spec in _mapping("shardings", shardings).items():
            self.check(c.cleave_session_add_sharding(
                s, _c("shardings", _argument_key("shardings", argument)),
                _c("shardings", spec_text(spec))),
                f"shardings[{argument!r}]")
        for result, argument in _mapping("updates", updates).items():
            if not isinstance(result, int) or isinstance(result, bool):
                raise Error(f"updates: keys are result indices, got {result!r}")
            self.check(c.cleave_session_add_update(
                s, result, _c("updates", _argument_key("updates", argument))), f"updates[{result}]")
        self._configure_pipeline(pipeline, microbatches, schedule, batch)

    def _configure_pipeline(self, pipeline, microbatches, schedule, batch):
        c, s = self.capi, self.session
        stages = _count("pipeline", pipeline, off=True)
        # None: "auto" with a pipeline (one microbatch is a pure bubble),
        # else 1. Microbatches or batch without stages: one stage, gradient
        # accumulation (settlePipelineSettings).
        accumulates = microbatches not in (None, 1)
        if microbatches is None:
            microbatches = "auto" if stages != 0 else 1
        count = _count("microbatches", microbatches, off=False)
        if schedule is not None:
            schedule = _text("schedule", schedule)
        # As the command line refuses it: without stages it does nothing.
        if stages == 0 and schedule is not None and not accumulates:
            raise Error("schedule needs a pipeline (pipeline=N or 'auto') or microbatches "
                        "above 1")
        self.check(c.cleave_session_set_pipeline(
            s, stages, count, _c("schedule", schedule or "")), "pipeline")
        if batch is not None:
            if isinstance(batch, (str, int)):
                batch = [batch]
            names = [_argument_key("batch", b) for b in batch]
            array = (ctypes.c_char_p * max(1, len(names)))(*[_c("batch", n) for n in names])
            self.check(c.cleave_session_set_batch_arguments(s, array, len(names)), "batch")

    def parse(self, source):
        c = self.capi
        self.check(c.cleave_invocation_create(self.session, ctypes.byref(self.invocation)))
        if isinstance(source, os.PathLike):
            source = os.fspath(source)
        if hasattr(source, "operation") and not isinstance(source, (str, bytes)):
            source = str(source)  # an MLIR Python binding's module (torch-mlir's)
        if isinstance(source, str) and "\n" not in source and "{" not in source:
            if os.path.exists(source):
                self.check(c.cleave_invocation_parse_file(self.invocation, source.encode()))
                return
            # One line of text that reads as MLIR (an op, a symbol, a value)
            # goes to the parser, which says where it is wrong.
            if not re.search(r"\b(func\.func|module)\b|[@%]\w|\w\.\w+\s*\(", source):
                raise Error(f"source: no file '{source}' (and it is not MLIR text)")
        if isinstance(source, str):
            source = source.encode()
        if not isinstance(source, (bytes, bytearray, memoryview)):
            raise Error(f"source: expected MLIR text, bytecode or a path, got "
                        f"{type(source).__name__}")
        data = bytes(source)
        self.check(c.cleave_invocation_parse_buffer(self.invocation, data, len(data),
                                                    b"<source>"))

    def plan(self):
        out = ctypes.c_char_p()
        self.check(self.capi.cleave_invocation_plan_json(self.invocation, ctypes.byref(out)))
        return Plan(json.loads(out.value.decode()), list(self.diagnostics))

    def ir(self, phase):
        out = ctypes.c_char_p()
        self.check(self.capi.cleave_invocation_ir(self.invocation, _c("phase", _text("phase", phase)),
                                                  ctypes.byref(out)))
        return out.value.decode()

    def compile_to(self, path):
        self.check(self.capi.cleave_invocation_compile_to_file(self.invocation,
                                                               _c("path", os.fspath(path))))


class Plan:
    """What the search chose and what the cost model says of it. The fields
    are the JSON of `cleave plan --json`; `to_json()` gives it back."""

    def __init__(self, data, diagnostics=()):
        self._data = data
        self.diagnostics = list(diagnostics)

    entry = property(lambda self: self._data["entry"])
    devices = property(lambda self: self._data["devices"])
    modeled_step_time_s = property(lambda self: self._data["modeled_step_time_s"])
    modeled_step_time_overlapped_s = property(
        lambda self: self._data["modeled_step_time_overlapped_s"])
    compute_time_s = property(lambda self: self._data["compute_time_s"])
    communication_time_s = property(lambda self: self._data["communication_time_s"])
    peak_memory_bytes = property(lambda self: self._data["peak_memory_bytes"])
    memory_budget_bytes = property(lambda self: self._data["memory_budget_bytes"])
    # Why the plan does not fit its budget (None when it does).
    over_budget = property(lambda self: self._data.get("over_budget"))
    collectives = property(lambda self: [dict(c) for c in self._data["collectives"]])
    # Each {"index", "name", "sharding"}: the entry's arguments and results.
    arguments = property(lambda self: [dict(a) for a in self._data.get("arguments", [])])
    results = property(lambda self: [dict(r) for r in self._data.get("results", [])])
    solver = property(lambda self: dict(self._data["solver"]) if "solver" in self._data else None)

    @property
    def fits_budget(self):
        budget = self.memory_budget_bytes
        return budget <= 0 or self.peak_memory_bytes <= budget

    @property
    def remarks(self):
        return [d for d in self.diagnostics if d.severity in ("remark", "warning")]

    def to_json(self, indent=2):
        return json.dumps(self._data, indent=indent, sort_keys=True)

    def __repr__(self):
        kinds = {}
        for c in self._data["collectives"]:
            kinds[c["kind"]] = kinds.get(c["kind"], 0) + 1
        summary = ", ".join(f"{n}x{k}" for k, n in sorted(kinds.items())) or "no collectives"
        return (f"<cleave.Plan @{self.entry} on {self.devices} devices: "
                f"{self.modeled_step_time_s * 1e6:.3g} us modeled, "
                f"{self.peak_memory_bytes / 1e6:.3g} MB peak, {summary}>")


def _options(kwargs, target="cpu"):
    known = {"mesh", "axes", "cluster", "target", "memory_budget", "shardings",
             "search", "time_limit", "entry", "updates", "pipeline", "microbatches",
             "schedule", "batch"}
    unknown = sorted(set(kwargs) - known)
    if unknown:
        raise TypeError(f"unexpected keyword argument(s): {', '.join(unknown)}")
    options = dict(mesh=None, axes=None, cluster=None, target=target, memory_budget=None,
                   shardings=None, search="default", time_limit=None, entry=None,
                   updates=None, pipeline=None, microbatches=None, schedule=None, batch=None)
    options.update(kwargs)
    return options


def plan(source, *, mesh, axes=None, cluster=None, memory_budget=None, shardings=None,
         **options):
    """Plans `source` for `mesh`: the search's shardings (or the propagated
    ones of an annotated program) priced by the cost model. A plan over
    `memory_budget` (default: a device's memory in the cluster model) raises
    CompileError, the plan in its `plan`. `cluster`: a preset name or a
    cluster JSON file; None: the target's default ("cpu", or "h200-pod" for
    target "cuda"), where the program's mesh has no model of its own. Options beside
    the named ones: target ("cpu"/"cuda"), search ("default", "auto",
    "propagate"), time_limit (seconds), entry (function name), updates
    ({result index: argument}: the result is the argument's next value,
    and the search gives both one layout); pipeline parallelism along the
    mesh's first axis: pipeline (None: none, a number of stages, the
    mesh re-factored for it when the first axis has another size, or
    "auto": a pipeline of any stage count or none by modeled step time), microbatches (a
    count or "auto", the default with a pipeline), schedule ("gpipe", "1f1b", "zb"), batch (the
    arguments carrying the batch, cut on their first dimension)."""
    opts = _options(dict(options, mesh=mesh, axes=axes, cluster=cluster,
                         memory_budget=memory_budget, shardings=shardings))
    with _Call() as call:
        call.configure(**opts)
        call.parse(source)
        the_plan = call.plan()
    # As `cleave plan` fails and compile raises: a plan over the budget is
    # not a plan that runs. The error keeps it (`error.plan`) to look at.
    if not the_plan.fits_budget:
        error = CompileError(f"{the_plan.entry}: error: {the_plan.over_budget}",
                             the_plan.diagnostics)
        error.plan = the_plan
        raise error
    return the_plan


def ir(source, *, phase="partitioned", mesh=None, **options):
    """The program as MLIR text at `phase` ("input", "partitioned", "llvm")."""
    opts = _options(dict(options, mesh=mesh))
    with _Call() as call:
        call.configure(**opts)
        call.parse(source)
        return call.ir(phase)


def compile(source, *, mesh, axes=None, cluster=None, target="cpu", memory_budget=None,
            shardings=None, cpu=None, **options):
    """Compiles `source` for `mesh` into an Artifact (a shared library in a
    temporary directory the Artifact owns; `save` copies it). The plan it
    was compiled from is `artifact.plan`. `cpu`: the CPU the code is for,
    an LLVM CPU name such as "x86-64-v3" (None: this machine's); an
    artifact for a CPU with features this one lacks comes back unopened
    (`save` it for the machine it is for). Other options as plan."""
    from ._artifact import Artifact
    opts = _options(dict(options, mesh=mesh, axes=axes, cluster=cluster, target=target,
                         memory_budget=memory_budget, shardings=shardings))
    with _Call() as call:
        call.configure(**opts)
        if cpu is not None:
            call.check(call.capi.cleave_session_set_cpu(
                call.session, _c("cpu", _text("cpu", cpu))), "cpu")
        call.parse(source)
        the_plan = call.plan()
        directory = _execution.make_tree("cleave-")
        path = os.path.join(directory, "artifact.so")
        try:
            call.compile_to(path)
        except BaseException:
            _execution.remove_tree_if_owner(os.getpid(), directory)
            raise
        # Planning and compiling both search: what they say twice is said
        # once (a remark about the mesh came back twice, sweep 16).
        the_plan.diagnostics = list(dict.fromkeys(call.diagnostics))
    try:
        return Artifact(path, plan=the_plan, owned_directory=directory)
    except ExecutionError as error:
        if error.code != "unavailable":
            _execution.remove_tree_if_owner(os.getpid(), directory)
            raise
        # A CUDA artifact on a machine without a GPU driver: it cannot be
        # opened here, but it can be saved and run elsewhere.
        return UnopenedArtifact(path, the_plan, directory, str(error))


class UnopenedArtifact:
    """A compiled artifact this machine cannot open (`reason`: a CUDA
    artifact without a GPU driver). `save(path)` writes it for a machine
    that can; `plan` is its plan; anything else raises ExecutionError."""

    def __init__(self, path, plan, directory, reason):
        self.path, self.plan, self.reason = path, plan, reason
        self._finalizer = weakref.finalize(self, _execution.remove_tree_if_owner, os.getpid(),
                                           directory)

    def save(self, path):
        from ._artifact import save_file
        save_file(self.path, path)

    def __getattr__(self, name):
        raise ExecutionError(f"the artifact cannot be opened here ({self.reason}); save() it "
                             f"and run it where it can", "unavailable")

    def __call__(self, *inputs, **_):
        self.__getattr__("__call__")
