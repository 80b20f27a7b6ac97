import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getLanguageTexts, resetLanguageText, saveLanguageText, type GetLanguageTextsOutput } from '@parcelflow/contract';
import { commandKeyOf, runCommand, useCommandQuery } from '../../app/command.ts';
import { applyOverrides } from '../../app/locale/overrides.ts';
import type { TextChange } from './textRows.ts';

/** The company's overrides, for the language screen (the same answer the shell applies). */
export function useCompanyTexts() {
  return useCommandQuery(getLanguageTexts, {});
}

/** Saves or resets texts one by one, then reloads the overrides and applies them to the running app at once. */
export function useApplyTextChanges() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: TextChange[]) => {
      for (const { locale, key, value } of changes) {
        if (value === null) await runCommand(resetLanguageText, { locale, key });
        else await runCommand(saveLanguageText, { locale, key, value });
      }
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: commandKeyOf(getLanguageTexts) });
      const fresh = queryClient.getQueryData<GetLanguageTextsOutput>(commandKeyOf(getLanguageTexts, {}));
      if (fresh) applyOverrides(fresh.overrides);
    },
  });
}
