export * from './dunning.table.ts';
export { dunningCommands } from './dunning.commands.ts';
export { DUNNING_TICK_MS, runDunningTick, startDunning, type DunningTickOptions } from './dunning-tick.ts';
