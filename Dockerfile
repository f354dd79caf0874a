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

# The commit the image is built from, so that "which commit is running?" has an answer. CI
# passes REVISION for the published image, docker-compose.yml SITE_REVISION for one built on
# the server; one that is not a full commit id is refused here, before the site is built.
# Without it the checkout's HEAD is read where the build context has it (a clone's .git),
# and the label says the image is a working copy (scripts/image-revision.sh).
FROM ${DEBIAN_IMAGE} AS revision
ARG REVISION=
COPY scripts/image-revision.sh /usr/local/bin/image-revision
RUN image-revision check
COPY . /checkout
# The site's files without .git, so that a new commit alone builds nothing again.
RUN image-revision record /checkout >/revision && rm -rf /checkout/.git

FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json ./
# No package needs an install script to build the site; the test tools' (the Nu checker
# fetching a Java runtime) have no place in the image.
RUN npm ci --no-audit --no-fund --ignore-scripts
COPY --from=revision /checkout ./
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

FROM ${DEBIAN_IMAGE} AS runtime
# Only nginx and its brotli module; Debian's default site and config snippets go, so
# nothing but this site is served. The upgrade brings the security updates published since
# the pinned base (CI rebuilds the image every night without its cache).
RUN apt-get update \
 && apt-get upgrade -y \
 && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static \
 && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled /etc/nginx/sites-available /etc/nginx/conf.d \
      /usr/share/nginx/html /var/www/html
COPY nginx.conf trusted-proxies.conf /etc/nginx/
COPY scripts/healthcheck.sh /usr/local/bin/healthcheck
COPY scripts/container-start.sh /usr/local/bin/start
COPY --from=build /app/dist /usr/share/nginx/html
COPY --from=revision /revision /etc/site-revision
ARG REVISION=
LABEL org.opencontainers.image.revision="${REVISION:-unknown: a working copy, see /etc/site-revision}"
USER www-data
EXPOSE 8080
# Asks nginx for /healthz; three failures in a row stop nginx, so that the container restarts.
HEALTHCHECK --interval=30s --timeout=5s --start-period=5s --retries=3 CMD ["healthcheck"]
# Lists the front ends nginx believes, then runs nginx in the foreground (scripts/container-start.sh).
CMD ["start"]
