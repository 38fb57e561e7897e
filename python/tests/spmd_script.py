"""Run by test_artifact.py under `mpirun -np 2`: the SPMD use of an
artifact, as a torchrun-style script would."""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cleave  # noqa: E402
from conftest import MLP, mlp_reference  # noqa: E402

rank = int(os.environ["OMPI_COMM_WORLD_RANK"])
artifact = cleave.compile(MLP, mesh=2, shardings={"arg0": [["a0"], []]})
rng = np.random.default_rng(0)
inputs = [rng.standard_normal(s.shape).astype(np.float32) for s in artifact.inputs]
want = mlp_reference(*inputs)

# Global arrays on every rank: each cuts its block, each gets the result.
got = artifact(*inputs)
global_ok = np.allclose(got, want, rtol=1e-5, atol=1e-5)

# This rank's blocks: x is split by rows, the rest replicated.
local = [inputs[0][rank * 4:(rank + 1) * 4]] + inputs[1:]
block = artifact.run_local(*local, local=True)
local_ok = block.shape == (4, 16) and np.allclose(block, want[rank * 4:(rank + 1) * 4],
                                                  rtol=1e-5, atol=1e-5)
# A block placed with put_local gathers to the global value, and is used
# where it is by run_local (sweep 19: both raised a TypeError).
placed = artifact.put_local(0, local[0])
gathered_ok = np.array_equal(placed.numpy(), inputs[0])
again = artifact.run_local(placed, *local[1:], local=True)
gathered_ok = gathered_ok and np.array_equal(again, block)

# One rank's input refused: every rank raises, none waits in the call's
# collectives for it (sweep 19: the job hung); the next call still works.
bad = [inputs[0][:7] if rank == 1 else inputs[0]] + inputs[1:]
try:
    artifact(*bad)
    refused = "no error"
except cleave.Error as error:
    refused = ("its own" if "expected shape" in str(error) else
               "another's" if "another rank's inputs" in str(error) else str(error))
after_ok = np.allclose(artifact(*inputs), want, rtol=1e-5, atol=1e-5)

# One file per rank: mpirun interleaves the ranks' standard output.
with open(os.path.join(sys.argv[1], f"rank{rank}.txt"), "w") as f:
    f.write(f"rank {rank} of 2: global {'ok' if global_ok else 'WRONG'}, "
            f"local {'ok' if local_ok else 'WRONG'}, "
            f"put_local {'ok' if gathered_ok else 'WRONG'}, refused: {refused}, "
            f"after {'ok' if after_ok else 'WRONG'}")
