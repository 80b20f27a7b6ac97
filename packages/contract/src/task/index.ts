export * from './codes.ts';
export * from './task.ts';
