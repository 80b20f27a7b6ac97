export * from './customerGroup.ts';
