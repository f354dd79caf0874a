#!/usr/bin/env bash
# `npm run check:image`: builds the Docker image at / and under /robotics/, runs each the way
# docker-compose.yml runs it (read-only root, an EMPTY tmpfs on /tmp, every capability
# dropped, no-new-privileges, uid 33) and checks what an operator relies on over HTTP:
# health, prerendered routes, the 404 page, route data, the sub-path, compression, headers.
# Too slow for `npm test` (two image builds); run it after changing the Dockerfile,
# docker-compose.yml or nginx.conf.
#
# With a Docker engine it runs docker-compose.yml itself with `docker compose`. Without one
# it builds with podman, and runs docker-compose.yml itself too when podman's Docker API
# service answers on PODMAN_SOCKET (default /run/podman/podman.sock, started with
# `podman system service --time=0 unix:///run/podman/podman.sock &`) and a compose client is
# installed (`docker compose`, or Debian's docker-compose). Otherwise it falls back to the
# same settings spelled out as `podman run` flags (podman's `notmpcopyup` gives the empty
# tmpfs that Docker gives). Where Docker Hub is out of reach, `--stand-in-bases`
# first builds local stand-ins for the two base images: Debian bookworm from debootstrap,
# and the same with this machine's Node 24 and npm (and its CA bundle, for a registry
# behind a TLS-inspecting proxy) and the `node` user (uid 1000) of the real one.
#
#   npm run check:image                      # docker compose, or podman with the real bases
#   npm run check:image -- --stand-in-bases  # podman with local stand-ins for the bases
#
# podman 4.3 (Debian bookworm) on a host with cgroups v1 starts containers once
# /etc/containers/containers.conf has `runtime = "runc"` under [engine] (apt-get install
# runc) and, where runc may not raise them ("error setting rlimit type 6"), limits no higher
# than podman's own under [containers]: `default_ulimits = ["nofile=20000:20000",
# "nproc=32768:32768"]` (see `grep -E 'processes|open files' /proc/<podman's pid>/limits`).
#
# Where podman's runtime cannot start a container at all ("cgroups in hybrid mode not
# supported", or setrlimit refused inside a sandbox), BUILDAH_ISOLATION=chroot still builds the
# image; the run and the HTTP checks then need a machine that can run containers.
set -euo pipefail
cd "$(dirname "$0")/.."

stand_in=false
# The commit the images are built from, which their revision label must carry.
revision=$(git rev-parse HEAD)
[ "${1:-}" = "--stand-in-bases" ] && stand_in=true
port_root=${CHECK_IMAGE_PORT:-18080}
port_sub=$((port_root + 1))
failures=0

podman_socket=${PODMAN_SOCKET:-/run/podman/podman.sock}

# A Docker engine, and not podman's Docker API (which answers `docker info` too).
if docker info >/dev/null 2>&1 && ! docker version --format '{{range .Server.Components}}{{.Name}} {{end}}' | grep -q Podman; then
  engine=docker
else
  engine=podman
