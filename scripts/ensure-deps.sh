#!/usr/bin/env bash
# Installs what the product needs on a fresh Debian 12 machine with Node 20: the npm packages
# (from the lock file) and, with --for-tests, the Debian packages the tests need.
# Safe to run again: each step is skipped when its result is already there.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "== installing npm packages (npm ci)"
  # Native addons (argon2, sharp) build against the Node headers Debian ships, not downloaded
  # ones. Only the install needs this, so it is set for this one command: npm warns about the
  # setting on every other call.
  npm_config_nodedir=/usr npm ci --no-audit --no-fund
fi

# Debian packages the tests use: chromium (browser tests), a Chinese font (readable screenshots),
# flatbuffers-compiler (the check that generated FlatBuffers code is current), poppler-utils
# (pdfinfo and pdftoppm read the drawing's PDF export back).
if [ "${1:-}" = "--for-tests" ]; then
  missing=""
  for pkg in chromium fonts-wqy-microhei flatbuffers-compiler poppler-utils; do
    dpkg -s "$pkg" >/dev/null 2>&1 || missing="$missing $pkg"
  done
  if [ -n "$missing" ]; then
    echo "== installing Debian packages:$missing"
    if [ "$(id -u)" -eq 0 ]; then SUDO=""; elif command -v sudo >/dev/null; then SUDO="sudo"; else
      echo "missing Debian packages:$missing; install them as root: apt-get install -y$missing" >&2
      exit 1
    fi
    $SUDO apt-get update -qq
    # shellcheck disable=SC2086
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $missing >/dev/null
  fi
fi
