#!/usr/bin/env bash
# Runs every test: type check, build, unit tests, server tests on the embedded PostgreSQL (PGlite),
# end-to-end tests in Debian's Chromium, and, where a PostgreSQL server is reachable, the server
# tests again on it. Installs what it needs first. Ends with one line "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh --for-tests || exit 1
rm -rf test-output/vitest && mkdir -p test-output/vitest

status=0
echo "== npm test (type check, build, unit + server on PGlite + end-to-end)"
npm test -- --reporter=default --reporter=json --outputFile.json=test-output/vitest/main.json || status=1

# A PostgreSQL server: DATABASE_URL if given, else the local one on 127.0.0.1:5432 (started from
# Debian's package when it is installed but stopped). Without one, PGlite alone has run the tests.
pg_url="${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
pg_ready() { node -e "const c=new (require('pg').Client)({connectionString:process.argv[1],connectionTimeoutMillis:3000});c.connect().then(()=>c.end()).then(()=>process.exit(0),()=>process.exit(1))" "$pg_url" 2>/dev/null; }
if ! pg_ready && [ -z "${DATABASE_URL:-}" ] && command -v pg_ctlcluster >/dev/null && [ -d /etc/postgresql ]; then
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n 1)" main start >/dev/null 2>&1 || true
  sleep 2
fi
if pg_ready; then
  echo "== server tests on PostgreSQL ($pg_url)"
  DATABASE_URL="$pg_url" npx vitest run --project server --reporter=default --reporter=json --outputFile.json=test-output/vitest/postgresql.json || status=1
else
  echo "== no PostgreSQL server reachable at $pg_url: server tests ran on PGlite only"
fi

node scripts/summarise-tests.mjs test-output/vitest || status=1
exit $status
