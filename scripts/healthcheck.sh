#!/usr/bin/env bash
# The image's health check (Dockerfile HEALTHCHECK): asks nginx for /healthz through bash's
# /dev/tcp (the image has no HTTP client), waiting at most 2 s. Docker and podman only report
# an unhealthy container, and `restart:` acts only when it exits, so a hung nginx (workers
# stopped, say) would stay down. After three failures in a row this stops nginx (TERM to the
# master, and CONT so that a stopped master runs to act on it; it kills workers that do not
# stop within a second), the container exits, and `restart: unless-stopped` starts it again.
failures=/tmp/health-failures
if timeout 2 bash -c 'exec 3<>/dev/tcp/127.0.0.1/8080 && printf "GET /healthz HTTP/1.0\r\n\r\n" >&3 && read -r status <&3 && [[ $status == *" 200 "* ]]'; then
  rm -f "$failures"
  exit 0
fi
echo failed >>"$failures"
if [ "$(wc -l <"$failures")" -ge 3 ]; then
  echo "health check: /healthz failed three times in a row; stopping nginx so the container restarts" >&2
  kill -TERM 1
  kill -CONT 1
fi
exit 1
