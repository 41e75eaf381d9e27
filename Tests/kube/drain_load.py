"""Load during a stop, for kube_play.py: clients that keep asking and sort every answer, and a prober that polls the
readiness and liveness paths as the kubelet does."""

import http.client
import threading
import time


class Load:
    """`keepalive` clients on persistent connections and `fresh` clients that open a connection per request, all
    asking for geometry until `stop()`. Each request is answered (a complete 200), refused (the connection is
    refused before anything is sent), or cut (anything else: a reset, a close mid-answer, another status)."""

    def __init__(self, port, keepalive=2, fresh=2):
        self.port = port
        self.answered = 0
        self.refused = 0
        self.cut = []
        self.lock = threading.Lock()
        self.running = True
        self.threads = [threading.Thread(target=self.client, args=(True,)) for _ in range(keepalive)]
        self.threads += [threading.Thread(target=self.client, args=(False,)) for _ in range(fresh)]

    def start(self):
        for thread in self.threads:
            thread.start()
        return self

    def stop(self):
        self.running = False
        for thread in self.threads:
            thread.join()

    def client(self, keepalive):
        connection = None
        index = 0
        while self.running:
            index += 1
            if connection is None or not keepalive:
                connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
                try:
                    connection.connect()
                except ConnectionRefusedError:
                    with self.lock:
                        self.refused += 1
                    connection = None
                    time.sleep(0.05)
                    continue
            try:
                connection.request("GET", f"/v1/geometry?offset={index % 300}")
                response = connection.getresponse()
                body = response.read()
                ok = response.status == 200 and body.startswith(b"{") and body.endswith(b"}")
                with self.lock:
                    if ok:
                        self.answered += 1
                    else:
                        self.cut.append(f"status {response.status}")
                if response.will_close or not keepalive:
                    connection.close()
                    connection = None
            except OSError as error:
                with self.lock:
                    self.cut.append(f"{type(error).__name__}: {error}")
                connection.close()
                connection = None


class Prober:
    """Polls `paths` every `period` seconds on new connections; `seen[path]` is a list of (time, status), status 0
    for a connection that failed."""

    def __init__(self, port, paths, period=0.1):
        self.port = port
        self.paths = paths
        self.period = period
        self.seen = {path: [] for path in paths}
        self.running = True
        self.thread = threading.Thread(target=self.run)

    def start(self):
        self.thread.start()
        return self

    def stop(self):
        self.running = False
        self.thread.join()

    def run(self):
        while self.running:
            for path in self.paths:
                self.seen[path].append((time.monotonic(), self.status(path)))
            time.sleep(self.period)

    def status(self, path):
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=5)
        try:
            connection.request("GET", path)
            response = connection.getresponse()
            response.read()
            return response.status
        except OSError:
            return 0
        finally:
            connection.close()

    def span(self, path, status, after):
        """Seconds from `after` to the first `status` of `path`, and how long it lasted: (start, length), or None."""
        times = [t for t, s in self.seen[path] if t >= after and s == status]
        if not times:
            return None
        later = [t for t, s in self.seen[path] if t > times[0] and s != status]
        end = later[0] if later else times[-1]
        return times[0] - after, end - times[0]
