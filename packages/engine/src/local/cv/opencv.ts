import { createRequire } from 'node:module';
import type * as OpenCvModule from '@techstark/opencv-js';

/**
 * OpenCV's WebAssembly build (`@techstark/opencv-js`, Apache-2.0): the classical primitives the
 * hand-written code does less well (issue #38; the README's "OpenCV"). Its 10 MB module is
 * compiled on first use, about 2 s of CPU, once per thread: module state is per thread, so the
 * mask preview's thread and a job's process each load their own copy, and only when a click
 * first needs it. Matrices live on the WebAssembly heap, not the JS one: every `Mat` must be
 * `delete()`d, which `withMats` does whatever happens.
 */
export type OpenCv = typeof OpenCvModule;

/** A value on OpenCV's heap (Mat, MatVector…). */
interface Deletable {
  delete(): void;
}

let loading: Promise<{ cv: OpenCv }> | undefined;
let loads = 0;

/**
 * OpenCV, loaded once per thread. The module is wrapped in an object because Emscripten's module
 * is a thenable whose `then` hands back itself: awaiting it directly never settles.
 */
export function opencv(): Promise<{ cv: OpenCv }> {
  loading ??= (async () => {
    loads++;
    // Node's own loader: a bundler's transform (Vitest's) of the 10 MB script takes minutes.
    const cv = createRequire(import.meta.url)('@techstark/opencv-js') as OpenCv & {
      onRuntimeInitialized?: () => void;
    };
    if (typeof (cv as { Mat?: unknown }).Mat !== 'function') {
      await new Promise<void>((resolve) => {
        cv.onRuntimeInitialized = resolve;
      });
    }
    return { cv };
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** How many times this thread has started loading OpenCV (tests: once). */
export function opencvLoads(): number {
  return loads;
}

/**
 * Runs `work` with a `keep` that registers each OpenCV object it makes; all of them are deleted
 * when `work` returns or throws, newest first.
 */
export function withMats<T>(work: (keep: <M extends Deletable>(m: M) => M) => T): T {
  const held: Deletable[] = [];
  try {
    return work((m) => {
      held.push(m);
      return m;
    });
  } finally {
    for (let i = held.length - 1; i >= 0; i--) held[i]!.delete();
  }
}
