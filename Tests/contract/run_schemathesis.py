#!/usr/bin/env python3
"""Contract test: the real masthead binary against its own /openapi.json, with schemathesis.

Starts $MASTHEAD_BINARY (default .build/debug/masthead) on a free port, has schemathesis generate requests for
every operation of the description (valid and invalid ones, at least MIN_CASES in all), checks every answer
(no 5xx, documented status, content type, headers and schema, invalid data refused), stops the service, prints a
summary line and exits non-zero on any failure.

The one check left out is positive_data_acceptance: some valid-looking requests are refused by rules that JSON
Schema cannot state between two parameters (safeAreaTop < height, from < to, at most 2001 timeline frames), and
those refusals are 400s by design.

Environment: MASTHEAD_BINARY, CONTRACT_EXAMPLES (per operation, default 150), CONTRACT_SEED (default fixed, so
CI runs are repeatable; "random" for a new one each run), CONTRACT_TIMEOUT (seconds, default 480).
"""

import os
import re
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
MIN_CASES = 1000
DEFAULT_SEED = "20261130"


def start_service(binary):
    """Starts the binary on port 0 and returns (process, port) once it listens."""
    process = subprocess.Popen(
        [binary, "--port", "0", "--log", "none"], cwd=ROOT, stdin=subprocess.DEVNULL,
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
    raise SystemExit(f"contract: {binary} did not start listening")


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


def run_schemathesis(port, examples, seed, timeout):
    """Runs schemathesis in a scratch folder (it keeps a cache where it runs) and returns (exit code, output).

    One worker: generation, not the service, is the bottleneck, and concurrent workers now and then trip an
    internal Hypothesis error that would make the test flaky.
    """
    command = [
        "schemathesis", "run", f"http://127.0.0.1:{port}/openapi.json",
        "--checks", "all", "--exclude-checks", "positive_data_acceptance",
        "--max-examples", str(examples), "--workers", "1", "--request-timeout", "10",
        "--generation-database", "none", "--continue-on-failure", "--no-color",
    ]
    if seed != "random":
        command += ["--seed", seed]
    try:
        with tempfile.TemporaryDirectory(prefix="masthead-contract-") as scratch:
            result = subprocess.run(command, cwd=scratch, capture_output=True, text=True, timeout=timeout)
        return result.returncode, result.stdout + result.stderr
    except subprocess.TimeoutExpired as expired:
        output = expired.stdout or ""
        if isinstance(output, bytes):
            output = output.decode(errors="replace")
        return 124, output + f"\ncontract: schemathesis took longer than {timeout} seconds"


def main():
    binary = os.environ.get("MASTHEAD_BINARY") or str(ROOT / ".build/debug/masthead")
    examples = int(os.environ.get("CONTRACT_EXAMPLES", "150"))
    seed = os.environ.get("CONTRACT_SEED", DEFAULT_SEED)
    timeout = int(os.environ.get("CONTRACT_TIMEOUT", "480"))
    started = time.monotonic()
    process, port = start_service(binary)
    try:
        code, output = run_schemathesis(port, examples, seed, timeout)
        alive = process.poll() is None
    finally:
        stop_code = stop_service(process)
    print(output)
    generated = re.search(r"(\d+) generated", output)
    operations = re.search(r"Tested: (\d+)", output)
    failures = re.search(r"(\d+) found (\d+) unique failures", output)
    cases = int(generated.group(1)) if generated else 0
    failed = int(failures.group(2)) if failures else (0 if code == 0 else 1)
    problems = []
    if code != 0:
        problems.append(f"schemathesis exited with {code}")
    if cases < MIN_CASES:
        problems.append(f"only {cases} test cases were generated, fewer than {MIN_CASES}")
    if not alive:
        problems.append("the service died during the run")
    if stop_code not in (0, -signal.SIGTERM):
        problems.append(f"the service stopped with exit code {stop_code}")
    if problems and failed == 0:
        failed = 1
    seconds = time.monotonic() - started
    print(
        f"contract: {operations.group(1) if operations else '?'} operations, {cases} test cases, "
        f"seed {seed}, {seconds:.0f} s" + ("" if not problems else "; " + "; ".join(problems)))
    print(f"contract: {max(cases - failed, 0)} passed, {failed} failed")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
