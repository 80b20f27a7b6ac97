export * from './printAgent.table.ts';
export { printAgentCommands } from './printAgent.commands.ts';
export { registerPrintAgentDownload } from './printAgent.download.ts';
