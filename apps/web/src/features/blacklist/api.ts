import { deleteBlacklistEntries, listBlacklistEntries, listBlacklistRules, setBlacklistEntryEnabled } from '@parcelflow/contract';
import { useCommandMutation, useCommandQuery } from '../../app/command.ts';

// An entry's change moves the rules' counts of entries too.
export const useSetBlacklistEntryEnabled = () => useCommandMutation(setBlacklistEntryEnabled, [listBlacklistEntries, listBlacklistRules]);
export const useDeleteBlacklistEntries = () => useCommandMutation(deleteBlacklistEntries, [listBlacklistEntries, listBlacklistRules]);
export const useBlacklistRules = () => useCommandQuery(listBlacklistRules, {});
