#!/usr/bin/env bash
# Makes a Chromium available to the e2e suite. Order: $CHROMIUM_PATH, Debian's chromium (plus its
# chromium-headless-shell, which headless runs prefer: decision 0752), apt-get (when root), Playwright's own
# download (works only where its CDN is reachable), else stop.
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; then exit 0; fi
full() { [ -x /usr/bin/chromium ] || [ -x /usr/bin/chromium-browser ]; }
shell() { [ -x /usr/lib/chromium/chromium-headless-shell ] || [ -x /usr/bin/chromium-headless-shell ]; }
if full && shell; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  missing=()
  full || missing+=(chromium)
  shell || missing+=(chromium-headless-shell)
  echo "› installing ${missing[*]} with apt-get"
  # The headless shell only makes the suite faster: without it (or without apt's index, offline) the suite
  # runs on the full Chromium already here, so no apt failure may stop the script before that check.
  apt-get update -qq || true
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null ||
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null || true
fi
if full; then
  shell || echo "› no chromium-headless-shell: e2e runs on full Chromium (about twice the CPU)"
  exit 0
fi
echo "› trying playwright install chromium"
if pnpm --filter @mockint/e2e exec playwright install chromium; then exit 0; fi
cat >&2 <<'MSG'
No Chromium found. Install one and run again, for example:
  sudo apt-get install chromium chromium-headless-shell      (Debian/Ubuntu)
  or set CHROMIUM_PATH=/path/to/chrome
MSG
exit 1
