import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

export const APP_VERSION = pkg.version;
export const BUILD_ENV = process.env.NODE_ENV === 'development' ? 'development' : 'production';
