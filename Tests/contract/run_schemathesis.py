#!/usr/bin/env python3
"""Contract test: the real masthead binary against its own /openapi.json, with schemathesis.

Starts $MASTHEAD_BINARY (default .build/debug/masthead) on a free port, has schemathesis generate requests for
every operation of the description (valid and invalid ones, at least MIN_CASES in all), checks every answer
(no 5xx, documented status, content type, headers and schema, invalid data refused), stops the service, prints a
summary line and exits non-zero on any failure.

Every check runs, positive_data_acceptance included: a request that conforms to the schema must be accepted. The
few rules between two parameters that JSON Schema cannot state (safeAreaTop < height, from < to, offsets or a
range, at most 2001 timeline frames) are refused with a 400 by design; cross_parameter_rules.py, loaded as
schemathesis hooks, keeps positive cases that break one of them from being sent as positive.

Environment: MASTHEAD_BINARY, CONTRACT_EXAMPLES (per operation, default 100), CONTRACT_SEED (default fixed, so
CI runs are repeatable; "random" for a new one each run), CONTRACT_TIMEOUT (seconds, default 1800).
"""

import json
import os
import re
import signal
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "Tests" / "support"))
from service_process import start_service, stop_service  # noqa: E402
MIN_CASES = 1000
DEFAULT_SEED = "20261130"


def device_presets(port):
    """The device presets of the running service's catalog, as JSON, for the hooks."""
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/v1/catalog", timeout=10) as response:
        return json.dumps(json.load(response)["devices"])


def run_schemathesis(port, examples, seed, timeout):
    """Runs schemathesis in a scratch folder (it keeps a cache where it runs) and returns (exit code, output).

    One worker: generation, not the service, is the bottleneck, and concurrent workers now and then trip an
    internal Hypothesis error that would make the test flaky.
    """
    command = [
        "schemathesis", "--config-file", str(Path(__file__).resolve().parent / "schemathesis.toml"), "run", f"http://127.0.0.1:{port}/openapi.json",
        "--checks", "all",
        "--max-examples", str(examples), "--workers", "1", "--request-timeout", "30",
        "--generation-database", "none", "--continue-on-failure", "--no-color",
    ]
    if seed != "random":
        command += ["--seed", seed]
    here = str(Path(__file__).resolve().parent)
    environment = dict(
        os.environ, SCHEMATHESIS_HOOKS="cross_parameter_rules", CONTRACT_DEVICES=device_presets(port),
        PYTHONPATH=os.pathsep.join(filter(None, [here, os.environ.get("PYTHONPATH")])))
    try:
        with tempfile.TemporaryDirectory(prefix="masthead-contract-") as scratch:
            result = subprocess.run(
                command, cwd=scratch, env=environment, capture_output=True, text=True, timeout=timeout)
        return result.returncode, result.stdout + result.stderr
    except subprocess.TimeoutExpired as expired:
        output = expired.stdout or ""
        if isinstance(output, bytes):
            output = output.decode(errors="replace")
        return 124, output + f"\ncontract: schemathesis took longer than {timeout} seconds"


def main():
    binary = os.environ.get("MASTHEAD_BINARY") or str(ROOT / ".build/debug/masthead")
    examples = int(os.environ.get("CONTRACT_EXAMPLES", "100"))
    seed = os.environ.get("CONTRACT_SEED", DEFAULT_SEED)
    timeout = int(os.environ.get("CONTRACT_TIMEOUT", "1800"))
    started = time.monotonic()
    process, port = start_service(binary, name="contract")
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
