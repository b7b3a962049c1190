import type { ChildProcess } from 'node:child_process';

export declare const API_DIR: string;
export function waitForHealth(url: string, server: ChildProcess, timeoutMs?: number): Promise<void>;
export interface ApiServer {
  baseURL: string;
  server: ChildProcess;
  stop(): Promise<void>;
}
export function startApiServer(options: {
  port: number;
  env?: NodeJS.ProcessEnv;
  timeoutMs?: number;
}): Promise<ApiServer>;
export type Stops = (() => unknown)[];
export function startStack(
  stops: Stops,
  options?: { port?: number; env?: NodeJS.ProcessEnv; waitForStyled?: boolean },
): Promise<{
  baseURL: string;
  emulator: { host: string; url: string; projectId: string; stop: () => Promise<void> };
}>;
export function stopAll(stops: Stops): Promise<void>;
