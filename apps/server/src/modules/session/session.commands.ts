import { createLoginTicketInput, getApiLoginInfoInput } from '@parcelflow/contract';
import { defineCommand } from '../../envelope/command.ts';
import { createLoginTicket, exchangeLoginTicket } from './login-ticket.service.ts';

export const sessionCommands = [
  defineCommand({
    service: 'uc', command: 'createLoginTicket', permission: 'session', input: createLoginTicketInput,
    summary: "A one-time login ticket for the caller's identity, valid 2 minutes, for /login/{ticket}/{type}.",
    handler: (ctx) => createLoginTicket(ctx),
  }),
  defineCommand({
    service: 'uc', command: 'getApiLoginInfo', permission: 'public', input: getApiLoginInfoInput,
    summary: 'Exchange a login ticket, once, for a session; answers what uc/userLogin answers (404 for a wrong, used or expired ticket).',
    handler: (ctx, input) => exchangeLoginTicket(ctx, input),
  }),
];
