import { declareCommand, emptyInput } from '../command.ts';
import { queryLimits, queryLimitSettings, saveQueryLimitsInput } from './limitQuery.ts';

/** settings/limitQuerySettings: the company's query limits. */
export const getQueryLimits = declareCommand({
  service: 'main', command: 'getQueryLimits', permission: 'session', input: emptyInput, output: queryLimits,
  summary: "The caller's company's query limits, which the order lists and tracking apply: pasted numbers, date range days, tracking lines.",
});

export const getQueryLimitSettings = declareCommand({
  service: 'main', command: 'getQueryLimitSettings', permission: 'queryLimits.view', input: emptyInput, output: queryLimitSettings,
  summary: "The company's query limit settings and whether they differ from the defaults.",
});

export const saveQueryLimits = declareCommand({
  service: 'main', command: 'saveQueryLimits', permission: 'queryLimits.edit', input: saveQueryLimitsInput, output: queryLimits,
  summary: 'Set the query limits: pasted numbers 300, 5000 or 10000; date range 1 to 31 days; tracking lines 1 to 20.',
});

export const limitQueryDeclarations = [getQueryLimits, getQueryLimitSettings, saveQueryLimits];
