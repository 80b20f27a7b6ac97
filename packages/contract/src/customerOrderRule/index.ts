export * from './customerOrderRule.ts';