fi
command -v "$engine" >/dev/null || { echo "Neither a Docker engine nor podman is available: install podman (sudo apt-get install -y --no-install-recommends podman runc)." >&2; exit 1; }
# Everything the run needs, checked before it starts anything.
needs=(curl git)
if $stand_in; then needs+=(debootstrap node npm); fi
missing=()
for tool in "${needs[@]}"; do command -v "$tool" >/dev/null || missing+=("$tool"); done
if [ ${#missing[@]} -gt 0 ]; then
  echo "check:image needs ${missing[*]}: on Debian, sudo apt-get install -y --no-install-recommends ${missing[*]/node/nodejs} (Node 24 as the README says)." >&2
  exit 1
fi

# compose: how docker-compose.yml itself is run; empty when only `podman run` is left.
compose=()
if [ "$engine" = docker ]; then
  compose=(docker compose)
elif curl -sf --unix-socket "$podman_socket" http://podman/_ping >/dev/null 2>&1; then
  if docker compose version >/dev/null 2>&1; then
    compose=(env "DOCKER_HOST=unix://$podman_socket" docker compose)
  elif command -v docker-compose >/dev/null; then
    compose=(env "DOCKER_HOST=unix://$podman_socket" docker-compose)
  fi
fi
if [ "$engine" = docker ]; then
  echo "== Engine: docker; $(docker compose version) runs docker-compose.yml"
elif [ ${#compose[@]} -gt 0 ]; then
  echo "== Engine: $(podman --version); $("${compose[@]:2}" version | head -1) runs docker-compose.yml through podman's Docker API at $podman_socket"
else
  echo "== Engine: $(podman --version), with docker-compose.yml's settings as \`podman run\` flags (no Docker API at $podman_socket, or no compose client)"
fi

build_args=()
if $stand_in; then
  [ "$engine" = podman ] || { echo "--stand-in-bases is for podman only" >&2; exit 1; }
  debian_image=localhost/rc-stand-in/debian:bookworm-slim
  node_image=localhost/rc-stand-in/node:24-bookworm-slim
  if ! podman image exists "$debian_image"; then
    echo "== Building a stand-in for debian:bookworm-slim with debootstrap (a few minutes, once)"
    rootfs=$(mktemp -d)
    trap 'rm -rf "$rootfs"' EXIT
    debootstrap --variant=minbase bookworm "$rootfs" http://deb.debian.org/debian >/dev/null
    rm -rf "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/lib/apt/lists/*
    # The archives the real image reads, with the security updates (Chromium's current release is there).
    rm -f "$rootfs"/etc/apt/sources.list
    cat >"$rootfs"/etc/apt/sources.list.d/debian.sources <<'SOURCES'
Types: deb
URIs: http://deb.debian.org/debian
Suites: bookworm bookworm-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb
URIs: http://deb.debian.org/debian-security
Suites: bookworm-security
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SOURCES
    tar -C "$rootfs" -c . | podman import --change 'CMD ["bash"]' - "$debian_image" >/dev/null
    rm -rf "$rootfs"
    trap - EXIT
  fi
  if ! podman image exists "$node_image"; then
    echo "== Building a stand-in for node:24-bookworm-slim from this machine's Node $(node --version)"
    context=$(mktemp -d)
    trap 'rm -rf "$context"' EXIT
    cp "$(command -v node)" "$context/node"
    cp -r "$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")" "$context/npm"
    cp /etc/ssl/certs/ca-certificates.crt "$context/ca-certificates.crt"
    cat >"$context/Containerfile" <<EOF
FROM $debian_image
COPY node /usr/local/bin/node
COPY npm /usr/local/lib/node_modules/npm
COPY ca-certificates.crt /usr/local/share/stand-in/ca-certificates.crt
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \\
 && groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node
ENV NODE_EXTRA_CA_CERTS=/usr/local/share/stand-in/ca-certificates.crt
EOF
    podman build --quiet --network host --tag "$node_image" "$context" >/dev/null
    rm -rf "$context"
    trap - EXIT
  fi
  build_args=(--build-arg "DEBIAN_IMAGE=$debian_image" --build-arg "NODE_IMAGE=$node_image")
fi

# The settings docker-compose.yml runs the container with; the podman flags below must match.
for setting in 'read_only: true' '/tmp:mode=1777,size=16m' '- ALL' 'no-new-privileges:true' 'max-size: 10m'; do
  grep -qF -- "$setting" docker-compose.yml || { echo "docker-compose.yml no longer says '$setting': update this script" >&2; exit 1; }
done

# start NAME BASE_PATH PORT: builds the image and starts its container.
start() {
  local name=$1 base=$2 port=$3 image=localhost/$1:check
  echo "== Building and starting $name (BASE_PATH=$base) on 127.0.0.1:$port"
  if [ "$engine" = podman ]; then
    podman rm -f "$name" >/dev/null 2>&1 || true
    podman build --quiet --network host --format docker "${build_args[@]}" --build-arg "BASE_PATH=$base" \
      --build-arg "REVISION=$revision" --tag "$image" . >/dev/null
  fi
  if [ "$engine" = docker ]; then
    # A local image name of its own, not the published image docker-compose.yml names by default.
    SITE_IMAGE=$image BASE_PATH=$base SITE_REVISION=$revision SITE_PORT=$port \
      docker compose --project-name "$name" up --build --detach --wait
  elif [ ${#compose[@]} -gt 0 ]; then
    # The image podman just built; compose builds nothing.
    SITE_IMAGE=$image BASE_PATH=$base SITE_PORT=$port \
      "${compose[@]}" --project-name "$name" up --no-build --detach
  else
    podman run --detach --name "$name" --publish "127.0.0.1:$port:8080" --restart unless-stopped \
      --log-driver k8s-file --log-opt max-size=10m \
      --read-only --tmpfs /tmp:mode=1777,size=16m,notmpcopyup \
      --cap-drop ALL --security-opt no-new-privileges "$image" >/dev/null
  fi
}

# Compose reads the whole file, and SITE_IMAGE is required in it.
container_of() { if [ ${#compose[@]} -gt 0 ]; then SITE_IMAGE=localhost/$1:check "${compose[@]}" --project-name "$1" ps --quiet web; else echo "$1"; fi; }

stop() {
  if [ ${#compose[@]} -gt 0 ]; then SITE_IMAGE=localhost/$1:check "${compose[@]}" --project-name "$1" down >/dev/null 2>&1 || true
  else podman rm -f "$1" >/dev/null 2>&1 || true; fi
}

check() { # check DESCRIPTION COMMAND...
  local description=$1; shift
  if "$@" >/dev/null 2>&1; then echo "  ok    $description"; else echo "  FAIL  $description"; failures=$((failures + 1)); fi
}
status_is() { [ "$(curl -s -o /dev/null -w '%{http_code}' "${@:2}")" = "$1" ]; }
body_has() { curl -s "$2" | grep -q -- "$1"; }
body_lacks() { ! curl -s "$2" | grep -q -- "$1"; }
header_is() { curl -s -o /dev/null -D - "${@:3}" "$2" | tr -d '\r' | grep -qiF -- "$1"; }
header_value() { curl -s -o /dev/null -D - "${@:3}" "$2" | tr -d '\r' | grep -i "^$1: " | cut -d' ' -f2-; }
in_container() { "$engine" exec "$(container_of "$1")" "${@:2}"; }
as_root() { "$engine" exec --user root "$(container_of "$1")" "${@:2}"; }
# The root filesystem is mounted read-only: even root, who owns the image's files, cannot write.
read_only_root() {
  in_container "$1" grep -q '^[^ ]* / [^ ]* ro,' /proc/mounts && ! as_root "$1" touch /x /usr/share/nginx/html/x
}
# /tmp is the 16 MB tmpfs and holds only what nginx writes: its pid file and temporary folders.
empty_tmpfs() {
  local listing
  in_container "$1" grep -q '^tmpfs /tmp tmpfs rw,.*size=16384k' /proc/mounts || return 1
  [ "$(in_container "$1" stat -c %a /tmp)" = 1777 ] || return 1
  listing=$(in_container "$1" ls -A /tmp) || return 1
  grep -qx nginx.pid <<<"$listing" && ! grep -vxE 'nginx\.pid|client_body|proxy|fastcgi|uwsgi|scgi' <<<"$listing"
}
healthy() {
  local id; id=$(container_of "$1")
  for _ in $(seq 1 30); do
    if [ "$engine" = podman ]; then podman healthcheck run "$id" >/dev/null 2>&1 && return 0
    else [ "$(docker inspect --format '{{.State.Health.Status}}' "$id")" = healthy ] && return 0; fi
    sleep 1
  done
  return 1
}

verify() { # verify NAME BASE PORT
  local name=$1 base=$2 url="http://127.0.0.1:$3"
  local site="$url$base"
  echo "== Checking $name at $site"
  check "the image's health check passes" healthy "$name"
  check "/healthz answers ok" body_has '^ok$' "$url/healthz"
  check "runs as www-data (uid 33)" test "$(in_container "$name" id -u)" = 33
  check "has no capabilities" test "$(in_container "$name" grep CapEff /proc/1/status | awk '{print $2}')" = 0000000000000000
  check "no new privileges" test "$(in_container "$name" grep NoNewPrivs /proc/1/status | awk '{print $2}')" = 1
  check "its root filesystem is read-only, even for root" read_only_root "$name"
  check "/tmp is an empty tmpfs with only nginx's files ($(in_container "$name" ls -A /tmp | tr '\n' ' '))" empty_tmpfs "$name"
  check "the home page is prerendered" body_has '<h1' "$site"
  check "/team is prerendered" body_has '<h1' "${site}team"
  check "/team answers without a redirect" status_is 200 "${site}team"
  check "an article is prerendered" status_is 200 "${site}blogs/ROS1"
  check "route data for client navigation" header_is 'content-type: text/x-script' "${site}team.data"
  check "an unknown path answers 404" status_is 404 "${site}no/such/page"
  # The content editor keeps a token that writes the repository: not on this (shared) origin.
  check "no content editor in the default image" status_is 404 "${site}admin/"
  check "with the site's Not Found page" body_has 'Page not found' "${site}no/such/page"
  check "brotli for browsers that take it" header_is 'content-encoding: br' "${site}team" -H 'Accept-Encoding: br'
  check "gzip for the others" header_is 'content-encoding: gzip' "${site}team" -H 'Accept-Encoding: gzip'
  check "PDFs precompressed" header_is 'content-encoding: br' "${site}pdfs/pid-control.pdf" -H 'Accept-Encoding: br'
  check "Content-Security-Policy" header_is "content-security-policy: default-src 'self'" "${site}team"
  check "nosniff" header_is 'x-content-type-options: nosniff' "${site}team"
  check "Referrer-Policy" header_is 'referrer-policy: strict-origin-when-cross-origin' "${site}team"
  check "Permissions-Policy" header_is 'permissions-policy: camera=()' "${site}team"
  check "Cross-Origin-Opener-Policy" header_is 'cross-origin-opener-policy: same-origin' "${site}team"
  check "HTML revalidated" header_is 'cache-control: no-cache' "${site}team"
  local asset; asset=$(curl -s "${site}team" | grep -o '<link rel="stylesheet" href="[^"]*' | head -1 | cut -d'"' -f4)
  check "hashed assets cached for a year ($asset)" header_is 'cache-control: public, max-age=31536000, immutable' "$url$asset"
  check "POST answers 405 with Allow" test "$(header_value allow "${site}team" -X POST)" = 'GET, HEAD'
  check "no server version" header_is 'server: nginx' "${site}team"
  check "nothing of Debian's default site" body_lacks 'Welcome to nginx' "$url/"
  check "no Debian default page at /index.nginx-debian.html" status_is 404 "$url/index.nginx-debian.html"
}

# What docker-compose.yml does when the operator has not said: no image of somebody else's,
# the port on loopback.
compose_defaults() {
  local output status=0 empty; empty=$(mktemp)
  output=$(env -u SITE_IMAGE -u SITE_ADDRESS "${compose[@]}" --project-name rc-check-defaults --env-file "$empty" config 2>&1) && status=1
  grep -q 'Set SITE_IMAGE in .env' <<<"$output" || status=1
  output=$(env -u SITE_ADDRESS SITE_IMAGE=example/image "${compose[@]}" --project-name rc-check-defaults --env-file "$empty" config)
  grep -Eq "host_ip: 127\.0\.0\.1|127\.0\.0\.1:8080:8080" <<<"$output" || status=1
  rm -f "$empty"
  return $status
}
# The container's log is kept to 10 MB a file.
log_rotates() {
  local config; config=$("$engine" inspect --format '{{json .HostConfig.LogConfig}}' "$(container_of "$1")")
  grep -q '"max-size":"10m"' <<<"$config" || grep -qi 'size.*10m\|10485760' <<<"$config"
}
# A build that does not say its commit stops, saying what to set (the build stage is cached).
unrecorded_build_stops() {
  local output
  if output=$("$engine" build "${build_args[@]}" --build-arg BASE_PATH=/ . 2>&1); then return 1; fi
  grep -q 'No commit to record: build with SITE_REVISION' <<<"$output"
}
revision_label() {
  [ "$("$engine" image inspect --format '{{index .Config.Labels "org.opencontainers.image.revision"}}' "localhost/$1:check")" = "$revision" ]
}
# A hung nginx (every process stopped) fails three health checks in a row and is restarted.
heals() {
  local id; id=$(container_of "$1")
  # As www-data, who owns the workers: root in the container has no capability to signal them.
  in_container "$1" bash -c 'for d in /proc/[0-9]*; do read -r -d "" cmd <"$d/cmdline"; [[ $cmd == "nginx: worker process"* ]] && kill -STOP "${d#/proc/}"; done; true' || return 1
  for _ in 1 2 3; do in_container "$1" healthcheck >/dev/null 2>&1 && return 1; done
  for _ in $(seq 1 30); do
    sleep 1
    status_is 200 "http://127.0.0.1:$2/healthz" --max-time 2 && return 0
  done
  return 1
}

trap 'stop rc-check-root; stop rc-check-subpath' EXIT
start rc-check-root / "$port_root"
start rc-check-subpath /robotics/ "$port_sub"
verify rc-check-root / "$port_root"
verify rc-check-subpath /robotics/ "$port_sub"
check "the sub-path build answers / with 404, not a page" status_is 404 "http://127.0.0.1:$port_sub/"
if [ ${#compose[@]} -gt 0 ]; then
  check "docker-compose.yml refuses to start without SITE_IMAGE, and publishes on 127.0.0.1 unless told" compose_defaults
fi
check "the container's log rotates at 10 MB" log_rotates rc-check-root
check "the image carries its commit ($revision)" revision_label rc-check-root
check "a build without its commit stops, saying what to set" unrecorded_build_stops
check "a hung nginx is stopped by its health check and restarted" heals rc-check-root "$port_root"

if [ "$failures" -gt 0 ]; then
  for name in rc-check-root rc-check-subpath; do echo "== Log of $name"; "$engine" logs "$(container_of "$name")" 2>&1 | tail -20; done
  echo "$failures check(s) failed"
  exit 1
fi
echo "Every check passed."
