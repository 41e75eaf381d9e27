#!/usr/bin/env python3
"""The OpenAPI description as a client generator meets it: openapi-python-client against the real binary.

Starts $MASTHEAD_BINARY (default .build/debug/masthead) on a free port, generates a Python client from its
/openapi.json with openapi-python-client (pinned in requirements.txt, run from the venv scripts/setup --test makes
under .build/openapi-client, with config.yaml), and fails on any generator warning or error that docs/decisions.md
does not list (in backticks, with its reason). Then imports the client and calls every operation of the description
through it:

- every JSON answer typed: `parsed` is the model the description names, and its `to_dict()` is the answer's JSON;
  /v1/geometry once for every value of the generated `HeaderStyle` and `Device` enumerations;
- every POST with the one shared `HeaderRequest` body, whose answer must be byte for byte the GET's;
- every image and text answer through its raw response, the same bytes as a plain HTTP request gets, a PNG with its
  signature and size, an SVG that parses as XML;
- a refused request typed as `Problem` naming the parameter, and `If-None-Match` answered 304.

Run it with the venv's Python: .build/openapi-client/bin/python Tests/client/generated_client.py
"""

import importlib
import json
import os
import re
import subprocess
import sys
import tempfile
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(ROOT / "Tests" / "support"), str(HERE)]
from service_process import start_service, stop_service  # noqa: E402
from client_calls import Calls  # noqa: E402

PACKAGE = "masthead_client"


def allowed_warnings():
    """The generator warnings docs/decisions.md lists, each in backticks beginning `WARNING` or `ERROR`."""
    text = (ROOT / "docs" / "decisions.md").read_text(encoding="utf-8")
    return set(re.findall(r"`((?:WARNING|ERROR) [^`]+)`", text))


def warnings_of(output):
    """Each warning or error the generator printed: its heading line and the line that says what is wrong."""
    found = []
    lines = [line.strip() for line in output.splitlines()]
    for index, line in enumerate(lines):
        if line.startswith(("WARNING ", "ERROR ")):
            detail = next((following for following in lines[index + 1:] if following), "")
            found.append(f"{line} {detail}".strip())
    if "client was not created" in output:
        found.append("ERROR the client was not created")
    return found


def generate(document, scratch):
    """Generates the client into `scratch`; returns the generator's warnings not listed in docs/decisions.md."""
    generator = Path(sys.executable).parent / "openapi-python-client"
    result = subprocess.run(
        [str(generator), "generate", "--path", str(document), "--output-path", str(scratch / PACKAGE),
         "--meta", "none", "--config", str(HERE / "config.yaml")],
        capture_output=True, text=True, timeout=300)
    output = result.stdout + result.stderr
    allowed = allowed_warnings()
    unlisted = [w for w in warnings_of(output) if not any(w.startswith(a) for a in allowed)]
    if result.returncode != 0 and not unlisted:
        unlisted.append(f"ERROR openapi-python-client exited with {result.returncode}")
    if unlisted:
        print(output)
    return unlisted


def main():
    binary = os.environ.get("MASTHEAD_BINARY") or str(ROOT / ".build/debug/masthead")
    process, port = start_service(binary, name="client")
    problems = []
    try:
        base = f"http://127.0.0.1:{port}"
        with urllib.request.urlopen(base + "/openapi.json", timeout=10) as response:
            raw = response.read()
        description = json.loads(raw)
        with tempfile.TemporaryDirectory(prefix="masthead-client-") as folder:
            scratch = Path(folder)
            (scratch / "openapi.json").write_bytes(raw)
            unlisted = generate(scratch / "openapi.json", scratch)
            problems += [f"generator: {warning} (not listed in docs/decisions.md)" for warning in unlisted]
            if not (scratch / PACKAGE / "__init__.py").exists():
                problems.append("generator: no client was written")
            else:
                sys.path.insert(0, str(scratch))
                calls = Calls(importlib.import_module(PACKAGE), description, base)
                calls.run_all()
                problems += calls.failures
                print(f"client: {calls.count} calls through the generated client")
    finally:
        stop_service(process)
    for problem in problems:
        print(f"client: FAILED: {problem}")
    print(f"client: {'all checks passed' if not problems else f'{len(problems)} failures'}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
