#!/bin/sh
# The container's processes, the same commands `npm run test:cluster` starts on loopback:
#   api      the HTTP server (src/main.ts)
#   worker   an edit-job worker (src/worker.ts); QUEUE=pgboss on PostgreSQL
#   backup <dir> | restore <dir> | admin <command>   the operator's commands
set -eu
cd "$(dirname "$0")/../apps/api"
role="${1:-api}"
[ "$#" -gt 0 ] && shift
case "$role" in
  api) exec node --import tsx src/main.ts ;;
  worker) exec node --import tsx src/worker.ts ;;
  backup | restore) exec node --import tsx src/ops/backup/main.ts "$role" "$@" ;;
  admin) exec node --import tsx src/admin/main.ts "$@" ;;
  *)
    echo "usage: entrypoint.sh api | worker | backup <dir> | restore <dir> | admin <command>" >&2
    exit 2
    ;;
esac
