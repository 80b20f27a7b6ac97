import { z } from 'zod';
import { declareCommand, emptyInput, emptyOutput, pageOf } from '../command.ts';
import {
  assignFinanceDeptInput, financeDeptFormOptions, financeDeptIdInput, financeDeptOptions, financeDeptView, listFinanceDeptsInput, saveFinanceDeptInput,
} from './financeDept.ts';

export const listFinanceDepts = declareCommand({
  service: 'main', command: 'listFinanceDepts', permission: 'financeDept.view', input: listFinanceDeptsInput, output: pageOf(financeDeptView),
  summary: "One page of the company's finance departments by code, with how many customers and sites each owns.",
});

export const getFinanceDeptOptions = declareCommand({
  service: 'main', command: 'getFinanceDeptOptions', permission: 'session', input: emptyInput, output: financeDeptOptions,
  summary: "The company's finance departments by code, for the selects of other screens (carrier staff only).",
});

export const getFinanceDeptFormOptions = declareCommand({
  service: 'main', command: 'getFinanceDeptFormOptions', permission: 'financeDept.edit', input: emptyInput, output: financeDeptFormOptions,
  summary: "What a department's form and assignment choose from: the company's staff in post, its live customers and its sites, each with its department.",
});

export const saveFinanceDept = declareCommand({
  service: 'main', command: 'saveFinanceDept', permission: 'financeDept.edit', input: saveFinanceDeptInput, output: z.object({ id: z.number() }),
  summary: 'Create a finance department (no id) or change one; code and name are unique in the company.',
});

export const deleteFinanceDept = declareCommand({
  service: 'main', command: 'deleteFinanceDept', permission: 'financeDept.edit', input: financeDeptIdInput, output: emptyOutput,
  summary: 'Delete a finance department that owns no customer and no site (400 inUse otherwise).',
});

export const assignFinanceDept = declareCommand({
  service: 'main', command: 'assignFinanceDept', permission: 'financeDept.edit', input: assignFinanceDeptInput, output: emptyOutput,
  summary: "Set the customers and sites a department owns: each list given is its whole set; another company's customer or site is refused, named.",
});

export const financeDeptDeclarations = [listFinanceDepts, getFinanceDeptOptions, getFinanceDeptFormOptions, saveFinanceDept, deleteFinanceDept, assignFinanceDept];
