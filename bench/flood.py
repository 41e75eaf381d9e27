#!/usr/bin/env python3
"""Overload: a flood of the costliest accepted render next to the cheap lane, in one run.

    python3 bench/flood.py [BINARY]          (default .build/release/masthead)

Starts the service with its default flags (and --max-connections 2048 --timeout 120, so that the idle connections
of the second part stay open), then for each part (without, then with 1,000 idle keep-alive connections held open):

  1. wrk (-t1 -c16) on a cached geometry answer for BASELINE seconds alone;
  2. FLOOD_CLIENTS clients looping for FLOOD seconds on the costliest PNG the default --max-request-cost accepts,
     each request distinct (a new title), so none is answered from the cache, each with a 30 s client limit; after a
     503 a client waits its Retry-After (as a client should), after a 200 it asks again at once. Meanwhile the same
     wrk on the cached answer, a /healthz prober at 5 Hz (a new connection each time, as a kubelet probes, 10 s
     limit), and the service's resident memory every 0.25 s;
  3. the flood stopped, wrk for 1 s at once: the recovery; then wrk alone again for BASELINE seconds (the rate
     without the flood is the mean of the runs before and after, since the machine's load drifts).

Prints the /healthz p50/p99/max and failures, the cached rate with and without the flood and their ratio, the
flood's answers by status (and whether every 503 had Retry-After), resets and timeouts, RSS at most and after, and
the first second's rate after the flood. The numbers in bench/README.md ("Overload") come from this script.
Exits non-zero when the service's peak resident memory (the kernel's VmHWM) passed the memory limit of the
Deployment in deploy/kubernetes, so that a feature cannot push the pod into being killed unnoticed.
EVENT_LOOP=epoll measures the service with --event-loop epoll (poll, the default, otherwise).
"""
import http.client
import os
import re
import socket
import statistics
import subprocess
import sys
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BASELINE = int(os.environ.get("BASELINE", "10"))
FLOOD = int(os.environ.get("FLOOD", "30"))
FLOOD_CLIENTS = int(os.environ.get("FLOOD_CLIENTS", "64"))
IDLE = int(os.environ.get("IDLE", "1000"))
CACHED = "/v1/geometry?style=large&back=Mailboxes&title=Inbox&trailing=search,plus&offset=26"
HEAVY = "/v1/filmstrip.png?style=large&frames=12&rows=200&scale=4&crop=950&height=8000&text=paths&title=Flood%20"


def start(binary):
    process = subprocess.Popen(
        [binary, "--port", "0", "--log", "none", "--max-connections", "2048", "--timeout", "120"],
        cwd=ROOT, stderr=subprocess.PIPE, text=True)
    line = process.stderr.readline()
    match = re.search(r"listening on port (\d+)", line)
    if not match:
        sys.exit(f"flood: the service did not start: {line}")
    threading.Thread(target=process.stderr.read, daemon=True).start()
    return process, int(match.group(1))


def rss_mb(pid, field="VmRSS"):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith(field + ":"):
                return int(line.split()[1]) / 1024
    return 0.0


def pod_memory_limit_mb():
    """The container's memory limit in deploy/kubernetes/deployment.yaml (`limits: memory: 256Mi`), in MiB."""
    with open(os.path.join(ROOT, "deploy/kubernetes/deployment.yaml")) as manifest:
        text = manifest.read()
    match = re.search(r"limits:\s*\n(?:\s+\w+: .*\n)*?\s+memory: (\d+)(Mi|Gi)", text)
    if not match:
        sys.exit("flood: no memory limit found in deploy/kubernetes/deployment.yaml")
    return int(match.group(1)) * (1024 if match.group(2) == "Gi" else 1)


def wrk(port, seconds):
    output = subprocess.run(
        ["wrk", "-t1", "-c16", f"-d{seconds}s", "--timeout", "5s", "-s", os.path.join(ROOT, "bench/wrk/repeat.lua"),
         f"http://127.0.0.1:{port}", "--", CACHED], check=True, capture_output=True, text=True).stdout
    match = re.search(r"RESULT requests=(\d+) duration_us=(\d+) errors=(\d+) non2xx=(\d+) p50_us=(\d+) p99_us=(\d+)",
                      output)
    requests, duration_us, errors, non2xx, p50, p99 = map(int, match.groups())
    return {"rate": requests / (duration_us / 1e6), "errors": errors, "non2xx": non2xx, "p99_ms": p99 / 1000}


