import { loadConfig } from './config.ts';
import { emulatorBindingCheck } from './features/auth/emulatorSafety.ts';

const config = loadConfig();
// Before anything opens: an emulator server reachable from the network is an open door.
const binding = emulatorBindingCheck(config);
if (!binding.ok) {
  console.error(`\n${binding.message}\n`);
  process.exit(1);
}
if (binding.warning) console.warn(binding.warning);

// Loaded after the check: a refused start exits at once, without loading the whole server.
const { buildApp } = await import('./app.ts');
const app = await buildApp(config).catch(refuseMisconfiguredEngine);

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
if (binding.warning) app.log.warn(binding.warning);

/** A seam configured with a name that has no implementation (ENGINE_DEPTH=…): one line, exit 1. */
function refuseMisconfiguredEngine(err: unknown): never {
  if (err instanceof Error && err.name === 'SeamConfigError') {
    console.error(`\n${err.message}\n`);
    process.exit(1);
  }
  throw err;
}
