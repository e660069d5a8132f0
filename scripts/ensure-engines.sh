#!/usr/bin/env bash
# Makes the engine journeys' browsers available (e2e/engines, decision 0780): Debian's Firefox ESR, WebKitGTK's
# WebDriver with its MiniBrowser, a virtual display for it (xvfb-run, xauth) and pulseaudio (a null sound
# output for Firefox, whose AudioContext never runs without one). Order: all on PATH, apt-get when root, else
# stop and say how to get them.
set -euo pipefail
have() {
  command -v firefox-esr >/dev/null 2>&1 && command -v WebKitWebDriver >/dev/null 2>&1 &&
    command -v xvfb-run >/dev/null 2>&1 && command -v xauth >/dev/null 2>&1 &&
    command -v pulseaudio >/dev/null 2>&1
}
if have; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "› installing firefox-esr webkit2gtk-driver xvfb xauth pulseaudio with apt-get"
  apt-get update -qq || true
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
    firefox-esr webkit2gtk-driver xvfb xauth pulseaudio >/dev/null
  if have; then exit 0; fi
fi
cat >&2 <<'MSG'
The engine journeys need Firefox ESR, WebKitGTK's WebDriver, Xvfb and pulseaudio. Install them and run again:
  sudo apt-get install firefox-esr webkit2gtk-driver xvfb xauth pulseaudio      (Debian/Ubuntu)
MSG
exit 1
