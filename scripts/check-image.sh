#!/usr/bin/env bash
# `npm run check:image`: what an operator relies on, with the engine this machine has.
# First the card's command, `docker compose up`, in a fresh copy with no .env: it must build
# the site and serve it on 127.0.0.1:8080. Then the image at / and under /robotics/, run by
# docker-compose.yml, checked over HTTP (health, prerendered routes, the 404 page, route
# data, the sub-path, compression, headers, hostile requests) and inside (uid 33, no
# capabilities, read-only root, an empty tmpfs), and the rest: compose's defaults, log
# rotation, the revision label, a malformed revision refused before the build, a rollback
# that builds nothing, the client address believed only from the front end, a loopback port
# out of a neighbour's reach, and a hung nginx (master and workers stopped) healed.
# Too slow for `npm test` (three image builds); run it after changing the Dockerfile,
# docker-compose.yml or nginx.conf. It prints how long each part took.
#
# Engines: Docker's (Debian's docker.io 20.10 or Docker CE), with Compose v2 (`docker compose`)
# or Debian's docker-compose 1.29, whichever is installed; else podman, running
# docker-compose.yml through podman's Docker API on PODMAN_SOCKET (default
# /run/podman/podman.sock, started with `podman system service --time=0
# unix:///run/podman/podman.sock &`) with a compose client, or as the same settings spelled
# out as `podman run` flags. Debian's dockerd, where no systemd starts it:
# `sudo dockerd >/tmp/dockerd.log 2>&1 &`. Where Docker Hub is out of reach,
# `--stand-in-bases` first builds local stand-ins for the two base images: Debian bookworm
# from debootstrap, and the same with this machine's Node 24 and npm (and its CA bundle, for a
# registry behind a TLS-inspecting proxy) and the `node` user (uid 1000) of the real one.
#
#   npm run check:image                      # the real bases
#   npm run check:image -- --stand-in-bases  # local stand-ins for the bases
#
# podman 4.3 (Debian bookworm) on a host with cgroups v1 starts containers once
# /etc/containers/containers.conf has `runtime = "runc"` under [engine] (apt-get install
# runc) and, where runc may not raise them ("error setting rlimit type 6"), limits no higher
# than podman's own under [containers]: `default_ulimits = ["nofile=20000:20000",
# "nproc=32768:32768"]` (see `grep -E 'processes|open files' /proc/<podman's pid>/limits`).
set -euo pipefail
cd "$(dirname "$0")/.."

stand_in=false
[ "${1:-}" = "--stand-in-bases" ] && stand_in=true
# The commit the images are built from, which their revision label must carry.
revision=$(git rev-parse HEAD)
port_root=${CHECK_IMAGE_PORT:-18080}
port_sub=$((port_root + 1))
failures=0
podman_socket=${PODMAN_SOCKET:-/run/podman/podman.sock}
# figure NAME: how long since the last figure, printed at the end.
figures=()
last=$SECONDS
figure() { figures+=("$1: $((SECONDS - last)) s"); last=$SECONDS; }

# A Docker engine, and not podman's Docker API (which answers `docker info` too), unless
# CONTAINER_ENGINE says which (docker or podman), as for `npm run test:container`.
if [ -n "${CONTAINER_ENGINE:-}" ]; then
  engine=$CONTAINER_ENGINE
elif docker info >/dev/null 2>&1 && ! docker version --format '{{range .Server.Components}}{{.Name}} {{end}}' | grep -q Podman; then
  engine=docker
else
  engine=podman
fi
command -v "$engine" >/dev/null || { echo "Neither a Docker engine nor podman is available: install one (sudo apt-get install -y --no-install-recommends docker.io docker-compose, then sudo dockerd &; or podman runc)." >&2; exit 1; }
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
if [ "$engine" = podman ]; then
  curl -sf --unix-socket "$podman_socket" http://podman/_ping >/dev/null 2>&1 && compose=(env "DOCKER_HOST=unix://$podman_socket")
