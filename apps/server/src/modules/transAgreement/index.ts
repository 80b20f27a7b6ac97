export * from './transAgreement.table.ts';
export { agreementAllows, utcToday } from './agreement-allows.ts';
export { orderableChannels } from './orderable-channels.ts';
export { customerOptionPage, listChannelOptions, listGroupOptions } from './party-options.ts';
export { agreementSnapshot, deleteGroupAgreements } from './transAgreement.audit.ts';
export { transAgreementCommands } from './transAgreement.commands.ts';
