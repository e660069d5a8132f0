#!/usr/bin/env bash
# `pnpm test:fresh-clone`: proves the repository stands on its own. Clones the committed HEAD into an empty
# temp dir (nothing beside it: no ../shared, no node_modules), installs from the lockfile and runs the tooling
# and unit tests there. Pass a stage to run instead, e.g. `bash scripts/fresh-clone.sh bash scripts/test.sh`.
set -euo pipefail
source="$(cd "$(dirname "$0")/.." && pwd)"
parent="$(mktemp -d "${TMPDIR:-/tmp}/fresh-XXXXXX")"
trap 'rm -rf "$parent"' EXIT
started=$(date +%s)
git clone --quiet --no-hardlinks "$source" "$parent/repo"
cd "$parent/repo"
echo "fresh clone of $(git rev-parse --short HEAD) in $parent/repo; beside it: $(ls -A "$parent" | tr '\n' ' ')"
source scripts/lib/ensure-pnpm.sh
pnpm install --frozen-lockfile --prefer-offline --reporter=silent
if [ "$#" -gt 0 ]; then
  "$@"
else
  pnpm run test:tooling
  # Two at a time: on a 2-core machine six vitest runs at once starve the CLI-spawning tests into timeouts.
  pnpm exec turbo run test --concurrency=2 --output-logs=errors-only
fi
echo "fresh clone: passed in $(($(date +%s) - started)) s"
