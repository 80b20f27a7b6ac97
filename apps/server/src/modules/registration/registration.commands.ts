import { sendRegisterCodeInput, userRegisterInput } from '@parcelflow/contract';
import { defineCommand } from '../../envelope/command.ts';
import { registerUser, sendRegisterCode } from './registration.service.ts';

export const registrationCommands = [
  defineCommand({
    service: 'uc', command: 'sendRegisterCode', permission: 'public', input: sendRegisterCodeInput,
    summary: 'Send a 6-digit registration code to a phone number or email address not yet registered (one a minute, ten an hour).',
    handler: (ctx, input) => sendRegisterCode(ctx, input),
  }),
  defineCommand({
    service: 'uc', command: 'userRegister', permission: 'public', input: userRegisterInput,
    summary: 'Register a carrier or a cargo owner with the code sent: creates the company, the account and its administrator identity.',
    handler: (ctx, input) => registerUser(ctx, input),
  }),
];
