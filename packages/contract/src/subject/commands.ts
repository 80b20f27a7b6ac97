import { z } from 'zod';
import { declareCommand, emptyOutput, pageOf } from '../command.ts';
import { declareTableCommands } from '../tableImport/commands.ts';
import { customerSubjectsInput, listSubjectsInput, saveSubjectInput, subjectFilter, subjectIdInput, subjectTable, subjectView } from './subject.ts';

export const listSubjects = declareCommand({
  service: 'main', command: 'listSubjects', permission: 'subject.view', input: listSubjectsInput, output: pageOf(subjectView),
  summary: "One page of the subjects (legal entities with tax numbers) of the company's customers.",
});

export const saveSubject = declareCommand({
  service: 'main', command: 'saveSubject', permission: 'subject.edit', input: saveSubjectInput, output: z.object({ id: z.number() }),
  summary: "Create a subject of one of the company's customers (no id) or change one; unique per customer and name.",
});

export const deleteSubject = declareCommand({
  service: 'main', command: 'deleteSubject', permission: 'subject.edit', input: subjectIdInput, output: emptyOutput,
  summary: 'Delete a subject of one of the company\'s customers.',
});

export const customerSubjects = declareCommand({
  service: 'main', command: 'customerSubjects', permission: 'order.view', input: customerSubjectsInput, output: z.array(subjectView),
  summary: "The subjects of one of the company's customers, the default first: what the order form offers for the sender's tax numbers.",
});

export const subjectExcel = declareTableCommands(subjectTable, {
  service: 'main', template: 'downloadSubjectTemplate', import: 'startSubjectImport', export: 'startSubjectExport',
  view: 'subject.view', edit: 'subject.edit',
}, subjectFilter);

export const subjectDeclarations = [
  listSubjects, saveSubject, deleteSubject, customerSubjects,
  subjectExcel.downloadTemplate, subjectExcel.startImport, subjectExcel.startExport,
];
