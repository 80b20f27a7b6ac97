import { declareCommand } from '../command.ts';
import { getPreferenceInput, preferenceView, savePreferenceInput } from './preference.ts';

/** A user's remembered choices (list columns, the task box), kept on the server to follow them to any browser. */
export const getPreference = declareCommand({
  service: 'uc', command: 'getPreference', permission: 'session', input: getPreferenceInput, output: preferenceView,
  summary: "One of the caller's remembered choices, or null when never saved.",
});

export const savePreference = declareCommand({
  service: 'uc', command: 'savePreference', permission: 'session', input: savePreferenceInput, output: preferenceView,
  summary: "Remember one of the caller's choices (at most 4000 characters of JSON), replacing the last.",
});

export const preferenceDeclarations = [getPreference, savePreference];
