import * as contract from '@parcelflow/contract/auth/commands';
import { implement } from '../../envelope/command.ts';
import { changePassword, checkResetCode, resetPassword, sendResetCode } from './password.service.ts';

export const passwordCommands = [
  implement(contract.sendResetCode, (ctx, input) => sendResetCode(ctx, input.account)),
  implement(contract.checkResetCode, async (ctx, input) => {
    await checkResetCode(ctx, input.account, input.code);
    return {};
  }),
  implement(contract.resetPassword, async (ctx, input) => {
    await resetPassword(ctx, input.account, input.code, input.newPassword);
    return {};
  }),
  implement(contract.changePassword, async (ctx, input) => {
    await changePassword(ctx, input.oldPassword, input.newPassword);
    return {};
  }),
];
