export * from './limitQuery.ts';
