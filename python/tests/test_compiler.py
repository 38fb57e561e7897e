"""cleave.plan, cleave.ir, cleave.compile: options, sources and errors."""
import json
import os
import shutil
import subprocess

import numpy as np
import pytest

import cleave
from conftest import MLP, ROOT, SGD_STEP


def test_api_version():
    major, minor = cleave.api_version()
    assert major == 1 and minor >= 1


def test_the_command_line_is_the_packages_release():
    """`cleave --version` (CMake's project version) and cleave.__version__
    are one release."""
    cli = os.path.join(cleave._native.prefix(), "bin", "cleave")
    printed = subprocess.run([cli, "--version"], capture_output=True, text=True, check=True)
    assert printed.stdout.startswith(f"cleave {cleave.__version__} (LLVM ")


@pytest.mark.parametrize("mesh, devices", [(4, 4), ("2x2", 4), ((2, 2), 4), ("2", 2)])
def test_plan_fields(mesh, devices):
    plan = cleave.plan(MLP, mesh=mesh)
    assert plan.devices == devices and plan.entry == "mlp"
    assert plan.modeled_step_time_s > 0 and plan.peak_memory_bytes > 0
    assert plan.fits_budget
    for c in plan.collectives:
        assert set(c) == {"kind", "mesh_axes", "bytes", "time_s"}
    assert [a["index"] for a in plan.arguments] == [0, 1, 2, 3]
    assert all(a["sharding"].startswith("#cleave.sharding<@mesh") for a in plan.arguments)
    assert len(plan.results) == 1
    data = json.loads(plan.to_json())
    assert data["modeled_step_time_s"] == plan.modeled_step_time_s
    assert data["arguments"] == plan.arguments
    assert "cleave.Plan @mlp on" in repr(plan)


def test_plan_honours_required_shardings_and_axes():
    plan = cleave.plan(MLP, mesh=(2, 2), axes=("dp", "tp"), shardings={
        "arg0": [["dp"], []], 1: "[[], [tp]]"})
    shardings = [a["sharding"] for a in plan.arguments]
    assert shardings[0] == "#cleave.sharding<@mesh, [[dp], []]>"
    assert shardings[1] == "#cleave.sharding<@mesh, [[], [tp]]>"
    assert all(c["mesh_axes"] for c in plan.collectives)


def test_memory_budget_and_cluster():
    big = cleave.plan(MLP, mesh=4, cluster="h200-node")
    assert big.memory_budget_bytes > 1e10  # the H200's memory
    tight = cleave.plan(MLP, mesh=4, memory_budget=4000)
    assert tight.memory_budget_bytes == 4000 and tight.peak_memory_bytes <= 4000
    assert tight.over_budget is None
    # Over every plan's reach: an error, as `cleave plan` exits 1, with the
    # plan kept for a look at where its peak goes.
    with pytest.raises(cleave.CompileError, match="over the memory budget of 1000 bytes") as info:
        cleave.plan(MLP, mesh=4, memory_budget=1000)
    assert not info.value.plan.fits_budget and info.value.plan.peak_memory_bytes > 1000
    assert "cannot run in less than" in info.value.plan.over_budget


def test_plan_without_a_mesh_is_one_device(tmp_path):
    # As compile builds it (plan had refused it for want of a mesh).
    plan = cleave.plan(MLP, mesh=None)
    assert plan.devices == 1 and plan.peak_memory_bytes > 0
    assert plan.peak_memory_bytes == cleave.plan(MLP, mesh=1).peak_memory_bytes
    assert cleave.compile(MLP, mesh=None).plan.devices == 1


def test_sources_text_bytes_path_and_bytecode(tmp_path):
    text = MLP.read_text()
    want = cleave.plan(MLP, mesh=2).to_json()
    assert cleave.plan(str(MLP), mesh=2).arguments == json.loads(want)["arguments"]
    assert cleave.plan(text, mesh=2).modeled_step_time_s == json.loads(want)["modeled_step_time_s"]
    assert cleave.plan(text.encode(), mesh=2).devices == 2
    mlir_opt = shutil.which("mlir-opt") or "/usr/lib/llvm-22/bin/mlir-opt"
    bytecode = tmp_path / "mlp.mlirbc"
    subprocess.run([mlir_opt, str(MLP), "--emit-bytecode", "-o", str(bytecode)], check=True)
    assert bytecode.read_bytes()[:4] == b"ML\xefR"
    assert cleave.plan(bytecode.read_bytes(), mesh=2).devices == 2
    assert cleave.plan(bytecode, mesh=2).devices == 2


