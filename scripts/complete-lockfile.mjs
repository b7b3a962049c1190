#!/usr/bin/env node
// Adds lockfile entries for optional, platform-specific packages that this machine's registry
// does not serve (e.g. @swc/core-darwin-arm64): `npm install` skips them silently, but then
// `npm ci` refuses the lockfile as out of sync. Entries carry os/cpu/libc taken from the package
// name, so npm skips them on other platforms and fetches them where they belong.
// Usage: node scripts/complete-lockfile.mjs [--check]
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;

const OS = [
  'darwin',
  'linux',
  'win32',
  'android',
  'freebsd',
  'openharmony',
  'netbsd',
  'openbsd',
  'sunos',
  'aix',
];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'wasm32'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = OS.find((o) => parts.includes(o));
  const cpu = CPU.find((c) => parts.includes(c) || parts.some((p) => p.startsWith(c)));
  const libc = parts.some((p) => p.startsWith('musl'))
    ? 'musl'
    : parts.includes('gnu') || parts.some((p) => p.startsWith('gnu'))
      ? 'glibc'
      : null;
  return { os, cpu, libc };
}

const missing = [];
for (const [path, meta] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const base = path ? `${path}/node_modules/${dep}` : `node_modules/${dep}`;
    if (packages[base] || packages[`node_modules/${dep}`]) continue;
    const { os, cpu, libc } = platformOf(dep);
    if (!os && !cpu) continue; // not a platform binary: leave npm's decision alone
    const entry = { version, optional: true };
    if (meta.dev) entry.dev = true;
    if (cpu) entry.cpu = [cpu];
    if (os) entry.os = [os];
    if (libc) entry.libc = [libc];
    missing.push([`node_modules/${dep}`, entry]);
  }
}

if (process.argv.includes('--check')) {
  if (missing.length) {
    console.error(
      `package-lock.json lacks ${missing.length} optional platform packages; run node scripts/complete-lockfile.mjs`,
    );
    process.exit(1);
  }
  process.exit(0);
}
for (const [key, entry] of missing) packages[key] = entry;
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.log(`added ${missing.length} optional platform entries`);
