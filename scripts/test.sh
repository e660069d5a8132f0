#!/usr/bin/env bash
# Quick start, command 2: install everything and run the whole test suite (what CI runs).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/ensure-pnpm.sh
pnpm install --frozen-lockfile
bash scripts/ensure-chromium.sh
# The whole suite (CI sets CI=true too; on a developer's machine `pnpm test` alone is the fast loop).
pnpm run test:all
