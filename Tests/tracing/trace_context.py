#!/usr/bin/env python3
"""W3C Trace Context: the trace id Masthead keeps from a `traceparent`, against OpenTelemetry's reference propagator.

    trace_context.py    starts $MASTHEAD_BINARY (default .build/debug/masthead) with its request log on, sends one
                        request for each `traceparent` below (random valid ones, formatted by OpenTelemetry, and the
                        ways a header can be wrong), and compares the `trace` of each request's log line with what
                        `opentelemetry-api`'s TraceContextTextMapPropagator extracts from the same value: the same
                        trace id, or none from both. Prints "trace context: N agree, N differ"; exits 1 when one
                        differs.

Each request carries its own `X-Request-ID`, which finds its log line and must come back as it was sent.
"""

import http.client
import json
import os
import random
import re
import subprocess
import sys
import threading
import time
from pathlib import Path

from opentelemetry import trace
from opentelemetry.trace.propagation.tracecontext import TraceContextTextMapPropagator

ROOT = Path(__file__).resolve().parents[2]
SEED = 1729


def cases():
    """`traceparent` values: random valid ones of versions 00 and later, then each way of being wrong."""
    generator = random.Random(SEED)
    values = []
    for _ in range(40):
        trace_id = trace.format_trace_id(generator.getrandbits(128) or 1)
        span_id = trace.format_span_id(generator.getrandbits(64) or 1)
        flags = generator.choice(["00", "01", "02", "ff"])
        values.append(f"00-{trace_id}-{span_id}-{flags}")
        values.append(f"{generator.choice(['01', '0a', 'cc', 'fe'])}-{trace_id}-{span_id}-{flags}")
        values.append(f"01-{trace_id}-{span_id}-{flags}-future-fields")
    good = values[0]
    trace_id, span_id = good[3:35], good[36:52]
    values += [
        f"ff-{trace_id}-{span_id}-01",                      # version ff is invalid
        f"00-{'0' * 32}-{span_id}-01",                      # all-zero trace id
        f"00-{trace_id}-{'0' * 16}-01",                     # all-zero parent id
        f"00-{trace_id.upper()}-{span_id}-01",              # upper case
        f"00-{trace_id}-{span_id}-01-extra",                # version 00 has exactly four fields
        f"01-{trace_id}-{span_id}-01x",                     # a later field must start with a dash
        f"00-{trace_id[:-1]}-{span_id}0-01",                # the dashes one place off
        f"00-{trace_id}-{span_id}-1",                       # flags too short
        f"00-{trace_id}-{span_id[:-1]}-01",                 # parent id too short
        f"0-{trace_id}-{span_id}-01",                       # version too short
        f"00-{trace_id[:-1]}g-{span_id}-01",                # not hex
        f"00_{trace_id}_{span_id}_01",
        f" 00-{trace_id}-{span_id}-01 ",                    # spaces around, which HTTP strips
        "", "garbage", "00",
    ]
    return values


def reference(value):
    """The trace id OpenTelemetry extracts from `value`, as 32 hex digits, or None."""
    context = TraceContextTextMapPropagator().extract({"traceparent": value})
    span = trace.get_current_span(context).get_span_context()
    return trace.format_trace_id(span.trace_id) if span.is_valid else None


def main():
    binary = os.environ.get("MASTHEAD_BINARY") or str(ROOT / ".build" / "debug" / "masthead")
    process = subprocess.Popen(
        [binary, "--port", "0", "--log", "requests", "--public-dir", str(ROOT / "Public")],
        stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    lines = []
    port = None
    deadline = time.monotonic() + 60
    while port is None and time.monotonic() < deadline:
        line = process.stderr.readline()
        if not line:
            break
        match = re.search(r"listening on port (\d+)", line)
        port = int(match.group(1)) if match else None
    if port is None:
        process.kill()
        raise SystemExit(f"trace context: {binary} did not start listening")
    threading.Thread(target=lambda: [lines.append(line) for line in process.stderr], daemon=True).start()

    values = cases()
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    for index, value in enumerate(values):
        connection.putrequest("GET", "/healthz")
        connection.putheader("X-Request-ID", f"trace-context-{index}")
        connection.putheader("traceparent", value)
        connection.endheaders()
        response = connection.getresponse()
        response.read()
        if response.getheader("X-Request-ID") != f"trace-context-{index}":
            raise SystemExit(f"trace context: request {index} came back as {response.getheader('X-Request-ID')}")
    process.terminate()
    process.wait(timeout=20)
    time.sleep(0.2)

    logged = {}
    for line in lines:
        record = json.loads(line)
        if str(record.get("id", "")).startswith("trace-context-"):
            logged[int(record["id"].rsplit("-", 1)[1])] = record.get("trace")
    agree, differ = 0, []
    for index, value in enumerate(values):
        expected = reference(value)
        if index in logged and logged[index] == expected:
            agree += 1
        else:
            differ.append(f"  {value!r}: OpenTelemetry {expected}, Masthead {logged.get(index, 'no log line')}")
    print(f"trace context: {agree} agree, {len(differ)} differ")
    print("\n".join(differ)) if differ else None
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
