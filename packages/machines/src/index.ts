export * from './auth/index.ts';
export * from './jobPolling/index.ts';
export * from './upload/index.ts';
export * from './objectRemoval/index.ts';
export * from './boardWizard/index.ts';
export * from './leadForm/index.ts';
export * from './sharedBoard/index.ts';
export * from './carousel/index.ts';
