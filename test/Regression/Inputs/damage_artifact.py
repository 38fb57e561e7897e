"""Damages a copy of an artifact the way disks and copies do.

usage: damage_artifact.py IN OUT dynamic|insert
  dynamic: overwrites the ELF dynamic section with 0xff bytes (dlopen
           crashed on such a file before artifacts were sealed)
  insert:  inserts one byte in the middle (the seal's length no longer
           matches)
"""
import struct
import sys

source, target, how = sys.argv[1:4]
data = bytearray(open(source, "rb").read())
if how == "dynamic":
    (shoff,) = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum = struct.unpack_from("<HH", data, 0x3A)
    for i in range(shnum):
        base = shoff + i * shentsize
        (kind,) = struct.unpack_from("<I", data, base + 4)
        if kind == 6:  # SHT_DYNAMIC
            offset, size = struct.unpack_from("<QQ", data, base + 0x18)
            data[offset : offset + size] = b"\xff" * size
            break
    else:
        sys.exit("no dynamic section")
elif how == "insert":
    middle = len(data) // 2
    data[middle:middle] = b"\0"
else:
    sys.exit("unknown damage " + how)
open(target, "wb").write(bytes(data))
