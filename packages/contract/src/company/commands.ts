import { getCarrierLoginInfoInput, selectCompanyNoAndRecordInput, selectCompanyNoAndRecordOutput } from '../auth/login.ts';
import { declareCommand, emptyInput } from '../command.ts';
import { companySettingsView, saveCompanySettingsInput } from './settings.ts';

/** systemManagent/customConfig: the caller's company settings, and the company a login page belongs to. */
export const getCompanySettings = declareCommand({
  service: 'main', command: 'getCompanySettings', permission: 'company.settings.view', input: emptyInput, output: companySettingsView,
  summary: "The caller's company settings: names, lock-screen minutes, record number and own host.",
});

export const saveCompanySettings = declareCommand({
  service: 'main', command: 'saveCompanySettings', permission: 'company.settings.edit', input: saveCompanySettingsInput, output: companySettingsView,
  summary: "Save the caller's company settings; the own host must not be another company's.",
});

export const selectCompanyNoAndRecord = declareCommand({
  service: 'uc', command: 'selectCompanyNoAndRecord', permission: 'public', input: selectCompanyNoAndRecordInput, output: selectCompanyNoAndRecordOutput,
  summary: 'The company whose own host this is (port ignored): its code, record number and name; 10015 for an unknown host.',
});

export const getCarrierLoginInfo = declareCommand({
  service: 'uc', command: 'getCarrierLoginInfo', permission: 'public', input: getCarrierLoginInfoInput, output: selectCompanyNoAndRecordOutput,
  summary: "A carrier's names and record number for its carrier-side login page; 10015 for an unknown code.",
});

export const companyDeclarations = [getCompanySettings, saveCompanySettings, selectCompanyNoAndRecord, getCarrierLoginInfo];