else
  compose=(env)
fi
if [ ${#compose[@]} -gt 0 ]; then
  if docker compose version >/dev/null 2>&1; then compose+=(docker compose)
  elif command -v docker-compose >/dev/null; then compose+=(docker-compose)
  else compose=(); fi
fi
[ "$engine" = podman ] || [ ${#compose[@]} -gt 0 ] || { echo "No compose client: sudo apt-get install -y --no-install-recommends docker-compose" >&2; exit 1; }
if [ "$engine" = docker ]; then
  echo "== Engine: Docker $(docker version --format '{{.Server.Version}}'); $("${compose[@]:1}" version | head -1) runs docker-compose.yml"
elif [ ${#compose[@]} -gt 0 ]; then
  echo "== Engine: $(podman --version); $("${compose[@]:2}" version | head -1) runs docker-compose.yml through podman's Docker API at $podman_socket"
else
  echo "== Engine: $(podman --version), with docker-compose.yml's settings as \`podman run\` flags (no Docker API at $podman_socket, or no compose client)"
fi

build_args=()
if $stand_in; then
  debian_image=localhost/rc-stand-in/debian:bookworm-slim
  node_image=localhost/rc-stand-in/node:24-bookworm-slim
  if ! "$engine" image inspect "$debian_image" >/dev/null 2>&1; then
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
    tar -C "$rootfs" -c . | "$engine" import --change 'CMD ["bash"]' - "$debian_image" >/dev/null
    rm -rf "$rootfs"
    trap - EXIT
  fi
  if ! "$engine" image inspect "$node_image" >/dev/null 2>&1; then
    echo "== Building a stand-in for node:24-bookworm-slim from this machine's Node $(node --version)"
    context=$(mktemp -d)
    trap 'rm -rf "$context"' EXIT
    cp "$(command -v node)" "$context/node"
    cp -r "$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")" "$context/npm"
    cp /etc/ssl/certs/ca-certificates.crt "$context/ca-certificates.crt"
    cat >"$context/Dockerfile" <<EOF
FROM $debian_image
COPY node /usr/local/bin/node
COPY npm /usr/local/lib/node_modules/npm
COPY ca-certificates.crt /usr/local/share/stand-in/ca-certificates.crt
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \\
 && groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node
ENV NODE_EXTRA_CA_CERTS=/usr/local/share/stand-in/ca-certificates.crt
EOF
    "$engine" build --quiet --network host --tag "$node_image" "$context" >/dev/null
    rm -rf "$context"
    trap - EXIT
  fi
  build_args=(--build-arg "DEBIAN_IMAGE=$debian_image" --build-arg "NODE_IMAGE=$node_image")
  figure "stand-in bases"
fi

# The settings docker-compose.yml runs the container with; the podman flags below must match.
for setting in 'read_only: true' '/tmp:mode=1777,size=16m' '- ALL' 'no-new-privileges:true' 'max-size: 10m'; do
  grep -qF -- "$setting" docker-compose.yml || { echo "docker-compose.yml no longer says '$setting': update this script" >&2; exit 1; }
done

check() { # check DESCRIPTION COMMAND...
  local description=$1; shift
  if "$@" >/dev/null 2>&1; then echo "  ok    $description"; else echo "  FAIL  $description"; failures=$((failures + 1)); fi
}
status_is() { [ "$(curl -s -o /dev/null -w '%{http_code}' "${@:2}")" = "$1" ]; }
body_has() { curl -s "$2" | grep -q -- "$1"; }
body_lacks() { ! curl -s "${@:2}" | grep -q -- "$1"; }
header_is() { curl -s -o /dev/null -D - "${@:3}" "$2" | tr -d '\r' | grep -qiF -- "$1"; }
header_value() { curl -s -o /dev/null -D - "${@:3}" "$2" | tr -d '\r' | grep -i "^$1: " | cut -d' ' -f2-; }
image_label() { "$engine" image inspect --format '{{index .Config.Labels "org.opencontainers.image.revision"}}' "$1"; }

# The card's command in a fresh copy of this checkout (a clone, with the working tree's own
# files over it) with no .env and no SITE_ setting: the site built here and served on
# 127.0.0.1:8080, under the local name, carrying the clone's HEAD and saying it is a working copy.
fresh_dir=$(mktemp -d)/rc-check-fresh
local_image=localhost/robotics-site:local
fresh() { (cd "$fresh_dir" && env -u SITE_IMAGE -u SITE_REVISION -u SITE_ADDRESS -u SITE_PORT -u BASE_PATH "${compose[@]}" "$@"); }
fresh_start() {
  git clone --quiet . "$fresh_dir"
  git ls-files -z --cached --others --exclude-standard | tar --null -T - -c | tar -x -C "$fresh_dir"
  rm -f "$fresh_dir/.env"
  # A host that never ran the site has no image of the local name: this host's is set aside
  # (and put back after), or `up` would serve it and build nothing.
  if "$engine" image inspect "$local_image" >/dev/null 2>&1; then
    "$engine" tag "$local_image" "$local_image.before-check" && "$engine" rmi "$local_image" >/dev/null
  fi
  # The stand-ins in place of the bases Docker Hub would give.
  if $stand_in; then
    sed -i -e "s|^ARG NODE_IMAGE=.*|ARG NODE_IMAGE=$node_image|" -e "s|^ARG DEBIAN_IMAGE=.*|ARG DEBIAN_IMAGE=$debian_image|" "$fresh_dir/Dockerfile"
  fi
  ! curl -s -o /dev/null http://127.0.0.1:8080/ || { echo "Something already answers on 127.0.0.1:8080: stop it first." >&2; return 1; }
  echo "== The card's command, docker compose up (detached), in a fresh copy with no .env"
  fresh up --detach 2>&1 | tee "$fresh_dir.log" | grep -E 'warning|Creating|Successfully tagged|ERROR' || true
  local started=$SECONDS
  for _ in $(seq 1 60); do status_is 200 http://127.0.0.1:8080/healthz && break; sleep 1; done
  echo "  /healthz answered $((SECONDS - started)) s after up returned"
}
fresh_serves() { body_has '<h1' http://127.0.0.1:8080/ && body_has '^ok$' http://127.0.0.1:8080/healthz; }
fresh_revision() {
  local id; id=$(fresh ps -q web)
  grep -q "warning: no SITE_REVISION; recording the checkout's HEAD, $revision" "$fresh_dir.log" \
    && [ "$(image_label "$local_image")" = "unknown: a working copy, see /etc/site-revision" ] \
    && "$engine" exec "$id" cat /etc/site-revision | grep -q "^$revision (the HEAD of the working copy"
}
fresh_stop() {
  fresh down >/dev/null 2>&1 || true; rm -rf "$(dirname "$fresh_dir")"
  ! "$engine" image inspect "$local_image.before-check" >/dev/null 2>&1 \
    || { "$engine" tag "$local_image.before-check" "$local_image" && "$engine" rmi "$local_image.before-check"; } >/dev/null
}

if [ ${#compose[@]} -gt 0 ]; then
  trap fresh_stop EXIT
  fresh_start
  check "docker compose up, in a fresh copy with no .env, serves the site on 127.0.0.1:8080" fresh_serves
  check "under the local name $local_image, pulled from nowhere" "$engine" image inspect "$local_image"
  check "its build read the commit from the checkout, warned, and says it is a working copy" fresh_revision
  fresh_stop
  trap - EXIT
  figure "the card's command, built and served"
fi

# start NAME BASE_PATH PORT: builds the image and starts its container.
start() {
  local name=$1 base=$2 port=$3 image=localhost/$1:check
  echo "== Building and starting $name (BASE_PATH=$base) on 127.0.0.1:$port"
  stop "$name"
  local format=(); [ "$engine" = docker ] || format=(--format docker)
  "$engine" build --quiet --network host "${format[@]}" "${build_args[@]}" --build-arg "BASE_PATH=$base" \
    --build-arg "REVISION=$revision" --tag "$image" . >/dev/null
  if [ ${#compose[@]} -gt 0 ]; then
    # The image just built; compose builds nothing.
    SITE_IMAGE=$image SITE_PORT=$port "${compose[@]}" --project-name "$name" up --no-build --detach
  else
    podman run --detach --name "$name" --publish "127.0.0.1:$port:8080" --restart unless-stopped \
      --log-driver k8s-file --log-opt max-size=10m \
      --read-only --tmpfs /tmp:mode=1777,size=16m,notmpcopyup \
      --cap-drop ALL --security-opt no-new-privileges "$image" >/dev/null
  fi
}

container_of() { if [ ${#compose[@]} -gt 0 ]; then SITE_IMAGE=localhost/$1:check "${compose[@]}" --project-name "$1" ps --quiet web; else echo "$1"; fi; }

stop() {
  if [ ${#compose[@]} -gt 0 ]; then SITE_IMAGE=localhost/$1:check "${compose[@]}" --project-name "$1" down >/dev/null 2>&1 || true
  else podman rm -f "$1" >/dev/null 2>&1 || true; fi
}

in_container() { "$engine" exec "$(container_of "$1")" "${@:2}"; }
as_root() { "$engine" exec --user root "$(container_of "$1")" "${@:2}"; }
# The root filesystem is mounted read-only: even root, who owns the image's files, cannot write.
read_only_root() {
  in_container "$1" grep -q '^[^ ]* / [^ ]* ro,' /proc/mounts && ! as_root "$1" touch /x /usr/share/nginx/html/x
}
# /tmp is the 16 MB tmpfs and holds only what nginx writes (its pid file and temporary
# folders) and the list of front ends it believes.
empty_tmpfs() {
  local listing
  in_container "$1" grep -q '^tmpfs /tmp tmpfs rw,.*size=16384k' /proc/mounts || return 1
  [ "$(in_container "$1" stat -c %a /tmp)" = 1777 ] || return 1
  listing=$(in_container "$1" ls -A /tmp) || return 1
  grep -qx nginx.pid <<<"$listing" && ! grep -vxE 'nginx\.pid|trusted-front-ends\.conf|client_body|proxy|fastcgi|uwsgi|scgi' <<<"$listing"
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
  # Hostile requests (e2e/hostile-requests.spec.ts sends many more to the same nginx.conf).
  check "a line break in a path never becomes a header" body_lacks 'injected' -D - "${site}x%0d%0aSet-Cookie:%20injected=1%0d%0a/admin" --path-as-is
  check "no file outside the site by traversal" body_lacks 'root:' --path-as-is "${site}../../../../etc/passwd"
  check "no file outside the site by encoded traversal" body_lacks 'root:' --path-as-is "${site}%2e%2e/%2e%2e/%2e%2e/etc/passwd"
  check "a backslash never redirects to another host" body_lacks 'location: .*evil' -D - --path-as-is "${site}%5Cevil.example/%2e%2e"
  check "2,000 overlapping ranges get the file once" status_is 200 "${site}pdfs/pid-control.pdf" -H "Range: bytes=$(printf '0-0,%.0s' $(seq 1 2000))0-0"
  check "one range gets its bytes" status_is 206 "${site}pdfs/pid-control.pdf" -H 'Range: bytes=0-99'
}

# What docker-compose.yml does when the operator has not said: the local image name, built
# here, and the port on loopback.
compose_defaults() {
  local output empty; empty=$(mktemp)
  output=$(env -u SITE_IMAGE -u SITE_ADDRESS -u SITE_PORT "${compose[@]}" --project-name rc-check-defaults --env-file "$empty" config)
  rm -f "$empty"
  grep -q 'image: localhost/robotics-site:local' <<<"$output" && grep -Eq "host_ip: 127\.0\.0\.1|127\.0\.0\.1:8080:8080" <<<"$output"
}
# A rollback to a tag this host does not have builds nothing: it stops, and no image of that name appears.
rollback_builds_nothing() {
  local image=localhost/rc-check-root:not-on-this-host
  local status=0
  SITE_IMAGE=$image SITE_PORT=$port_root "${compose[@]}" --project-name rc-check-rollback up --no-build --detach && status=1
  "$engine" image inspect "$image" && status=1
  SITE_IMAGE=$image "${compose[@]}" --project-name rc-check-rollback down
  return $status
}
# The container's log is kept to 10 MB a file.
log_rotates() {
  local config; config=$("$engine" inspect --format '{{json .HostConfig.LogConfig}}' "$(container_of "$1")")
  grep -q '"max-size":"10m"' <<<"$config" || grep -qi 'size.*10m\|10485760' <<<"$config"
}
# A revision that is not a commit id stops the build, saying so, before the site is built
# (the revision stage comes first; no `npm ci` ran).
malformed_revision_refused() {
  local output
  if output=$("$engine" build --force-rm "${build_args[@]}" --build-arg REVISION=latest . 2>&1); then return 1; fi
  grep -q "REVISION 'latest' is not a commit id" <<<"$output" && ! grep -q 'npm ci' <<<"$output"
}
revision_recorded() {
  [ "$(image_label "localhost/$1:check")" = "$revision" ] && [ "$(in_container "$1" cat /etc/site-revision)" = "$revision" ]
}
# logged_as NAME MARKER: the address the access log gives the request carrying MARKER.
logged_as() { "$engine" logs "$(container_of "$1")" 2>/dev/null | grep -- "$2" | cut -d' ' -f1; }
# The host's front end (through the published port, from the network's gateway) is believed.
front_end_believed() {
  local marker=front-end-$RANDOM
  curl -s -o /dev/null -H 'X-Forwarded-For: 203.0.113.9' "http://127.0.0.1:$2/?$marker"
  sleep 1
  [ "$(logged_as "$1" "$marker")" = 203.0.113.9 ]
}
# Another machine on a private network (another container on the site's network) that sends
# X-Forwarded-For is logged by its own address.
neighbour_not_believed() {
  local id net address marker=forged-$RANDOM from
  id=$(container_of "$1")
  read -r net address < <("$engine" inspect --format '{{range $name, $n := .NetworkSettings.Networks}}{{$name}} {{$n.IPAddress}}{{end}}' "$id")
  from=$("$engine" run --rm --network "$net" --entrypoint bash "localhost/$1:check" -c \
    "exec 3<>/dev/tcp/$address/8080 && printf 'GET /?$marker HTTP/1.0\r\nX-Forwarded-For: 203.0.113.66\r\n\r\n' >&3 && cat <&3 >/dev/null; hostname -I") || return 1
  sleep 1
  echo "forged from ${from%% *}, logged as $(logged_as "$1" "$marker")" >&2
  [ "$(logged_as "$1" "$marker")" = "${from%% *}" ]
}
# A machine on the same network segment that sends a packet to 127.0.0.1:PORT through the
# host's interface (Docker before 28 forwards it to the container unless the host drops it;
# the fix is docs/operations.md's raw-table rule). The neighbour is a network namespace joined
# to the host by a veth pair, routing 127.0.0.1 to the host as a crafted packet would.
neighbour_reaches_loopback() {
  local ns=rc-check-$1 host=rc-h-$1 net=10.253.$(($1 % 256)) reached=1
  ip netns add "$ns" 2>/dev/null || return 2
  ip link add "$host" type veth peer name rc-n netns "$ns"
  ip addr add $net.1/30 dev "$host" && ip link set "$host" up
  ip -n "$ns" addr add $net.2/30 dev rc-n && ip -n "$ns" link set rc-n up
  ip netns exec "$ns" sysctl -qw net.ipv4.conf.rc-n.route_localnet=1
  ip -n "$ns" route add 127.0.0.1/32 via $net.1 dev rc-n src $net.2 table 59
  ip -n "$ns" rule add to 127.0.0.1 lookup 59 pref 59
  ip netns exec "$ns" timeout 3 bash -c "exec 3<>/dev/tcp/127.0.0.1/$1" 2>/dev/null && reached=0
  ip link del "$host" 2>/dev/null; ip netns del "$ns"
  return $reached
}
# A hung nginx (the workers and, where this runs as root, the master too) fails three health
# checks in a row, is stopped and restarted. The master is stopped from the host: the kernel
# ignores a STOP sent to a container's PID 1 from inside.
heals() {
  in_container "$1" bash -c 'for d in /proc/[0-9]*; do read -r -d "" cmd <"$d/cmdline"; [[ $cmd == "nginx: worker process"* ]] && kill -STOP "${d#/proc/}"; done; true' || return 1
  [ "$(id -u)" != 0 ] || kill -STOP "$("$engine" inspect --format '{{.State.Pid}}' "$(container_of "$1")")" || return 1
  for _ in 1 2 3; do in_container "$1" healthcheck >/dev/null 2>&1 && return 1; done
  for _ in $(seq 1 120); do
    sleep 1
    status_is 200 "http://127.0.0.1:$2/healthz" --max-time 2 && return 0
  done
  return 1
}

trap 'stop rc-check-root; stop rc-check-subpath' EXIT
start rc-check-root / "$port_root"
start rc-check-subpath /robotics/ "$port_sub"
figure "two images built and started"
verify rc-check-root / "$port_root"
verify rc-check-subpath /robotics/ "$port_sub"
check "the sub-path build answers / with 404, not a page" status_is 404 "http://127.0.0.1:$port_sub/"
if [ ${#compose[@]} -gt 0 ]; then
  check "docker-compose.yml builds localhost/robotics-site:local and publishes on 127.0.0.1:8080 unless told" compose_defaults
  check "a rollback to a tag not on this host (up --no-build) builds nothing" rollback_builds_nothing
fi
check "the container's log rotates at 10 MB" log_rotates rc-check-root
check "the image carries its commit ($revision), in its label and /etc/site-revision" revision_recorded rc-check-root
check "a revision that is not a commit id is refused before the site is built" malformed_revision_refused
check "the host's front end is believed for the client's address" front_end_believed rc-check-root "$port_root"
check "a forged X-Forwarded-For from another private address is not" neighbour_not_believed rc-check-root
reach=2
if [ "$(id -u)" = 0 ] && command -v ip >/dev/null; then
  reach=0
  neighbour_reaches_loopback "$port_root" || reach=$?
fi
if [ "$reach" = 0 ]; then
    echo "  FAIL  a machine on the same network segment reaches the port published on 127.0.0.1: drop it on the host with"
    echo "        iptables -t raw -I PREROUTING ! -i lo -d 127.0.0.0/8 -j DROP (Docker 28 does it itself; docs/operations.md)"
    failures=$((failures + 1))
elif [ "$reach" = 1 ]; then
  echo "  ok    a machine on the same network segment cannot reach the port published on 127.0.0.1"
else
  echo "  skip  the loopback port's reach from a neighbour (needs root, ip and network namespaces)"
fi
check "a hung nginx (workers stopped, and the master as root) is stopped by its health check and restarted" heals rc-check-root "$port_root"
figure "checks"

echo "== Figures ($engine): ${figures[*]/%/;} total $SECONDS s"
if [ "$failures" -gt 0 ]; then
  for name in rc-check-root rc-check-subpath; do echo "== Log of $name"; "$engine" logs "$(container_of "$name")" 2>&1 | tail -20; done
  echo "$failures check(s) failed"
  exit 1
fi
echo "Every check passed."
