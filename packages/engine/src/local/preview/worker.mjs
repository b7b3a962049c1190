// The mask preview thread's entry (pool.ts). A worker thread does not inherit the API's TypeScript
// loader on Node 20, so it registers tsx itself before it loads the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
