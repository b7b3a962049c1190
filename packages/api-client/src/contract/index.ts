export * from './auth.ts';
export * from './errors.ts';
export * from './paths.ts';
export * from './homeDesign.ts';
export * from './images.ts';
export * from './projects.ts';
export * from './user.ts';
export * from './transformations.ts';
