import * as contract from '@parcelflow/contract/auth/commands';
import { implement } from '../../envelope/command.ts';
import { createLoginTicket, exchangeLoginTicket } from './login-ticket.service.ts';

export const sessionCommands = [
  implement(contract.createLoginTicket, (ctx) => createLoginTicket(ctx)),
  implement(contract.getApiLoginInfo, (ctx, input) => exchangeLoginTicket(ctx, input)),
];
