export * from './locale.ts';
export * from './headers.ts';
export * from './envelope.ts';
export * from './errors.ts';
export * from './auth.ts';
export * from './system.ts';
export * from './user.ts';
export * from './calls.ts';
