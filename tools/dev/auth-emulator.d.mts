export function freePort(): Promise<number>;
export function startAuthEmulator(options?: {
  port?: number;
  projectId?: string;
  quiet?: boolean;
  timeoutMs?: number;
  stateDir?: string;
}): Promise<{ host: string; url: string; projectId: string; stop: () => Promise<void> }>;
