#!/usr/bin/env python3
"""Prints how long a 200-frame export takes next to a 200-frame /v1/timeline, uncached, in the same run.

Starts the release binary (env MASTHEAD_BINARY, default .build/release/masthead; build it first with
`swift build -c release --product masthead`) on a free port with `--cache-bytes 0`, so every request renders, then
sends 20 requests for each (after 3 not counted) and prints the median wall time of each, and the service's CPU
time per request over those 20 (its threads' run time from /proc/<pid>/task/*/schedstat), which other work on a
shared machine disturbs far less than the wall time. It asserts nothing: the figures are for bench/README.md (the
Lottie export's target is under 20 ms).
"""

import os
import re
import statistics
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
RANGE = "style=large&back=Mailboxes&trailing=search,plus&from=0&to=199&step=1"
TARGETS = [
    ("/v1/scroll.lottie.json", RANGE),
    ("/v1/timeline", RANGE),
    ("/v1/scroll.svg", RANGE),
    ("/v1/scroll.html", RANGE),
]
COUNT, WARM_UP = 20, 3


def cpu_seconds(pid):
    """The run time of every thread of process `pid` so far, in seconds."""
    total = 0
    for task in Path(f"/proc/{pid}/task").iterdir():
        try:
            total += int((task / "schedstat").read_text().split()[0])
        except (FileNotFoundError, ProcessLookupError):
            pass
    return total / 1e9


def main():
    binary = Path(os.environ.get("MASTHEAD_BINARY", REPO / ".build" / "release" / "masthead"))
    process = subprocess.Popen(
        [str(binary), "--port", "0", "--cache-bytes", "0", "--log", "none", "--public-dir", str(REPO / "Public")],
        stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        port = None
        deadline = time.monotonic() + 30
        while port is None and time.monotonic() < deadline:
            match = re.search(rb"listening on port (\d+)", process.stderr.readline())
            port = int(match.group(1)) if match else None
        if port is None:
            sys.exit("masthead did not say which port it listens on")
        for path, query in TARGETS:
            url = f"http://127.0.0.1:{port}{path}?{query}"
            times = []
            size = 0
            cpu = 0.0
            for index in range(WARM_UP + COUNT):
                if index == WARM_UP:
                    cpu = cpu_seconds(process.pid)
                start = time.perf_counter()
                with urllib.request.urlopen(url, timeout=60) as response:
                    size = len(response.read())
                if index >= WARM_UP:
                    times.append(time.perf_counter() - start)
            cpu = (cpu_seconds(process.pid) - cpu) / COUNT
            print(f"{path:24} 200 frames, uncached: median {statistics.median(times) * 1000:7.2f} ms "
                  f"(min {min(times) * 1000:.2f}, max {max(times) * 1000:.2f}) over {COUNT}, "
                  f"CPU {cpu * 1000:6.2f} ms a request, {size} bytes")
    finally:
        process.terminate()
        process.wait(timeout=10)


if __name__ == "__main__":
    main()
