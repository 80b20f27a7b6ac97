export * from './invite.table.ts';
export { newInviteCode } from './invite.code.ts';
export { inviteCommands } from './invite.commands.ts';
export { likePattern, type InviteRow } from './invite.queries.ts';
