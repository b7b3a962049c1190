export * from './auth/index.ts';
export * from './jobPolling/index.ts';
