#!/bin/sh
# The Dockerfile's revision stage: which commit the image is built from.
#   image-revision check            refuses a REVISION that is not a full commit id (40 hex digits)
#   image-revision record CHECKOUT  prints what /etc/site-revision says: REVISION, or else the
#                                   checkout's HEAD read from CHECKOUT/.git, with a warning
set -eu
revision=${REVISION:-}
is_commit() { [ "${#1}" -eq 40 ] && case $1 in *[!0-9a-f]*) false ;; esac; }

if [ "$1" = check ]; then
  [ -z "$revision" ] || is_commit "$revision" || {
    echo "REVISION '$revision' is not a commit id: give the full 40 hexadecimal digits, as SITE_REVISION=\$(git rev-parse HEAD) docker compose up --build -d does, or leave it empty." >&2
    exit 1
  }
  exit 0
fi

if [ -n "$revision" ]; then echo "$revision"; exit 0; fi
git=$2/.git
head=$(cat "$git/HEAD" 2>/dev/null || true)
case $head in
  'ref: '*)
    ref=${head#ref: }
    head=$(cat "$git/$ref" 2>/dev/null || grep " $ref\$" "$git/packed-refs" 2>/dev/null | cut -d' ' -f1 || true)
    ;;
esac
if is_commit "$head"; then
  echo "warning: no SITE_REVISION; recording the checkout's HEAD, $head, in /etc/site-revision; the revision label says 'unknown: a working copy' (changes not committed may be in it)" >&2
  echo "$head (the HEAD of the working copy it was built from)"
else
  echo "warning: no SITE_REVISION and no .git in the build context; the image says it is a working copy of unknown commit" >&2
  echo 'unknown: built from a working copy whose commit the build could not see'
fi
