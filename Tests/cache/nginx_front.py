"""Debian's nginx with deploy/nginx/masthead.conf in front of two Masthead instances, for nginx_cache.py."""

import os
import re
import socket
import subprocess
import tempfile
import threading
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def wait_for(port, path="/healthz", seconds=30):
    """Waits until `path` on `port` answers 200."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}{path}", timeout=2) as response:
                if response.status == 200:
                    return
        except OSError:
            time.sleep(0.05)
    raise SystemExit(f"cache: nothing answered {path} on port {port} within {seconds} s")


class Instance:
    """One Masthead process on a fixed port, which can be restarted on the same port."""

    def __init__(self, binary, port):
        self.binary = binary
        self.port = port
        self.process = None

    def start(self):
        self.process = subprocess.Popen(
            [self.binary, "--port", str(self.port), "--log", "none"], cwd=ROOT, stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        wait_for(self.port)

    def stop(self):
        """SIGTERM, as a restart sends; returns the exit status."""
        self.process.terminate()
        return self.process.wait(timeout=30)

    def requests(self):
        """The instance's request count (masthead_requests_total over every route but /metrics)."""
        with urllib.request.urlopen(f"http://127.0.0.1:{self.port}/metrics", timeout=5) as response:
            text = response.read().decode()
        counted = re.findall(r'^masthead_requests_total\{route="([^"]*)",[^}]*\} (\d+)', text, re.MULTILINE)
        return sum(int(count) for route, count in counted if route != "/metrics")


class Nginx:
    """nginx -p <scratch> with deploy/nginx/masthead.conf, its instances, port and cache path made local."""

    def __init__(self, upstream_ports):
        self.scratch = tempfile.TemporaryDirectory(prefix="masthead-nginx-")
        self.folder = Path(self.scratch.name)
        self.port = free_port()
        shipped = (ROOT / "deploy" / "nginx" / "masthead.conf").read_text()
        servers = iter(upstream_ports)
        local = re.sub(r"server 127\.0\.0\.1:\d+", lambda _: f"server 127.0.0.1:{next(servers)}", shipped)
        local = local.replace("/var/cache/nginx/masthead", str(self.folder / "cache"))
        local = local.replace("listen 80;", f"listen 127.0.0.1:{self.port};").replace("listen [::]:80;", "")
        (self.folder / "masthead.conf").write_text(local)
        user = "user root;\n" if os.geteuid() == 0 else ""
        temp = " ".join(f"{kind}_temp_path {self.folder / kind};" for kind in ("client_body", "proxy", "fastcgi",
                                                                               "uwsgi", "scgi"))
        (self.folder / "nginx.conf").write_text(
            f"{user}worker_processes 1;\npid {self.folder / 'nginx.pid'};\nerror_log {self.folder / 'error.log'};\n"
            f"events {{}}\nhttp {{\n    access_log {self.folder / 'access.log'};\n    {temp}\n"
            f"    include {self.folder / 'masthead.conf'};\n}}\n")
        self.process = None

    def start(self):
        configuration = str(self.folder / "nginx.conf")
        test = subprocess.run(["nginx", "-t", "-q", "-e", "stderr", "-p", str(self.folder), "-c", configuration],
                              capture_output=True, text=True)
        if test.returncode != 0:
            raise SystemExit(f"cache: nginx refuses the configuration: {test.stderr.strip()}")
        self.process = subprocess.Popen(
            ["nginx", "-e", "stderr", "-p", str(self.folder), "-c", configuration, "-g", "daemon off;"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        threading.Thread(target=lambda: [None for _ in self.process.stderr], daemon=True).start()
        wait_for(self.port)

    def stop(self):
        if self.process and self.process.poll() is None:
            self.process.terminate()
            self.process.wait(timeout=30)
        self.scratch.cleanup()