def test_ir_phases():
    assert "linalg.matmul" in cleave.ir(MLP, phase="input", mesh=2)
    partitioned = cleave.ir(MLP, phase="partitioned", mesh=2)
    assert "cleave.mesh @mesh" in partitioned and "tensor<4x16xf32>" in partitioned
    assert "llvm.func" in cleave.ir(MLP, phase="llvm", mesh=2)
    with pytest.raises(cleave.CompileError, match="known: input, partitioned, llvm"):
        cleave.ir(MLP, phase="bogus", mesh=2)


def test_syntax_error_carries_located_diagnostics():
    with pytest.raises(cleave.CompileError) as info:
        cleave.plan("func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {\n  return %y\n}", mesh=2)
    error = info.value
    assert isinstance(error, cleave.Error)
    assert "<source>:2:" in str(error)
    located = [d for d in error.diagnostics if d.severity == "error"]
    assert located and located[0].location.startswith("<source>:2:")
    assert located[0].message == "expected ':'"
    # One line of broken text is parsed too, not taken for a missing file.
    with pytest.raises(cleave.CompileError, match="<source>:1:13: error"):
        cleave.plan("func.func @f(", mesh=2)


def test_a_diagnostic_about_a_whole_file_is_located_at_the_file():
    """The module's location (line 0) was given as "FILE:0:0", where the
    header promises "FILE:LINE:COL" or "" (sweep 46)."""
    with pytest.raises(cleave.CompileError) as info:
        cleave.plan(str(ROOT / "examples/mlp_single_device.mlir"), mesh=2, entry="nope")
    located = [d for d in info.value.diagnostics if d.severity == "error"]
    assert located[0].location == str(ROOT / "examples/mlp_single_device.mlir")


def test_a_list_the_mlir_parser_crashes_on_is_an_error():
    """`permutation = [1 0]` killed the interpreter (MLIR 22's linalg
    parser segfaults on it, sweep 46): refused before parsing, located."""
    source = ("func.func @f(%x: tensor<4x8xf32>) -> tensor<8x4xf32> {\n"
              "  %e = tensor.empty() : tensor<8x4xf32>\n"
              "  %t = linalg.transpose ins(%x : tensor<4x8xf32>) outs(%e : tensor<8x4xf32>) "
              "permutation = [1 0]\n  return %t : tensor<8x4xf32>\n}")
    with pytest.raises(cleave.CompileError, match="<source>:3:92: error: expected the "
                       "permutation as integers in brackets"):
        cleave.plan(source, mesh=2)
    assert cleave.plan(source.replace("[1 0]", "[1, 0]"), mesh=2).devices == 2


@pytest.mark.parametrize("kwargs, match", [
    (dict(mesh="2xq"), "not a shape"),
    (dict(mesh="2_2"), "not a shape"),  # int() read 22 devices (sweep 19)
    (dict(mesh=" 2 "), "not a shape"),
    (dict(mesh="+2"), "not a shape"),
    (dict(mesh=0), "positive"),
    (dict(mesh=[2, "2"]), "expected a size"),
    (dict(mesh=2, axes=["dp", ""]), "non-empty"),
    (dict(mesh=2, memory_budget=-1), r"memory_budget \(bytes\): expected a positive number"),
    (dict(mesh=2, memory_budget=True), "expected a positive number"),
    (dict(mesh=2, cluster=5), "cluster: expected a string"),
    (dict(mesh=2, entry=5), "entry: expected a string"),
    (dict(mesh=2, target=None), "target: expected a string"),
    (dict(mesh=2, axes=3), "axes: expected names"),
    (dict(mesh=2, time_limit=[1]), "time_limit"),
    (dict(mesh=2, shardings="x"), "shardings: expected a dict"),
    (dict(mesh=2, shardings={True: "[[]]"}), "an argument is an index or a name"),
    (dict(mesh=2, updates=[1]), "updates: expected a dict"),
    (dict(mesh=2, cluster=""), "cluster: empty"),
    (dict(mesh=2, search="fast"), "default, auto, propagate"),
    (dict(mesh=2, shardings={"arg0": 3}), "expected a string"),
    # (ctypes ended the string at the NUL: @mlp was planned, sweep 46.)
    (dict(mesh=2, entry="mlp\0junk"), "entry: 'mlp\\\\x00junk' has a NUL character"),
    (dict(mesh=2, shardings={0: "[[a0], []]\0x"}), "shardings: .* has a NUL character"),
])
def test_bad_options_are_errors(kwargs, match):
    with pytest.raises(cleave.Error, match=match):
        cleave.plan(MLP, **kwargs)


