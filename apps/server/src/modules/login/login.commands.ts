import * as contract from '@parcelflow/contract/auth/commands';
import { implement } from '../../envelope/command.ts';
import { revokeSessionByHash } from '../session/index.ts';
import { createLoginTicket, exchangeLoginTicket } from './login-ticket.service.ts';
import { logIn } from './login.service.ts';

export const loginCommands = [
  implement(contract.userLogin, (ctx, input) => logIn(ctx, input)),
  implement(contract.logout, async (ctx) => {
    await revokeSessionByHash(ctx.db, ctx.caller.tokenHash);
    await ctx.services.evictCallers(`token:${ctx.caller.tokenHash}`);
    return {};
  }),
  implement(contract.createLoginTicket, (ctx) => createLoginTicket(ctx)),
  implement(contract.getApiLoginInfo, (ctx, input) => exchangeLoginTicket(ctx, input)),
];
