"""Blocks between this process and its worker ranks through shared memory
(files in /dev/shm, mapped on both sides), not their sockets: a 34 MB input
on 2 ranks was pickled, written to a socket per rank and read back, and
its call took 17 times eager PyTorch's time. Small blocks still take the
socket, which is as fast for them and needs no file."""
import mmap
import os
import tempfile

import numpy as np

# Below this many bytes (a request's total), the socket.
MIN_BYTES = 1 << 20
_DIR = "/dev/shm"


def create(size):
    """A new shared file of `size` bytes and this process's mapping of it, a
    byte array: (path, array); None where shared memory is unavailable or
    full. The space is reserved first, so that a full /dev/shm is a
    fallback here, not a SIGBUS at a write into the mapping."""
    if not os.path.isdir(_DIR):
        return None
    try:
        fd, path = tempfile.mkstemp(prefix="cleave-block-", dir=_DIR)
    except OSError:
        return None
    try:
        os.posix_fallocate(fd, 0, size)
        mapping = mmap.mmap(fd, size)
    except OSError:
        os.unlink(path)
        return None
    finally:
        os.close(fd)
    return path, np.frombuffer(mapping, np.uint8)


def attach(path, writable):
    """A worker's mapping of a file create() made, as a byte array."""
    fd = os.open(path, os.O_RDWR if writable else os.O_RDONLY)
    try:
        prot = mmap.PROT_READ | (mmap.PROT_WRITE if writable else 0)
        mapping = mmap.mmap(fd, os.fstat(fd).st_size, prot=prot)
    finally:
        os.close(fd)
    return np.frombuffer(mapping, np.uint8)


def remove(path):
    try:
        os.unlink(path)
    except OSError:
        pass
