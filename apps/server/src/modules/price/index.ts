export { priceCommands } from './price.commands.ts';
