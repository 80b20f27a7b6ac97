export * from './subject.ts';
export * from './tax-numbers.ts';
export * from './commands.ts';
