#!/usr/bin/env bash
# Installs what the product needs on a fresh Debian 12 machine with Node 20: the npm packages
# (from the lock file) and, with --browser, Debian's Chromium for the end-to-end tests.
# Safe to run again: each step is skipped when its result is already there.
set -euo pipefail
cd "$(dirname "$0")/.."

# Native addons (argon2, sharp) build against the Node headers Debian ships, not downloaded ones.
export npm_config_nodedir=/usr

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "== installing npm packages (npm ci)"
  npm ci --no-audit --no-fund
fi

if [ "${1:-}" = "--browser" ] && [ ! -x /usr/bin/chromium ]; then
  echo "== installing Debian's chromium and a Chinese font for the browser tests"
  if [ "$(id -u)" -eq 0 ]; then SUDO=""; elif command -v sudo >/dev/null; then SUDO="sudo"; else
    echo "chromium is missing and this user cannot install it: run 'apt-get install -y chromium' as root" >&2
    exit 1
  fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-wqy-microhei >/dev/null
fi
