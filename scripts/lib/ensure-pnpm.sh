# Sourced by the quick-start scripts: makes `pnpm` (the version pinned in package.json) available on a
# machine that has only Node and npm.
want=$(node -p "require('./package.json').packageManager.split('@')[1]")
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "$want" ]; then
  echo "› installing pnpm $want"
  if npm install -g "pnpm@$want" >/dev/null 2>&1; then
    hash -r
  else
    # No permission for a global install: keep a private copy inside the checkout instead.
    npm install --prefix .tools "pnpm@$want" >/dev/null
    export PATH="$PWD/.tools/node_modules/.bin:$PATH"
  fi
fi
