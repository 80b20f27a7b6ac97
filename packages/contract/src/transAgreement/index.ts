export * from './transAgreement.ts';
export * from './commands.ts';
