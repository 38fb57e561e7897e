"""Starts `cleave run` on an artifact that deadlocks, kills the driver with
SIGKILL once its ranks are up, and counts the ranks still alive after."""
import subprocess
import sys
import time

cleave, artifact = sys.argv[1:3]


def ranks():
    out = subprocess.run(["pgrep", "-f", "cleave-runner .*" + artifact],
                         capture_output=True, text=True).stdout
    return [p for p in out.split() if p]


driver = subprocess.Popen([cleave, "run", artifact, "--timeout", "120",
                           "--output", artifact + ".out"],
                          stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
deadline = time.time() + 60
while not ranks() and time.time() < deadline:
    time.sleep(0.1)
time.sleep(1)
driver.kill()
driver.wait()
deadline = time.time() + 20
while ranks() and time.time() < deadline:
    time.sleep(0.2)
print("ranks left after the driver was killed:", len(ranks()))
