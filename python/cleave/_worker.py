"""A worker rank of a PoolExecutor (cleave/_execution.py): started by mpirun,
it connects back to the process that launched it and serves its requests on
this rank's RankState until told to exit. Not a public entry point."""
import os
import sys
import traceback
from multiprocessing.connection import Client

from . import _shared
from ._execution import RankState


def serve(connection, state):
    while True:
        try:
            message = connection.recv()
        except EOFError:
            return  # the driver went away
        op, args = message[0], message[1:]
        try:
            if op == "exit":
                connection.send(("ok",))
                return
            if op == "open":
                state.open(*args)
                reply = ("ok",)
            elif op == "close":
                state.close(*args)
                reply = ("ok",)
            elif op == "put":
                state.put(*args)
                reply = ("ok",)
            elif op == "call":
                state.call(*args)
                reply = ("ok",)
            elif op == "peak":
                reply = state.peak_device_bytes(*args)
            elif op == "peak_host":
                reply = state.peak_host_bytes(*args)
            elif op == "get":
                reply = state.get(*args).tobytes()
            elif op == "put_shared":
                key, bid, path, offset, size, on_host = args
                block = _shared.attach(path, writable=False)[offset:offset + size]
                state.put(key, bid, block, on_host)
                reply = ("ok",)
            elif op == "get_shared":
                bid, path, offset = args
                state.get_into(bid, _shared.attach(path, writable=True)[offset:])
                reply = ("ok",)
            elif op == "free":
                state.free(*args)
                reply = ("ok",)
            else:
                reply = ("error", f"unknown request '{op}'")
        except Exception as error:  # noqa: BLE001 - the driver raises it
            if os.environ.get("CLEAVE_WORKER_DEBUG"):
                traceback.print_exc()
            reply = ("error", str(error) or type(error).__name__)
        connection.send(reply)


def main():
    state = RankState(os.environ.get("CLEAVE_WORKER_BACKEND", "mpi"))
    connection = Client(os.environ["CLEAVE_WORKER_ADDRESS"], family="AF_UNIX",
                        authkey=bytes.fromhex(os.environ["CLEAVE_WORKER_KEY"]))
    connection.send(state.rank)
    serve(connection, state)
    connection.close()


if __name__ == "__main__":
    sys.exit(main())
