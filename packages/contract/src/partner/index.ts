export * from './partner.ts';
