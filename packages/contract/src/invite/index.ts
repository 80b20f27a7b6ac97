export * from './invite.ts';
