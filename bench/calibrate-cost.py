#!/usr/bin/env python3
"""The cost model against measured CPU: for each request, the service's own estimate (read from the 400 of an
instance started with --max-request-cost 1) next to the CPU time one render of it takes (the service's user and
system time over N renders with the answer cache off, on one connection, one thread of each kind).

    python3 bench/calibrate-cost.py [BINARY] [N]    (N: at least this many renders each, default 5)

BINARY defaults to .build/release/masthead; the table it prints is the one in bench/README.md ("Cost
calibration"). The machine should be otherwise idle; CPU time is less disturbed by other work than wall time,
not immune to it."""
import http.client
import json
import os
import re
import socket
import subprocess
import sys
import time

REQUESTS = [
    "/v1/geometry?style=large",
    "/v1/timeline?style=large&from=0&to=2000&step=1",
    "/v1/curves.svg?style=large",
    "/v1/preview.svg?style=large&rows=0",
    "/v1/preview.svg?style=large&rows=50",
    "/v1/preview.svg?style=large&rows=200",
    "/v1/preview.svg?style=large&rows=200&text=paths",
    "/v1/filmstrip.svg?style=large&frames=12&rows=20",
    "/v1/filmstrip.svg?style=large&frames=12&rows=200&crop=8000&height=8000&text=paths",
    "/v1/preview.png?style=large&scale=1",
    "/v1/preview.png?style=large&scale=2",
    "/v1/preview.png?style=large&scale=3",
    "/v1/preview.png?style=large&scale=3&rows=200&text=paths",
    "/v1/preview.png?style=large&scale=4&height=1000&rows=100",
    "/v1/filmstrip.png?style=large",
    "/v1/filmstrip.png?style=large&frames=12&rows=20&scale=3",
    "/v1/filmstrip.png?style=large&frames=12&rows=200&scale=4&crop=8000&height=8000",
    "/v1/filmstrip.png?style=large&frames=12&rows=200&scale=4&crop=8000&height=8000&text=paths",
    "/v1/filmstrip.png?style=large&frames=4&rows=50&scale=4&crop=2000&height=2000",
    "/v1/filmstrip.png?style=large&frames=12&rows=200&scale=4&crop=950&height=8000&text=paths",
    "/v1/scroll.lottie.json?style=large",
    "/v1/scroll.lottie.json?style=large&rows=100&step=0.5",
    "/v1/scroll.svg?style=large",
    "/v1/scroll.svg?style=large&rows=100&step=0.5",
    "/v1/scroll.html?style=large&from=0&to=2000&step=1",
]


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def start(binary, *flags):
    port = free_port()
    process = subprocess.Popen([binary, "--port", str(port), "--log", "none", *flags], stderr=subprocess.DEVNULL)
    for _ in range(200):
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.1).close()
            return process, port
        except OSError:
            time.sleep(0.05)
    raise SystemExit("the service did not start")


def cpu_seconds(pid):
    fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else ".build/release/masthead"
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    estimator, estimator_port = start(binary, "--max-request-cost", "1")
    measured, measured_port = start(
        binary, "--cache-bytes", "0", "--threads", "1", "--render-threads", "1", "--max-request-cost", "1000000000")
    try:
        renders = http.client.HTTPConnection("127.0.0.1", measured_port, timeout=120)
        print("| request | estimate (ms) | measured CPU (ms) | ratio |")
        print("|---|---:|---:|---:|")
        for target in REQUESTS:
            estimates = http.client.HTTPConnection("127.0.0.1", estimator_port, timeout=60)
            estimates.request("GET", target)
            answer = estimates.getresponse()
            body = answer.read()
            estimates.close()
            found = re.search(r"cost about ([0-9.]+) ms", json.loads(body).get("detail", "")) if answer.status == 400 else None
            estimate = float(found.group(1)) if found else 0.0
            renders.request("GET", target)
            renders.getresponse().read()
            before = cpu_seconds(measured.pid)
            started = time.monotonic()
            done = 0
            # At least `count` renders and a second of CPU (the clock counts in ticks of 10 ms), at most 20 s.
            while done < count or (cpu_seconds(measured.pid) - before < 1 and time.monotonic() - started < 20):
                renders.request("GET", target)
                response = renders.getresponse()
                response.read()
                assert response.status == 200, (target, response.status)
                done += 1
            spent = (cpu_seconds(measured.pid) - before) / done * 1000
            ratio = estimate / spent if spent > 0 else float("inf")
            print(f"| `{target}` | {estimate:.3f} | {spent:.3f} | {ratio:.2f} |", flush=True)
    finally:
        for process in (estimator, measured):
            process.terminate()
            process.wait()


main()
