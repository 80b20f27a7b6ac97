export * from './cityAbbreviation.table.ts';
export { cityAbbreviationCommands } from './cityAbbreviation.commands.ts';
export { cityAbbreviationWriter } from './cityAbbreviation.writer.ts';
export { cityCodesOf, placeKey } from './city-codes.ts';