@pytest.mark.parametrize("kwargs, match", [
    (dict(mesh=2, cluster="h100-cloud"), "cluster"),
    (dict(mesh=2, shardings={"weights": "[[], []]"}), "has no such argument"),
    (dict(mesh=2, shardings={"arg1": "[[a7], []]"}), "mesh axis 'a7' is not an axis"),
    (dict(mesh=2, updates={5: "arg0"}), "has 1 results"),
    (dict(mesh=2, axes=["dp", "tp"]), "axes|axis"),
])
def test_compiler_refusals_are_compile_errors(kwargs, match):
    with pytest.raises(cleave.CompileError, match=match):
        cleave.plan(MLP, **kwargs)


def test_unknown_option_and_missing_file():
    with pytest.raises(TypeError, match="nesh"):
        cleave.plan(MLP, mesh=2, nesh=4)
    with pytest.raises(cleave.Error, match="no file 'missing.mlir'"):
        cleave.plan("missing.mlir", mesh=2)


def test_updates_tie_argument_and_result_layouts():
    free = cleave.plan(SGD_STEP, mesh=2)
    assert free.arguments[0]["sharding"] != free.results[1]["sharding"]
    tied = cleave.plan(SGD_STEP, mesh=2, updates={1: "arg0"})
    assert tied.arguments[0]["sharding"] == tied.results[1]["sharding"]


def test_compile_reports_its_plan(mlp_inputs):
    artifact = cleave.compile(MLP, mesh=2)
    assert artifact.plan.devices == 2
    # The plan is the program: the manifest's layouts are the plan's.
    for spec, chosen in zip(artifact.inputs, artifact.plan.arguments):
        assert chosen["sharding"].endswith(spec.sharding + ">")
    np.testing.assert_allclose(artifact(*mlp_inputs)[0:1].shape, (1, 16))


def test_compile_for_another_cpu(mlp_inputs, monkeypatch, tmp_path):
    """`cpu` builds code for another machine's CPU (without it the code was
    for this one's, which an older compute node could not run); an artifact
    for a CPU with features this one lacks comes back unopened, to save."""
    if os.uname().machine != "x86_64":
        pytest.skip("x86 CPU names")
    expected = cleave.compile(MLP, mesh=1)(*mlp_inputs)
    monkeypatch.setenv("CLEAVE_HOST_CPU_LACKS", "avx512f,avx2,avx")
    older = cleave.compile(MLP, mesh=1, cpu="x86-64-v2")
    np.testing.assert_allclose(older(*mlp_inputs), expected, rtol=1e-5, atol=1e-6)
    newer = cleave.compile(MLP, mesh=1, cpu="skylake-avx512")
    assert "avx512f" in newer.reason
    with pytest.raises(cleave.ExecutionError, match="avx512f"):
        newer(*mlp_inputs)
    newer.save(tmp_path / "skx.so")
    with pytest.raises(cleave.CompileError, match="cpu: unknown CPU 'pentium9'"):
        cleave.compile(MLP, mesh=1, cpu="pentium9")
    with pytest.raises(TypeError, match="cpu"):
        cleave.plan(MLP, mesh=1, cpu="x86-64-v2")


@pytest.mark.parametrize("kwargs, match", [
    (dict(pipeline=-1), "pipeline: expected 'auto', 'off' or a number"),
    (dict(pipeline="sometimes"), "pipeline: expected 'auto', 'off' or a number"),
    (dict(schedule="zb"), "schedule needs a pipeline"),
    (dict(schedule="zb", microbatches=1), "schedule needs a pipeline"),
    (dict(batch=["arg1"]), "batch arguments need microbatches"),
    (dict(pipeline=2, batch=["nope"]), "nope"),
    (dict(pipeline=2, microbatches=0), "microbatches: expected 'auto' or a positive"),
    (dict(pipeline=2, schedule="interleaved"), "unknown pipeline schedule 'interleaved'"),
])
def test_bad_pipeline_options_are_errors(kwargs, match):
    with pytest.raises(cleave.Error, match=match):
        cleave.plan(SGD_STEP, mesh=2, axes=["pp"], updates={1: "arg0"}, **kwargs)


