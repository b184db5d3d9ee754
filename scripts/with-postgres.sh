#!/usr/bin/env bash
# Runs a command beside a throwaway PostgreSQL server: a new cluster in a temporary folder,
# on a free loopback port, owned by a non-root user, removed when the command ends.
# The command finds it in API_TEST_DATABASE_URL. Usage: bash scripts/with-postgres.sh npm test
set -euo pipefail

bin=""
for dir in /usr/lib/postgresql/*/bin; do [ -x "$dir/initdb" ] && bin="$dir"; done
if [ -z "$bin" ]; then
  echo "Installing Debian's PostgreSQL for the repository tests…"
  SUDO=""
  if [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null 2>&1; then SUDO="sudo"; fi
  $SUDO apt-get update
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y --no-install-recommends postgresql
  for dir in /usr/lib/postgresql/*/bin; do [ -x "$dir/initdb" ] && bin="$dir"; done
fi

folder="$(mktemp -d -t mirante-pg-XXXXXX)"
# PostgreSQL refuses to run as root: as root, the cluster belongs to Debian's `postgres` user.
as_owner=()
if [ "$(id -u)" -eq 0 ]; then
  chown postgres "$folder"
  as_owner=(runuser -u postgres --)
fi
port="$(node -e "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

stop() {
  "${as_owner[@]}" "$bin/pg_ctl" -D "$folder/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$folder"
}
trap stop EXIT

"${as_owner[@]}" "$bin/initdb" -D "$folder/data" -U mirante -A trust --no-sync -E UTF8 \
  --locale=C.UTF-8 >/dev/null
# A test server: no durability (fsync off), loopback only, its socket in the folder.
"${as_owner[@]}" "$bin/pg_ctl" -D "$folder/data" -l "$folder/server.log" -w -s start \
  -o "-p $port -k $folder -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off"

export API_TEST_DATABASE_URL="postgres://mirante@127.0.0.1:$port/postgres"
echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port for this run"
"$@"
