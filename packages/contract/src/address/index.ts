export * from './address.ts';
