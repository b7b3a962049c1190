/** Bundles the browser-side scene code into one IIFE script (@hds/stager's bundler). */
import path from 'node:path';
import { bundleIife } from '@hds/stager/build';
import { rendererRoot } from './paths.ts';

export function bundleScenes(): Promise<string> {
  return bundleIife(rendererRoot, path.join(rendererRoot, 'scene', 'index.ts'), 'HdsScenes');
}
