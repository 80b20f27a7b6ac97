import { z } from 'zod';
import { declareCommand, emptyInput, emptyOutput, pageOf } from '../command.ts';
import { declareTableCommands } from '../tableImport/commands.ts';
import { comboBoxInput, comboBoxOutput } from '../order/commands.ts';
import {
  blacklistEntryIdsInput, blacklistEntryView, blacklistRuleView, listBlacklistEntriesInput, saveBlacklistEntryInput, saveBlacklistRuleInput,
  setBlacklistEntryEnabledInput,
} from './blacklist.ts';
import { blacklistFilter, blacklistTable } from './blacklist-table.ts';

/** Dataquery/blacklist: what a carrier refuses; order entry, edit and import compare orders with it. */
export const listBlacklistEntries = declareCommand({
  service: 'main', command: 'listBlacklistEntries', permission: 'blacklist.view', input: listBlacklistEntriesInput, output: pageOf(blacklistEntryView),
  summary: "One page of the company's blacklist entries: subject, match kind, value, the customer it is limited to, note.",
});

export const blacklistCustomerComboBox = declareCommand({
  service: 'main', command: 'blacklistCustomerComboBox', permission: 'blacklist.view', input: comboBoxInput, output: comboBoxOutput,
  summary: "The company's customers whose code or name holds the keyword, for limiting an entry to one, 10 a page.",
});

export const saveBlacklistEntry = declareCommand({
  service: 'main', command: 'saveBlacklistEntry', permission: 'blacklist.edit', input: saveBlacklistEntryInput, output: z.object({ id: z.number() }),
  summary: 'Create a blacklist entry (no id) or change one; the same subject, match kind, value and customer only once.',
});

export const setBlacklistEntryEnabled = declareCommand({
  service: 'main', command: 'setBlacklistEntryEnabled', permission: 'blacklist.edit', input: setBlacklistEntryEnabledInput, output: emptyOutput,
  summary: 'Enable or disable a blacklist entry; a disabled entry is not compared.',
});

export const deleteBlacklistEntries = declareCommand({
  service: 'main', command: 'deleteBlacklistEntries', permission: 'blacklist.edit', input: blacklistEntryIdsInput, output: z.object({ count: z.number() }),
  summary: 'Delete blacklist entries, up to 500 at once.',
});

/** blacklistrule: per subject, the order fields compared, the action and whether it is checked. */
export const listBlacklistRules = declareCommand({
  service: 'main', command: 'listBlacklistRules', permission: 'blacklistRule.view', input: emptyInput, output: z.array(blacklistRuleView),
  summary: "Every subject's blacklist rule (the default for one never saved) with its count of enabled entries.",
});

export const saveBlacklistRule = declareCommand({
  service: 'main', command: 'saveBlacklistRule', permission: 'blacklistRule.edit', input: saveBlacklistRuleInput, output: emptyOutput,
  summary: "Set a subject's blacklist rule: the order fields compared, refuse, hold or warn, on or off.",
});

/** The entries' template, import and export (the reference tables' building block, modules/tableImport). */
export const blacklistExcel = declareTableCommands(blacklistTable, {
  service: 'main', template: 'downloadBlacklistTemplate', import: 'startBlacklistImport', export: 'startBlacklistExport', view: 'blacklist.view', edit: 'blacklist.edit',
}, blacklistFilter);

export const blacklistDeclarations = [
  blacklistExcel.downloadTemplate, blacklistExcel.startImport, blacklistExcel.startExport,
  listBlacklistEntries, blacklistCustomerComboBox, saveBlacklistEntry, setBlacklistEntryEnabled, deleteBlacklistEntries, listBlacklistRules, saveBlacklistRule,
];
