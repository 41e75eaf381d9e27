# Sourced by the scripts that run containers (container-test, kube-test, bare-machine-test), from the repository's
# root: podman set up as this machine needs it, and the stand-ins of the Dockerfile's base images.
#
# Sets `work` (.build/container), exports CONTAINERS_CONF, sets `podman` (the command with its runtime), and defines
# `stand_in_images`, which makes the Dockerfile's builder and runtime images where podman's storage lacks them and
# sets `builder`, `runtime` (their names) and `toolchain` (the Swift toolchain mounted at /opt/swift in the builder).
# The caller defines `say MESSAGE` and `fail MESSAGE`.

work="$PWD/.build/container"
mkdir -p "$work"
# crun fails on this machine's cgroups (v1), and podman's default ulimits cannot be set inside some sandboxes.
cat >"$work/containers.conf" <<'CONF'
[containers]
default_ulimits = []

[engine]
cgroup_manager = "cgroupfs"
runtime = "runc"
CONF
export CONTAINERS_CONF="$work/containers.conf"
podman=(podman --runtime runc)

# The base images are the official ones named in the Dockerfile. Where they are not in podman's storage (no registry
# but Debian's is reached here), stand-ins are made once and kept: debian:bookworm-slim from a minbase bookworm
# (mmdebstrap), and the Swift builder from the same plus the toolchain's libraries, with the Swift toolchain of this
# machine mounted at /opt/swift by whoever runs it.
stand_in_images() {
    local mirror=http://deb.debian.org/debian scratch wanted have libraries swift_binary
    builder=$(sed -n 's/^FROM \([^ ]*\) AS build$/\1/p' Dockerfile)
    runtime=$(sed -n 's/^FROM \([^ ]*\)$/\1/p' Dockerfile | tail -1)
    [[ -n "$builder" && -n "$runtime" ]] || fail "cannot read the builder and runtime images from the Dockerfile"
    swift_binary=$(readlink -f "$(command -v swift)") || fail "no Swift toolchain on PATH for the builder stand-in"
    toolchain=$(dirname "$(dirname "$(dirname "$swift_binary")")")

    # Trimmed like the official slim image: no documentation, manual pages or translations, in this image or in
    # what is installed on it later.
    local slim=(--variant=minbase --dpkgopt='path-exclude=/usr/share/doc/*' --dpkgopt='path-exclude=/usr/share/man/*'
        --dpkgopt='path-exclude=/usr/share/locale/*' --dpkgopt='path-exclude=/usr/share/info/*')
    scratch=$(mktemp -d)
    if ! "${podman[@]}" image exists "$runtime"; then
        say "making a stand-in for $runtime (mmdebstrap, minbase bookworm)"
        mmdebstrap --quiet "${slim[@]}" bookworm "$scratch/runtime.tar" "$mirror" \
            || fail "mmdebstrap could not make the $runtime stand-in"
        "${podman[@]}" import --change 'CMD ["bash"]' "$scratch/runtime.tar" "docker.io/library/$runtime" >/dev/null
        rm -f "$scratch/runtime.tar"
    fi
    if ! "${podman[@]}" image exists "$builder"; then
        wanted=${builder#swift:}
        wanted=${wanted%%-*}
        have=$(swift --version 2>&1 | sed -n 's/.*Swift version \([0-9]*\.[0-9]*\).*/\1/p' | head -1)
        [[ "$have" == "$wanted" ]] \
            || fail "$builder is not in podman's storage, and the toolchain here is Swift $have, not $wanted"
        say "making a stand-in for $builder (minbase bookworm, the toolchain's libraries, Swift $have from $toolchain)"
        libraries=binutils,git,libc6-dev,libcurl4-openssl-dev,libedit2,libgcc-12-dev,libncurses6,libpython3-dev
        libraries+=,libsqlite3-0,libstdc++-12-dev,libxml2-dev,libz3-dev,pkg-config,tzdata,zlib1g-dev,ca-certificates
        mmdebstrap --quiet "${slim[@]}" --include="$libraries" bookworm "$scratch/builder.tar" "$mirror" \
            || fail "mmdebstrap could not make the $builder stand-in"
        "${podman[@]}" import \
            --change 'ENV PATH=/opt/swift/usr/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
            --change 'CMD ["bash"]' "$scratch/builder.tar" "docker.io/library/$builder" >/dev/null
        rm -f "$scratch/builder.tar"
    fi
    rm -rf "$scratch"
}
