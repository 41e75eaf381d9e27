"""Starting and stopping the real service binary for the Python checks (the answer corpus, the contract run)."""
import re
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def start_service(binary, extra=(), name="service"):
    """Starts `binary` on port 0 with `extra` arguments and returns (process, port) once it listens; lines it writes
    to standard error before that are passed on. Exits naming `name` when it does not listen within 60 s."""
    process = subprocess.Popen(
        [binary, "--port", "0", "--log", "none", *extra], cwd=ROOT, stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        line = process.stderr.readline()
        if not line:
            break
        match = re.search(r"listening on port (\d+)", line)
        if match:
            # Keep reading standard error so the service never blocks on a full pipe.
            threading.Thread(target=lambda: [None for _ in process.stderr], daemon=True).start()
            return process, int(match.group(1))
        sys.stderr.write(line)
    process.kill()
    raise SystemExit(f"{name}: {binary} did not start listening")


def stop_service(process):
    """Stops the service gracefully (SIGTERM), killing it if it lingers; returns its exit code."""
    if process.poll() is None:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
    return process.returncode
