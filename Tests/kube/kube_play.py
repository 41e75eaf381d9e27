#!/usr/bin/env python3
"""deploy/kubernetes's Deployment run by `podman kube play` with the image scripts/container-test builds.

Checks, over HTTP from outside the pod as the kubelet would: the pod becomes ready through its readiness probe's path
(/readyz) and alive through its liveness probe's; it answers through its port; it runs as the manifest's user and
group, with no capability, no privilege escalation, the runtime's seccomp filter and a read-only root; it takes the
manifest's environment (every variable set in the process, THREADS answering threads, DRAIN_SECONDS of draining);
and stopping it as the kubelet does (SIGTERM, then terminationGracePeriodSeconds) under load cuts no request: every
one is answered or refused at connect, /readyz answers 503 for DRAIN_SECONDS while /healthz stays 200, and the
process exits 0. Then `podman kube down` removes it.

What is played is the manifest with three changes podman on one host needs, printed when it starts: one replica
(podman runs every replica on this host, and with host networking they would share the port); the port a free one
(PORT and containerPort), not 8080; and no `ports` list (podman maps ports only with its own networks, and here
containers run with host networking). podman 4.3's `kube down` removes a pod by force, without the grace period, so
the stop is `podman pod stop --time <terminationGracePeriodSeconds>` first, which sends SIGTERM and waits as the
kubelet does. Kinds podman cannot play (Service, HorizontalPodAutoscaler, PodDisruptionBudget, NetworkPolicy,
Namespace) are listed; scripts/kubernetes-check validates them.

Environment: CONTAINERS_CONF (scripts/kube-test writes it), KUBE_IMAGE (default localhost/masthead:test).
"""

import copy
import os
import socket
import subprocess
import sys
import tempfile
from pathlib import Path

import yaml

sys.path.insert(0, str(Path(__file__).resolve().parent))
from pod_checks import Checks  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
PODMAN = ["podman", "--runtime", "runc"]
PLAYED_KINDS = {"Deployment", "Pod", "ConfigMap", "PersistentVolumeClaim"}


def podman(*arguments, check=True, timeout=120):
    result = subprocess.run([*PODMAN, *arguments], capture_output=True, text=True, timeout=timeout)
    if check and result.returncode != 0:
        raise SystemExit(f"kube: podman {' '.join(arguments)} failed: {result.stderr.strip()[-500:]}")
    return result


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def manifests():
    """Every document of deploy/kubernetes, with its file."""
    for path in sorted((ROOT / "deploy" / "kubernetes").glob("*.yaml")):
        for document in yaml.safe_load_all(path.read_text()):
            if document:
                yield path.name, document


def played(deployment, port):
    """The Deployment as played here: one replica, `port` instead of the container port, no port list."""
    copied = copy.deepcopy(deployment)
    copied["spec"]["replicas"] = 1
    container = copied["spec"]["template"]["spec"]["containers"][0]
    original = container.pop("ports")[0]["containerPort"]
    for variable in container["env"]:
        if variable["name"] == "PORT":
            variable["value"] = str(port)
    return copied, original


def image_name(reference):
    """The name podman stores a short image reference under."""
    return reference if "/" in reference.split(":")[0] else f"localhost/{reference}"


def main():
    documents = list(manifests())
    skipped = [f"{kind} ({name})" for name, doc in documents if (kind := doc["kind"]) not in PLAYED_KINDS]
    print("kube: not played by podman, validated by scripts/kubernetes-check: " + ", ".join(skipped))
    deployment = next(doc for _, doc in documents if doc["kind"] == "Deployment")
    spec = deployment["spec"]["template"]["spec"]
    container = spec["containers"][0]
    podman("tag", os.environ.get("KUBE_IMAGE", "localhost/masthead:test"), image_name(container["image"]))
    port = free_port()
    copied, original = played(deployment, port)
    print(f"kube: playing {deployment['metadata']['name']} with 1 replica of {deployment['spec']['replicas']}, "
          f"port {port} for {original}, host networking")
    checks = Checks(PODMAN, port)
    with tempfile.TemporaryDirectory(prefix="masthead-kube-") as scratch:
        manifest = Path(scratch) / "deployment.yaml"
        manifest.write_text(yaml.safe_dump(copied))
        podman("kube", "down", str(manifest), check=False)
        podman("kube", "play", "--network", "host", str(manifest))
        try:
            checks.run(deployment, container, spec)
        finally:
            down = podman("kube", "down", str(manifest), check=False)
            checks.check(down.returncode == 0, "podman kube down removes the pod")
            left = podman("pod", "ps", "--format", "{{.Name}}", check=False).stdout.split()
            checks.check(not any(n.startswith(deployment["metadata"]["name"] + "-pod") for n in left),
                         "no pod of the Deployment is left")
    if checks.failures:
        raise SystemExit(f"kube: FAILED: {checks.failures} checks")
    print("kube: all checks passed")


if __name__ == "__main__":
    main()
