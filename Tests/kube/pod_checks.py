"""The checks of kube_play.py on the played pod: probes, answers, user, lockdown, environment, and the drain."""

import re
import subprocess
import time
import urllib.error
import urllib.request

from drain_load import Load, Prober


class Checks:
    def __init__(self, podman, port):
        self.podman = podman
        self.port = port
        self.failures = 0

    def check(self, condition, what):
        print(f"kube: {'ok' if condition else 'not ok'}: {what}")
        if not condition:
            self.failures += 1
        return condition

    def get(self, path):
        """(status, body) of a GET of `path`, (0, b"") when it fails."""
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{self.port}{path}", timeout=5) as response:
                return response.status, response.read()
        except urllib.error.HTTPError as error:
            return error.code, error.read()
        except OSError:
            return 0, b""

    def exec(self, container, command):
        result = subprocess.run([*self.podman, "exec", container, "sh", "-c", command], capture_output=True,
                                text=True, timeout=30)
        return result.returncode, result.stdout + result.stderr

    def run(self, deployment, container, spec):
        name = f"{deployment['metadata']['name']}-pod-0"
        inside = f"{name}-{container['name']}"
        readiness = container["readinessProbe"]["httpGet"]["path"]
        liveness = container["livenessProbe"]["httpGet"]["path"]
        started = time.monotonic()
        while time.monotonic() - started < 30 and self.get(readiness)[0] != 200:
            time.sleep(0.1)
        status, body = self.get(readiness)
        self.check(status == 200 and b'"ready"' in body,
                   f"ready through {readiness} after {time.monotonic() - started:.1f} s")
        self.check(self.get(liveness)[0] == 200, f"alive through {liveness}")
        status, body = self.get("/v1/geometry?style=large&offset=26")
        self.check(status == 200 and b'"style":"large"' in body, "a geometry document through its port")
        status, body = self.get("/v1/preview.png?style=compact&scale=1")
        self.check(status == 200 and body[:4] == b"\x89PNG", "a PNG preview through its port")
        self.lockdown(inside, container, spec)
        self.environment(inside, container)
        self.drain(name, inside, container, spec, readiness, liveness)

    def lockdown(self, inside, container, spec):
        context = {**spec.get("securityContext", {}), **container.get("securityContext", {})}
        _, status = self.exec(inside, "cat /proc/1/status")
        fields = dict(re.findall(r"^(\w+):\s*(.*)$", status, re.MULTILINE))
        user, group = fields.get("Uid", "").split(), fields.get("Gid", "").split()
        self.check(set(user) == {str(context["runAsUser"])}, f"runs as user {context['runAsUser']} ({user})")
        self.check(set(group) == {str(context["runAsGroup"])}, f"runs as group {context['runAsGroup']} ({group})")
        if context["capabilities"]["drop"] == ["ALL"]:
            self.check(int(fields.get("CapEff", "1"), 16) == 0, f"no capability (CapEff {fields.get('CapEff')})")
        if context["allowPrivilegeEscalation"] is False:
            self.check(fields.get("NoNewPrivs") == "1", "no privilege escalation (NoNewPrivs 1)")
        if context["seccompProfile"]["type"] == "RuntimeDefault":
            self.check(fields.get("Seccomp") == "2", f"a seccomp filter (Seccomp {fields.get('Seccomp')})")
        if context["readOnlyRootFilesystem"]:
            code, output = self.exec(inside, "echo x > /masthead-write-probe")
            self.check(code != 0 and "Read-only file system" in output, "the root file system is read-only")

    def environment(self, inside, container):
        _, environ = self.exec(inside, "tr '\\0' '\\n' < /proc/1/environ")
        wanted = {variable["name"]: variable["value"] for variable in container["env"]}
        wanted["PORT"] = str(self.port)  # the one change made to the environment for playing it here
        present = dict(line.split("=", 1) for line in environ.splitlines() if "=" in line)
        missing = {k: v for k, v in wanted.items() if present.get(k) != v}
        self.check(not missing, f"the process has the manifest's environment ({len(wanted)} variables)")
        logs = subprocess.run([*self.podman, "logs", inside], capture_output=True, text=True)
        logs = logs.stdout + logs.stderr
        threads = re.search(r"with (\d+) threads", logs)
        self.check(threads is not None and threads.group(1) == wanted.get("THREADS"),
                   f"THREADS={wanted.get('THREADS')}: {threads.group(0) if threads else 'no start line'}")

    def drain(self, pod, inside, container, spec, readiness, liveness):
        """Stops the pod as the kubelet does, under load, and checks the drain."""
        wanted = {variable["name"]: variable["value"] for variable in container["env"]}
        drain_seconds = float(wanted.get("DRAIN_SECONDS", "0"))
        grace = spec["terminationGracePeriodSeconds"]
        load = Load(self.port).start()
        prober = Prober(self.port, [readiness, liveness]).start()
        time.sleep(1)
        signalled = time.monotonic()
        stop = subprocess.run([*self.podman, "pod", "stop", "--time", str(grace), pod], capture_output=True,
                              text=True, timeout=grace + 30)
        stopped = time.monotonic() - signalled
        load.stop()
        prober.stop()
        exit_code = subprocess.run([*self.podman, "inspect", "--format", "{{.State.ExitCode}}", inside],
                                   capture_output=True, text=True).stdout.strip()
        self.check(stop.returncode == 0 and exit_code == "0",
                   f"stopped with SIGTERM in {stopped:.1f} s of {grace}, exit status {exit_code}")
        draining = prober.span(readiness, 503, signalled)
        self.check(draining is not None and draining[0] < 1 and abs(draining[1] - drain_seconds) < 1.5,
                   f"{readiness} answers 503 for DRAIN_SECONDS={drain_seconds:g} s "
                   f"({'never' if draining is None else f'after {draining[0]:.1f} s, for {draining[1]:.1f} s'})")
        alive = [s for t, s in prober.seen[liveness] if draining and signalled <= t <= signalled + draining[1]]
        self.check(bool(alive) and set(alive) == {200}, f"{liveness} answers 200 while draining")
        self.check(load.answered > 0 and not load.cut,
                   f"no request cut: {load.answered} answered, {load.refused} refused at connect, "
                   f"{len(load.cut)} cut {sorted(set(load.cut))[:3]}")
        logs = subprocess.run([*self.podman, "logs", inside], capture_output=True, text=True)
        logs = logs.stdout + logs.stderr
        self.check("connections cut" not in logs, "the service logged no cut connection")
