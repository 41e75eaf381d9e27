#!/usr/bin/env bash
# Contract test of the real binary against its /openapi.json. Installs the pinned schemathesis when it is missing,
# then runs run_schemathesis.py (see there for the environment variables). Exits non-zero on any failure.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
wanted="$(sed -n 's/^schemathesis==//p' "$here/requirements.txt")"
if [ "$(schemathesis --version 2>/dev/null | awk '{print $NF}')" != "$wanted" ]; then
    python3 -m pip install --quiet -r "$here/requirements.txt"
fi
exec python3 "$here/run_schemathesis.py"
