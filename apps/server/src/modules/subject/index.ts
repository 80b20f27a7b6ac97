export * from './subject.table.ts';
export { subjectCommands } from './subject.commands.ts';
export { subjectWriter } from './subject.writer.ts';
