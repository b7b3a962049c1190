export * from './auth/index.ts';
