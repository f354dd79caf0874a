# syntax=docker/dockerfile:1
# A thin wrapper around the tested build and nginx.conf: the same build script, then
# Debian bookworm's nginx with its brotli module, the same package the e2e suite runs.
#
# Base images are pinned by digest, so a rebuild gets the same bases until someone
# updates them on purpose. To update: `docker pull node:24-bookworm-slim` (and
# `debian:bookworm-slim`), read the new digest with
# `docker inspect --format '{{index .RepoDigests 0}}' node:24-bookworm-slim`, paste it
# below, then `docker compose up --build -d` and check http://localhost:8080/healthz.
ARG NODE_IMAGE=node:24-bookworm-slim@sha256:6f7b03f7c2c8e2e784dcf9295400527b9b1270fd37b7e9a7285cf83b6951452d
ARG DEBIAN_IMAGE=debian:bookworm-slim@sha256:3783cc01769c7b2b1b83a5c5ad96c815348e28ed7da68e2e3687004faa906251

FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json ./
# No package needs an install script to build the site; the test tools' (the Nu checker
# fetching a Java runtime) have no place in the image.
RUN npm ci --no-audit --no-fund --ignore-scripts
COPY . .
ARG BASE_PATH=/
ARG VITE_EMAILJS_SERVICE_ID=
ARG VITE_EMAILJS_TEMPLATE_ID=
ARG VITE_EMAILJS_PUBLIC_KEY=
ARG VITE_EMAILJS_ORIGIN=
# 1 adds the content editor at /admin/; only for a host name no other application shares
# (docs/decisions/0014-content-editor.md).
ARG SITE_EDITOR=
RUN BASE_PATH="$BASE_PATH" \
    SITE_EDITOR="$SITE_EDITOR" \
    VITE_EMAILJS_SERVICE_ID="$VITE_EMAILJS_SERVICE_ID" \
    VITE_EMAILJS_TEMPLATE_ID="$VITE_EMAILJS_TEMPLATE_ID" \
    VITE_EMAILJS_PUBLIC_KEY="$VITE_EMAILJS_PUBLIC_KEY" \
    VITE_EMAILJS_ORIGIN="$VITE_EMAILJS_ORIGIN" \
    npm run build

# The test image (`--target test`): what `npm test` needs on a machine of its own, for the dev
# container (.devcontainer/), `npm run test:container` on any laptop with Docker or podman, and
# CI. Debian's Chromium and its headless shell (the visual baselines are drawn by them, with
# the DejaVu fonts), nginx with its brotli module, Java for the Nu HTML checker, and git for
# the pull-request check. The site's own files come from the mounted checkout, not the image.
# A plain `docker build` skips this stage: it builds the last one.
FROM ${NODE_IMAGE} AS test
# The slim image has no man folders, where the Java package links its pages.
RUN mkdir -p /usr/share/man/man1 \
 && apt-get update \
 && apt-get install -y --no-install-recommends chromium chromium-headless-shell nginx libnginx-mod-http-brotli-static \
      default-jre-headless fonts-dejavu-core fonts-dejavu-extra git ca-certificates \
 && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
# node_modules and .cache are volumes of their own (kept between runs, apart from a laptop's
# own node_modules). A new volume takes these folders' owner and mode: the image's `node`
# user, and anyone (`npm run test:container` runs as the laptop's own user id).
RUN mkdir -p /workspace/node_modules /workspace/.cache && chown -R node:node /workspace \
 && chmod 1777 /workspace/node_modules /workspace/.cache
WORKDIR /workspace
USER node

FROM ${DEBIAN_IMAGE} AS runtime
# Only nginx and its brotli module; Debian's default site and config snippets go, so
# nothing but this site is served.
RUN apt-get update \
 && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static \
 && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled /etc/nginx/sites-available /etc/nginx/conf.d \
      /usr/share/nginx/html /var/www/html
COPY nginx.conf trusted-proxies.conf /etc/nginx/
COPY scripts/healthcheck.sh /usr/local/bin/healthcheck
COPY --from=build /app/dist /usr/share/nginx/html
# The commit the image was built from, so that "which commit is running?" has an answer: CI
# passes it for the published image, docker-compose.yml from SITE_REVISION for one built on
# the server. A build without it stops here, saying so.
ARG REVISION
RUN [ -n "$REVISION" ] || { echo 'No commit to record: build with SITE_REVISION=$(git rev-parse HEAD) docker compose up --build -d (or --build-arg REVISION=<commit>).' >&2; exit 1; }
LABEL org.opencontainers.image.revision=$REVISION
USER www-data
EXPOSE 8080
# Asks nginx for /healthz; three failures in a row stop nginx, so that the container restarts.
HEALTHCHECK --interval=30s --timeout=5s --start-period=5s --retries=3 CMD ["healthcheck"]
# -e stderr: log to the container log from the first line, before nginx.conf is read.
CMD ["nginx", "-e", "stderr", "-g", "daemon off;"]