def test_pipelined_step_computes_the_step():
    """Two stages, four microbatches, zero-bubble schedule: the loss and the
    updated weight are the unpipelined program's."""
    rng = np.random.default_rng(0)
    w = rng.standard_normal((64, 64)).astype(np.float32)
    x = rng.standard_normal((256, 64)).astype(np.float32)
    options = dict(mesh=2, axes=["pp"], updates={1: "arg0"})
    pipelined = cleave.compile(SGD_STEP, pipeline=2, microbatches=4, schedule="zb",
                               batch=["arg1"], **options)
    plan = pipelined.plan.to_json()
    assert '"schedule": "zb"' in plan and '"microbatches": 4' in plan
    reference = cleave.compile(SGD_STEP, **options)
    for got, want in zip(pipelined(w, x), reference(w, x)):
        np.testing.assert_allclose(np.asarray(got), np.asarray(want), rtol=1e-4, atol=1e-5)
    chosen = cleave.plan(SGD_STEP, pipeline="auto", microbatches="auto", **options)
    assert '"pipeline_candidates"' in chosen.to_json()


def test_pipelined_outputs_feed_the_next_call():
    """A pipelined output lives on the stage that computes it. The weight
    is read and updated on one stage (the backward's matmul reading it
    runs where the forward reads it), so the updated weight feeds the next
    call where it is; test_torch's pipelined training covers values read
    on another stage, which are moved (they were passed as they were, and
    that stage read a buffer it never wrote)."""
    rng = np.random.default_rng(1)
    w = rng.standard_normal((64, 64)).astype(np.float32)
    # Small inputs: the step (lr 0.1 on a sum of squares) converges.
    x = 0.05 * rng.standard_normal((256, 64)).astype(np.float32)
    options = dict(mesh=2, axes=["pp"], updates={1: "arg0"})
    pipelined = cleave.compile(SGD_STEP, pipeline=2, microbatches=4, batch=["arg1"], **options)
    reference = cleave.compile(SGD_STEP, **options)
    assert pipelined.num_stages == 2
    assert pipelined.outputs[1].devices == pipelined.inputs[0].devices == {0}
    got, want = pipelined(w, x, fetch=False), reference(w, x)
    for _ in range(2):
        got, want = pipelined(got[1], x, fetch=False), reference(want[1], x)
    np.testing.assert_allclose(got[0].numpy(), want[0], rtol=1e-5)
    np.testing.assert_allclose(got[1].numpy(), want[1], rtol=1e-4, atol=1e-5)
    assert pipelined.reshards == 0


NEGATIVE_PAD = """
func.func @negative_pad(%x: tensor<2x3x6x6xf32>) -> tensor<2x3x7x4xf32> {
  %cst = arith.constant 0.5 : f32
  %p = tensor.pad %x low[0, 0, 2, -1] high[0, 0, -1, -1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %cst : f32
  } : tensor<2x3x6x6xf32> to tensor<2x3x7x4xf32>
  return %p : tensor<2x3x7x4xf32>
}
"""


def test_negative_pad_crops():
    # torch's F.pad(x, (-1, -1, 2, -1)): rows padded by 2 above and cropped
    # by 1 below, columns cropped by 1 on both sides.
    x = np.arange(2 * 3 * 6 * 6, dtype=np.float32).reshape(2, 3, 6, 6)
    expected = np.pad(x[:, :, :5, 1:5], ((0, 0), (0, 0), (2, 0), (0, 0)),
                      constant_values=0.5)
    for mesh in (1, 2):
        np.testing.assert_array_equal(cleave.compile(NEGATIVE_PAD, mesh=mesh)(x), expected)


def test_a_diagnostic_quoting_a_huge_token_is_bounded():
    """A parse error quotes the token it stopped at: a 256 MiB token made a
    512 MiB message (sweep 26); each diagnostic is cut at 4096 characters,
    saying how much more there was."""
    with pytest.raises(cleave.CompileError) as info:
        cleave.plan("func.func @f() { " + "a" * (8 << 20) + " }", mesh=1)
    assert len(str(info.value)) < 10000
    assert "characters more)" in str(info.value)
