import * as contract from '@parcelflow/contract/auth/commands';
import { implement } from '../../envelope/command.ts';
import { registerUser, sendRegisterCode } from './registration.service.ts';

export const registrationCommands = [
  implement(contract.sendRegisterCode, (ctx, input) => sendRegisterCode(ctx, input)),
  implement(contract.userRegister, (ctx, input) => registerUser(ctx, input)),
];
