# syntax=docker/dockerfile:1
# A thin wrapper around the tested build and nginx.conf: the same build script, then
# Debian bookworm's nginx with its brotli module, the same package the e2e suite runs.

FROM node:24-bookworm-slim AS build
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
RUN BASE_PATH="$BASE_PATH" \
    VITE_EMAILJS_SERVICE_ID="$VITE_EMAILJS_SERVICE_ID" \
    VITE_EMAILJS_TEMPLATE_ID="$VITE_EMAILJS_TEMPLATE_ID" \
    VITE_EMAILJS_PUBLIC_KEY="$VITE_EMAILJS_PUBLIC_KEY" \
    VITE_EMAILJS_ORIGIN="$VITE_EMAILJS_ORIGIN" \
    npm run build

FROM debian:bookworm-slim AS runtime
RUN apt-get update \
 && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static curl ca-certificates \
 && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled /etc/nginx/conf.d \
 && mkdir -p /tmp/nginx && chown www-data:www-data /tmp/nginx
COPY nginx.conf /etc/nginx/nginx.conf
COPY --from=build /app/dist /usr/share/nginx/html
USER www-data
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=3s --start-period=5s --retries=3 \
  CMD curl -fsS http://127.0.0.1:8080/healthz || exit 1
# -e stderr: log to the container log from the first line, before nginx.conf is read.
CMD ["nginx", "-e", "stderr", "-g", "daemon off;"]
