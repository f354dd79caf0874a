#!/usr/bin/env bash
# `npm run check:image`: builds the Docker image at / and under /robotics/, runs each the way
# docker-compose.yml runs it (read-only root, an EMPTY tmpfs on /tmp, every capability
# dropped, no-new-privileges, uid 33) and checks what an operator relies on over HTTP:
# health, prerendered routes, the 404 page, route data, the sub-path, compression, headers.
# Too slow for `npm test` (two image builds); run it after changing the Dockerfile,
# docker-compose.yml or nginx.conf.
#
# With a Docker engine it uses `docker compose` itself. Without one it uses podman, with
# the same settings spelled out as `podman run` flags (podman's `notmpcopyup` gives the
# empty tmpfs that Docker gives). Where Docker Hub is out of reach, `--stand-in-bases`
# first builds local stand-ins for the two base images: Debian bookworm from debootstrap,
# and the same with this machine's Node 24 and npm (and its CA bundle, for a registry
# behind a TLS-inspecting proxy).
#
#   npm run check:image                      # docker compose, or podman with the real bases
#   npm run check:image -- --stand-in-bases  # podman with local stand-ins for the bases
#
# Where podman's runtime cannot start a container at all ("cgroups in hybrid mode not
# supported", or setrlimit refused inside a sandbox), BUILDAH_ISOLATION=chroot still builds the
# image; the run and the HTTP checks then need a machine that can run containers.
set -euo pipefail
cd "$(dirname "$0")/.."

stand_in=false
[ "${1:-}" = "--stand-in-bases" ] && stand_in=true
port_root=${CHECK_IMAGE_PORT:-18080}
port_sub=$((port_root + 1))
failures=0

if docker info >/dev/null 2>&1; then engine=docker; else engine=podman; fi
command -v "$engine" >/dev/null || { echo "Neither a Docker engine nor podman is available: install podman (sudo apt-get install -y podman)." >&2; exit 1; }
echo "== Engine: $engine"

build_args=()
if $stand_in; then
  [ "$engine" = podman ] || { echo "--stand-in-bases is for podman only" >&2; exit 1; }
  debian_image=localhost/rc-stand-in/debian:bookworm-slim
  node_image=localhost/rc-stand-in/node:24-bookworm-slim
  if ! podman image exists "$debian_image"; then
    echo "== Building a stand-in for debian:bookworm-slim with debootstrap (a few minutes, once)"
    rootfs=$(mktemp -d)
    debootstrap --variant=minbase bookworm "$rootfs" http://deb.debian.org/debian >/dev/null
    rm -rf "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/lib/apt/lists/*
    tar -C "$rootfs" -c . | podman import --change 'CMD ["bash"]' - "$debian_image" >/dev/null
    rm -rf "$rootfs"
  fi
  if ! podman image exists "$node_image"; then
    echo "== Building a stand-in for node:24-bookworm-slim from this machine's Node $(node --version)"
    context=$(mktemp -d)
    cp "$(command -v node)" "$context/node"
    cp -r "$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")" "$context/npm"
    cp /etc/ssl/certs/ca-certificates.crt "$context/ca-certificates.crt"
    cat >"$context/Containerfile" <<EOF
FROM $debian_image
COPY node /usr/local/bin/node
COPY npm /usr/local/lib/node_modules/npm
COPY ca-certificates.crt /etc/ssl/certs/ca-certificates.crt
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx
ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
EOF
    podman build --quiet --network host --tag "$node_image" "$context" >/dev/null
    rm -rf "$context"
  fi
  build_args=(--build-arg "DEBIAN_IMAGE=$debian_image" --build-arg "NODE_IMAGE=$node_image")
fi

# The settings docker-compose.yml runs the container with; the podman flags below must match.
for setting in 'read_only: true' '/tmp:mode=1777,size=16m' '- ALL' 'no-new-privileges:true'; do
  grep -qF -- "$setting" docker-compose.yml || { echo "docker-compose.yml no longer says '$setting': update this script" >&2; exit 1; }
done

# start NAME BASE_PATH PORT: builds the image and starts its container.
start() {
  local name=$1 base=$2 port=$3
  echo "== Building and starting $name (BASE_PATH=$base) on 127.0.0.1:$port"
  if [ "$engine" = docker ]; then
    # A local image name of its own, not the published image docker-compose.yml names by default.
    SITE_IMAGE=localhost/$name:check BASE_PATH=$base SITE_ADDRESS=127.0.0.1 SITE_PORT=$port \
      docker compose --project-name "$name" up --build --detach --wait
  else
    podman rm -f "$name" >/dev/null 2>&1 || true
    podman build --quiet --network host --format docker "${build_args[@]}" --build-arg "BASE_PATH=$base" --tag "$name:check" . >/dev/null
    podman run --detach --name "$name" --publish "127.0.0.1:$port:8080" \
      --read-only --tmpfs /tmp:mode=1777,size=16m,notmpcopyup \
      --cap-drop ALL --security-opt no-new-privileges "$name:check" >/dev/null
  fi
}

container_of() { if [ "$engine" = docker ]; then docker compose --project-name "$1" ps --quiet web; else echo "$1"; fi; }

stop() {
  if [ "$engine" = docker ]; then docker compose --project-name "$1" down >/dev/null 2>&1 || true
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
  check "its root filesystem is read-only" bash -c "! $engine exec $(container_of "$name") touch /usr/share/nginx/html/x"
  check "nginx wrote its files directly into the empty /tmp" bash -c "$engine exec $(container_of "$name") ls /tmp | grep -qx nginx.pid"
  check "the home page is prerendered" body_has '<h1' "$site"
  check "/team is prerendered" body_has '<h1' "${site}team"
  check "/team answers without a redirect" status_is 200 "${site}team"
  check "an article is prerendered" status_is 200 "${site}blogs/ROS1"
  check "route data for client navigation" header_is 'content-type: text/x-script' "${site}team.data"
  check "an unknown path answers 404" status_is 404 "${site}no/such/page"
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

trap 'stop rc-check-root; stop rc-check-subpath' EXIT
start rc-check-root / "$port_root"
start rc-check-subpath /robotics/ "$port_sub"
verify rc-check-root / "$port_root"
verify rc-check-subpath /robotics/ "$port_sub"
check "the sub-path build answers / with 404, not a page" status_is 404 "http://127.0.0.1:$port_sub/"

if [ "$failures" -gt 0 ]; then
  for name in rc-check-root rc-check-subpath; do echo "== Log of $name"; "$engine" logs "$(container_of "$name")" 2>&1 | tail -20; done
  echo "$failures check(s) failed"
  exit 1
fi
echo "Every check passed."
