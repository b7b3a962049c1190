import { runBenches } from '@hds/dev/bench';

/** `npm run bench -w @hds/engine [-- name…]`: every bench/*.bench.ts here, in turn. */
await runBenches(import.meta.dirname, process.argv.slice(2));
