#!/usr/bin/env bash
# The image's command: lists the front ends nginx believes for the client's address
# (trusted-proxies.conf includes this list), then runs nginx in the foreground as PID 1.
# Believed: the container's default gateway, which is where the host's own front end
# reaches the published port from (the compose network's gateway), and the addresses in
# SITE_TRUSTED_PROXY (docker-compose.yml), for a front end on another machine. No one
# else on a private network can choose the address the access log shows.
set -euo pipefail
list=/tmp/trusted-front-ends.conf
{
  # /proc/net/route: the default route's gateway, 4 bytes in hexadecimal, lowest first.
  gateway=$(awk '$2 == "00000000" { print $3; exit }' /proc/net/route)
  if [ -n "$gateway" ]; then
    printf 'set_real_ip_from %d.%d.%d.%d;\n' "0x${gateway:6:2}" "0x${gateway:4:2}" "0x${gateway:2:2}" "0x${gateway:0:2}"
  fi
  for address in ${SITE_TRUSTED_PROXY:-}; do
    [[ $address =~ ^[0-9a-fA-F.:/]+$ ]] || { echo "SITE_TRUSTED_PROXY: '$address' is not an address or a range (such as 10.1.2.3 or 10.1.2.0/24)" >&2; exit 1; }
    echo "set_real_ip_from $address;"
  done
} >"$list"
# -e stderr: log to the container log from the first line, before nginx.conf is read.
exec nginx -e stderr -g 'daemon off;'
