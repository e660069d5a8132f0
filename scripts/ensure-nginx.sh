#!/usr/bin/env bash
# Makes nginx available to the hosting e2e (apps/web/deploy/nginx.conf in front of the production build).
# Order: nginx on PATH (or /usr/sbin), apt-get when root, else stop and say how to get it.
set -euo pipefail
if command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "› installing nginx with apt-get"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null
  command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] && exit 0
fi
cat >&2 <<'MSG'
No nginx found. Install one and run again, for example:
  sudo apt-get install nginx              (Debian/Ubuntu)
MSG
exit 1
