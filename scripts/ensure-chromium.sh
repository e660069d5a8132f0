#!/usr/bin/env bash
# Makes a Chromium available to the e2e suite. Order: $CHROMIUM_PATH, Debian's /usr/bin/chromium,
# apt-get (when root), Playwright's own download (works only where its CDN is reachable), else stop.
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; then exit 0; fi
for p in /usr/bin/chromium /usr/bin/chromium-browser; do [ -x "$p" ] && exit 0; done
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "› installing Chromium with apt-get"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  [ -x /usr/bin/chromium ] && exit 0
fi
echo "› trying playwright install chromium"
if pnpm --filter @mockint/e2e exec playwright install chromium; then exit 0; fi
cat >&2 <<'MSG'
No Chromium found. Install one and run again, for example:
  sudo apt-get install chromium            (Debian/Ubuntu)
  or set CHROMIUM_PATH=/path/to/chrome
MSG
exit 1
