import { z } from 'zod';
import { declareCommand, emptyInput, emptyOutput, pageOf } from '../command.ts';
import { comboBoxInput, comboBoxOutput } from '../order/commands.ts';
import { listTransAgreementsInput, saveTransAgreementInput, transAgreementFormOptions, transAgreementIdInput, transAgreementView } from './transAgreement.ts';

/** enterpriseManagement/transAgreement: which channels a customer or a customer group may order on, and when. */
export const listTransAgreements = declareCommand({
  service: 'main', command: 'listTransAgreements', permission: 'transAgreement.view', input: listTransAgreementsInput, output: pageOf(transAgreementView),
  summary: "One page of the company's transport agreements (latest start first) with their customer or group, channels and state today.",
});

export const getTransAgreementFormOptions = declareCommand({
  service: 'main', command: 'getTransAgreementFormOptions', permission: 'transAgreement.view', input: emptyInput, output: transAgreementFormOptions,
  summary: "The choices of the agreement form and filters: the company's channels and customer groups.",
});

export const transAgreementCustomerComboBox = declareCommand({
  service: 'main', command: 'transAgreementCustomerComboBox', permission: 'transAgreement.view', input: comboBoxInput, output: comboBoxOutput,
  summary: "The company's customers whose code or name holds the keyword, for the agreement form, 10 a page.",
});

export const saveTransAgreement = declareCommand({
  service: 'main', command: 'saveTransAgreement', permission: 'transAgreement.edit', input: saveTransAgreementInput, output: z.object({ id: z.number() }),
  summary: 'Create a transport agreement (no id) or change one: a customer or a group, its channels and validity dates.',
});

export const deleteTransAgreement = declareCommand({
  service: 'main', command: 'deleteTransAgreement', permission: 'transAgreement.edit', input: transAgreementIdInput, output: emptyOutput,
  summary: 'Delete a transport agreement; its customer keeps the channels of its other agreements, or every channel when none is left.',
});

export const transAgreementDeclarations = [listTransAgreements, getTransAgreementFormOptions, transAgreementCustomerComboBox, saveTransAgreement, deleteTransAgreement];
