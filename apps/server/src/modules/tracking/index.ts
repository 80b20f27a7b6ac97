export { trackingCommands } from './tracking.commands.ts';
