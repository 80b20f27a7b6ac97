export * from './postcode.table.ts';
export { postcodeCommands } from './postcode.commands.ts';
export { insertPostcodes, postcodeWriter, type PostcodePlace } from './postcode.writer.ts';
export { postcodeCityMismatches, postcodeMismatchError, postcodeMismatchWhen, type ReceiverPlace } from './postcode.checks.ts';
