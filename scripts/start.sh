#!/usr/bin/env bash
# Starts the product: installs the npm packages if needed, builds the shell and the server, and
# runs the server on PORT (default 8080). Without DATABASE_URL it uses the embedded PostgreSQL
# under DATA_DIR (default ./data); without SMTP_URL / SMS_URL messages go to the development outbox.
# The build and the server run with node itself, not through npm, so npm's configuration warnings
# (e.g. about npm_config_nodedir, which only the install step needs) stay out of the output.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
node esbuild.config.mjs
exec node dist/server/main.mjs
