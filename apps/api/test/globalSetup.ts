import type { TestProject } from 'vitest/node';
import { startAuthEmulator } from '../scripts/auth-emulator.mjs';

/** One real Firebase Auth emulator for the whole server suite. */
export default async function setup(project: TestProject) {
  const emulator = await startAuthEmulator({ projectId: 'demo-hds-test' });
  project.provide('authEmulatorHost', emulator.host);
  return () => emulator.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulatorHost: string;
  }
}