class Flood:
    def __init__(self, port):
        self.port = port
        self.running = True
        self.lock = threading.Lock()
        self.statuses = {}
        self.without_retry_after = 0
        self.failures = []
        self.count = 0
        self.threads = [threading.Thread(target=self.client, args=(index,), daemon=True)
                        for index in range(FLOOD_CLIENTS)]

    def client(self, index):
        connection = None
        sent = 0
        while self.running:
            sent += 1
            try:
                connection = connection or http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
                connection.request("GET", HEAVY + f"{index}-{sent}")
                response = connection.getresponse()
                response.read()
                retry = response.getheader("Retry-After")
                with self.lock:
                    self.statuses[response.status] = self.statuses.get(response.status, 0) + 1
                    if response.status == 503 and not (retry or "").isdigit():
                        self.without_retry_after += 1
                if response.getheader("Connection", "").lower() == "close":
                    connection.close()
                    connection = None
                if response.status == 503 and (retry or "").isdigit():
                    time.sleep(int(retry))
            except Exception as error:  # a reset, a timeout: each a defect
                with self.lock:
                    self.failures.append(repr(error))
                connection = None

    def start(self):
        for thread in self.threads:
            thread.start()

    def stop(self):
        self.running = False
        for thread in self.threads:
            thread.join(timeout=35)


def prober(port, until, latencies, failures):
    while time.time() < until:
        started = time.time()
        try:
            connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
            connection.request("GET", "/healthz")
            response = connection.getresponse()
            response.read()
            connection.close()
            if response.status != 200:
                failures.append(response.status)
            latencies.append((time.time() - started) * 1000)
        except Exception as error:
            failures.append(repr(error))
        time.sleep(max(0, 0.2 - (time.time() - started)))


def hold_idle(port, count):
    sockets = []
    for _ in range(count):
        held = socket.create_connection(("127.0.0.1", port))
        held.sendall(b"GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n")
        sockets.append(held)
    for held in sockets:
        held.settimeout(10)
        received = b""
        while b"\r\n\r\n" not in received or not received.endswith(b"}"):
            received += held.recv(4096)
    return sockets


def part(port, pid, idle):
    held = hold_idle(port, idle) if idle else []
    before = wrk(port, BASELINE)
    flood = Flood(port)
    latencies, failures, rss = [], [], []
    until = time.time() + FLOOD
    sampling = threading.Event()

    def sample():
        while not sampling.is_set():
            rss.append(rss_mb(pid))
            time.sleep(0.25)

    sampler = threading.Thread(target=sample, daemon=True)
    sampler.start()
    flood.start()
    probe = threading.Thread(target=prober, args=(port, until, latencies, failures), daemon=True)
    probe.start()
    flooded = wrk(port, FLOOD)
    probe.join()
    flood.stop()
    first_slice = wrk(port, 1)["rate"]
    sampling.set()
    sampler.join()
    # The machine's load drifts: the rate alone is the mean of one run before the flood and one after it.
    after_rate = wrk(port, BASELINE)["rate"]
    baseline = dict(before, rate=(before["rate"] + after_rate) / 2)
    after = rss_mb(pid)
    for each in held:
        each.close()
    ordered = sorted(latencies)
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))] if ordered else float("nan")
    title = f"with {idle} idle keep-alive connections" if idle else "no idle connections"
    loop = os.environ.get("EVENT_LOOP", "poll")
    print(f"\n== {title}, {loop}: {FLOOD_CLIENTS} clients flooding for {FLOOD} s")
    print(f"/healthz: {len(latencies)} probes, p50 {statistics.median(ordered):.1f} ms, p99 {p99:.1f} ms, "
          f"max {ordered[-1]:.1f} ms, failures {len(failures)} {failures[:3]}")
    print(f"cached geometry: {baseline['rate']:.0f} req/s alone, {flooded['rate']:.0f} req/s under the flood, "
          f"ratio {flooded['rate'] / baseline['rate']:.2f} (p99 {baseline['p99_ms']:.2f} -> {flooded['p99_ms']:.2f} "
          f"ms; errors {flooded['errors']}, non-2xx {flooded['non2xx']})")
    print(f"flood answers: {dict(sorted(flood.statuses.items()))}, 503 without Retry-After "
          f"{flood.without_retry_after}, resets or timeouts {len(flood.failures)} {flood.failures[:3]}")
    print(f"RSS: at most {max(rss):.0f} MB during the flood, {after:.0f} MB after")
    print(f"recovery: in the first second after the flood stopped, cached geometry at {first_slice:.0f} req/s, "
          f"{first_slice / baseline['rate']:.2f} of its rate alone")


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build/release/masthead")
    process, port = start(binary)
    try:
        part(port, process.pid, 0)
        if IDLE:
            part(port, process.pid, IDLE)
        peak, limit = rss_mb(process.pid, "VmHWM"), pod_memory_limit_mb()
        print(f"\nRSS peak over the whole run (VmHWM): {peak:.0f} MB against the pod's limit of {limit} MiB")
        if peak > limit:
            sys.exit(f"flood: FAILED: the peak resident memory {peak:.0f} MiB passed the pod's limit of {limit} MiB")
    finally:
        process.terminate()
        process.wait()


main()
