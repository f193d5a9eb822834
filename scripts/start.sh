#!/usr/bin/env bash
# Starts the product: installs the npm packages if needed, builds the shell and the server, and
# runs the server on PORT (default 8080). Without DATABASE_URL it uses the embedded PostgreSQL
# under DATA_DIR (default ./data); without SMTP_URL / SMS_URL messages go to the development outbox.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
export npm_config_nodedir=/usr
npm start
