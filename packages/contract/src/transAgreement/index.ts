export * from './transAgreement.ts';
