/**
 * Issue #18 defect 1: with the Auth emulator (anyone can sign in as anyone), the server binds
 * loopback by default and refuses a network address unless told, in so many words, that this is
 * what the operator wants.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import {
  emulatorBindingCheck,
  isLoopbackHostHeader,
  UNSAFE_EMULATOR_OVERRIDE,
} from '../../src/features/auth/emulatorSafety.ts';

const EMULATOR = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };
const OVERRIDE = { HDS_UNSAFE_EMULATOR_ON_NETWORK: 'anyone-can-sign-in-as-anyone' };

describe('the default address', () => {
  it('is loopback in emulator mode (an empty HOST counts as unset)', () => {
    expect(loadConfig({ ...EMULATOR }).host).toBe('127.0.0.1');
    expect(loadConfig({ ...EMULATOR, HOST: '' }).host).toBe('127.0.0.1');
  });

  it('stays 0.0.0.0 with a real Firebase project', () => {
    expect(loadConfig({ FIREBASE_API_KEY: 'AIza-real' }).host).toBe('0.0.0.0');
  });

  it('names the override and its exact value', () => {
    expect(UNSAFE_EMULATOR_OVERRIDE).toEqual({
      name: 'HDS_UNSAFE_EMULATOR_ON_NETWORK',
      value: 'anyone-can-sign-in-as-anyone',
    });
  });

  it('refuses an override with any other value', () => {
    expect(() =>
      loadConfig({ ...EMULATOR, HOST: '0.0.0.0', HDS_UNSAFE_EMULATOR_ON_NETWORK: 'true' }),
    ).toThrow(/HDS_UNSAFE_EMULATOR_ON_NETWORK.*anyone-can-sign-in-as-anyone/);
  });
});

describe('emulatorBindingCheck', () => {
  it.each(['127.0.0.1', '127.0.1.1', 'localhost', '::1', '[::1]'])('allows %s', (host) => {
    expect(emulatorBindingCheck(loadConfig({ ...EMULATOR, HOST: host }))).toEqual({ ok: true });
  });

  it.each(['0.0.0.0', '::', '192.168.1.20', '10.0.0.5', 'example.com'])(
    'refuses %s in emulator mode, naming the override',
    (host) => {
      const check = emulatorBindingCheck(loadConfig({ ...EMULATOR, HOST: host }));
      expect(check.ok).toBe(false);
      if (check.ok) return;
      expect(check.message).toMatch(/anyone can sign in as anyone/i);
      expect(check.message).toContain('HOST=127.0.0.1');
      expect(check.message).toContain(
        'HDS_UNSAFE_EMULATOR_ON_NETWORK=anyone-can-sign-in-as-anyone',
      );
    },
  );

  it('allows a network address with the override, with a loud warning', () => {
    const check = emulatorBindingCheck(loadConfig({ ...EMULATOR, ...OVERRIDE, HOST: '0.0.0.0' }));
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.warning).toMatch(/anyone who can reach 0\.0\.0\.0.*can sign in as any user/i);
  });

  it('does not apply with a real Firebase project', () => {
    expect(
      emulatorBindingCheck(loadConfig({ FIREBASE_API_KEY: 'AIza-real', HOST: '0.0.0.0' })),
    ).toEqual({ ok: true });
  });
});

describe('isLoopbackHostHeader', () => {
  it.each([
    'localhost',
    'localhost:8080',
    'LOCALHOST:80',
    '127.0.0.1',
    '127.8.9.10:1234',
    '[::1]',
    '[::1]:8080',
    'studio.localhost:5173',
  ])('accepts %s', (host) => expect(isLoopbackHostHeader(host)).toBe(true));

  it.each([
    undefined,
    '',
    'evil.example',
    'localhost.evil.example',
    '127.0.0.1.evil.example',
    '192.168.1.20:8080',
    '0.0.0.0:8080',
    '[::]:8080',
    'localhost:8080@evil.example',
  ])('refuses %s', (host) => expect(isLoopbackHostHeader(host)).toBe(false));
});

describe('the server process', () => {
  it('refuses to start on 0.0.0.0 in emulator mode, with a clear message', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hds-binding-'));
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: join(import.meta.dirname, '../..'),
        env: {
          ...process.env,
          ...EMULATOR,
          HOST: '0.0.0.0',
          PORT: '0',
          DATA_DIR: dataDir,
          HDS_UNSAFE_EMULATOR_ON_NETWORK: '',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      child.stderr.on('data', (d: Buffer) => (out += d.toString()));
      const code = await new Promise<number | null>((resolve) => {
        const timer = setTimeout(() => {
          child.kill('SIGKILL');
          resolve(null);
        }, 15_000);
        child.on('exit', (c) => {
          clearTimeout(timer);
          resolve(c);
        });
      });
      expect(code, out).toBe(1);
      expect(out).toMatch(/anyone can sign in as anyone/i);
      expect(out).toContain('HDS_UNSAFE_EMULATOR_ON_NETWORK');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 30_000);
});
