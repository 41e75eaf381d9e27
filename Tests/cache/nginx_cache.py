#!/usr/bin/env python3
"""deploy/nginx/masthead.conf, run by Debian's nginx in front of two instances of $MASTHEAD_BINARY, checked over HTTP.

- Repeated GETs (JSON and PNG) are answered by the cache: `X-Cache-Status: HIT`, the same bytes, and the instances'
  request counters (their own /metrics, read directly) do not move.
- `If-None-Match` with the entity tag gets 304 from the cache; another tag gets the answer.
- POSTs pass through: every one reaches an instance, answered as the GET.
- A 400 is kept 10 seconds at most: repeated at once it is a HIT, after the 10 s it reaches an instance again.
- Both instances restarted one after the other (SIGTERM, then started again on the same port) while a client asks
  for answers nobody asked for before (GET and POST) and retries a failure up to three times: every request is
  answered with the right bytes. How many needed a retry is printed (nginx's next-upstream retries make it 0).

Environment: MASTHEAD_BINARY (default .build/debug/masthead). scripts/cache-test runs it.
"""

import json
import os
import sys
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from nginx_front import ROOT, Instance, Nginx, free_port  # noqa: E402

ERROR_SECONDS = 10  # proxy_cache_valid 400 404 10s in deploy/nginx/masthead.conf


class Test:
    def __init__(self, nginx, instances):
        self.base = f"http://127.0.0.1:{nginx.port}"
        self.instances = instances
        self.failures = 0

    def check(self, condition, what):
        print(f"cache: {'ok' if condition else 'not ok'}: {what}")
        self.failures += 0 if condition else 1

    def requests(self):
        return sum(instance.requests() for instance in self.instances)

    def fetch(self, path, method="GET", body=None, headers=None):
        """(status, headers, body) through nginx."""
        data = json.dumps(body).encode() if body is not None else None
        request = urllib.request.Request(self.base + path, data=data, method=method, headers=headers or {})
        if data is not None:
            request.add_header("Content-Type", "application/json")
        try:
            with urllib.request.urlopen(request, timeout=30) as response:
                return response.status, response.headers, response.read()
        except urllib.error.HTTPError as error:
            return error.code, error.headers, error.read()

    def repeated(self, path):
        before = self.requests()
        first = self.fetch(path)
        again = [self.fetch(path) for _ in range(20)]
        moved = self.requests() - before
        self.check(first[0] == 200 and all(a[0] == 200 and a[2] == first[2] for a in again),
                   f"GET {path}: 21 answers, the same bytes")
        self.check(all(a[1]["X-Cache-Status"] == "HIT" for a in again) and moved == 1,
                   f"GET {path}: 20 repeats from the cache (X-Cache-Status HIT), the instances counted {moved} of 21")
        return first

    def conditional(self, path, first):
        tag = first[1]["ETag"]
        before = self.requests()
        status, headers, body = self.fetch(path, headers={"If-None-Match": tag})
        other = self.fetch(path, headers={"If-None-Match": '"not-this-one"'})
        self.check(status == 304 and body == b"" and headers["ETag"] == tag, f"If-None-Match {tag}: 304, no body")
        self.check(other[0] == 200 and other[2] == first[2], "If-None-Match with another tag: the answer")
        self.check(self.requests() == before, "both from the cache (the instances counted none)")

    def posts(self, path, body, expected):
        before = self.requests()
        answers = [self.fetch(path, "POST", body) for _ in range(3)]
        self.check(all(a[0] == 200 and a[2] == expected for a in answers) and self.requests() - before == 3,
                   f"POST {path} three times: each reached an instance ({self.requests() - before}), the GET's bytes")

    def errors(self):
        path = "/v1/geometry?offset=not-a-number"
        before = self.requests()
        first, second = self.fetch(path), self.fetch(path)
        self.check(first[0] == 400 and second[0] == 400 and second[1]["X-Cache-Status"] == "HIT"
                   and self.requests() - before == 1, "a 400 repeated at once is answered by the cache")
        # nginx counts whole seconds; an expired entry is served once more (STALE) while it is fetched anew.
        time.sleep(ERROR_SECONDS + 1.5)
        third = self.fetch(path)
        time.sleep(0.5)
        self.check(third[0] == 400 and third[1]["X-Cache-Status"] != "HIT" and self.requests() - before == 2,
                   f"after {ERROR_SECONDS} s it reaches an instance again ({third[1]['X-Cache-Status']})")

    def restarts(self):
        """Both instances restarted while a retrying client asks for new answers."""
        outcomes = {"answered": 0, "retried": 0, "failed": []}
        running = True

        def client():
            index = 0
            while running:
                index += 1
                offset = 1000 + index * 0.5  # never asked before: every request reaches an instance
                method, body = ("POST", {"offset": offset}) if index % 3 == 0 else ("GET", None)
                path = "/v1/geometry" + (f"?offset={offset:g}" if method == "GET" else "")
                for attempt in range(3):
                    try:
                        status, _, answer = self.fetch(path, method, body)
                    except OSError as error:
                        status, answer = 0, str(error).encode()
                    if status == 200 and json.loads(answer)["offset"] == offset:
                        outcomes["answered"] += 1
                        outcomes["retried"] += 1 if attempt else 0
                        break
                    time.sleep(0.2)
                else:
                    outcomes["failed"].append(f"{method} {path}: {status} {answer[:100]!r}")

        thread = threading.Thread(target=client)
        thread.start()
        codes = []
        for instance in self.instances:
            time.sleep(1)
            codes.append(instance.stop())
            time.sleep(0.5)  # the instance is down for a while, as in a real restart
            instance.start()
        time.sleep(1)
        running = False
        thread.join()
        self.check(codes == [0, 0], f"both instances restarted (exit statuses {codes})")
        self.check(outcomes["answered"] > 0 and not outcomes["failed"],
                   f"a retrying client saw no failure: {outcomes['answered']} answered, {outcomes['retried']} "
                   f"after a retry, {len(outcomes['failed'])} failed {outcomes['failed'][:2]}")


def main():
    binary = os.environ.get("MASTHEAD_BINARY") or str(ROOT / ".build/debug/masthead")
    instances = [Instance(binary, free_port()), Instance(binary, free_port())]
    nginx = Nginx([instance.port for instance in instances])
    try:
        for instance in instances:
            instance.start()
        nginx.start()
        test = Test(nginx, instances)
        geometry = test.repeated("/v1/geometry?style=large&offset=26&title=Inbox")
        test.repeated("/v1/preview.png?style=compact&offset=10&scale=1")
        test.conditional("/v1/geometry?style=large&offset=26&title=Inbox", geometry)
        test.posts("/v1/geometry", {"style": "large", "offset": 26, "title": "Inbox"}, geometry[2])
        test.errors()
        test.restarts()
    finally:
        nginx.stop()
        for instance in instances:
            if instance.process and instance.process.poll() is None:
                instance.stop()
    if test.failures:
        raise SystemExit(f"cache: FAILED: {test.failures} checks")
    print("cache: all checks passed")


if __name__ == "__main__":
    main()
