export * from './remoteArea.table.ts';
export { remoteAreaCommands } from './remoteArea.commands.ts';
export { remoteAreaWriter } from './remoteArea.writer.ts';
export { remoteClassesOf, remoteClassExpression, remoteClassOf, remoteClassesOfPlace, type OrderPlace } from './remoteArea.match.ts';
export { storedPlace } from './remoteArea-keys.ts';
