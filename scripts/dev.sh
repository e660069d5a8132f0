#!/usr/bin/env bash
# Quick start, command 1: install everything and run the web app against the local mock server.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/ensure-pnpm.sh
pnpm install --frozen-lockfile
exec pnpm dev
