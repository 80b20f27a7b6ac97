import { changePasswordInput, checkResetCodeInput, resetPasswordInput, sendResetCodeInput } from '@parcelflow/contract';
import { defineCommand } from '../../envelope/command.ts';
import { changePassword, checkResetCode, resetPassword, sendResetCode } from './password.service.ts';

export const passwordCommands = [
  defineCommand({
    service: 'uc', command: 'sendResetCode', permission: 'public', input: sendResetCodeInput,
    summary: "Forgot password, step 1: send a 6-digit code to the account's phone (else email); answers where, masked.",
    handler: (ctx, input) => sendResetCode(ctx, input.account),
  }),
  defineCommand({
    service: 'uc', command: 'checkResetCode', permission: 'public', input: checkResetCodeInput,
    summary: 'Forgot password, step 2: check the code (five wrong tries use it up).',
    handler: async (ctx, input) => {
      await checkResetCode(ctx, input.account, input.code);
      return {};
    },
  }),
  defineCommand({
    service: 'uc', command: 'resetPassword', permission: 'public', input: resetPasswordInput,
    summary: 'Forgot password, step 3: set a new password with the code; every session of the account ends.',
    handler: async (ctx, input) => {
      await resetPassword(ctx, input.account, input.code, input.newPassword);
      return {};
    },
  }),
  defineCommand({
    service: 'uc', command: 'changePassword', permission: 'session', input: changePasswordInput,
    summary: "Change the caller's password; every session of the account ends, this one included.",
    handler: async (ctx, input) => {
      await changePassword(ctx, input.oldPassword, input.newPassword);
      return {};
    },
  }),
];
