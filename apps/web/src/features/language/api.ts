import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GetLanguageTextsOutput } from '@parcelflow/contract';
import { callCommand } from '../../app/envelope.ts';
import { applyOverrides } from '../../app/locale/overrides.ts';
import type { TextChange } from './textRows.ts';

// Shares the "languageTexts" prefix with the shell's own loader, so refreshing one refreshes both.
const textsKey = ['languageTexts', 'editor'] as const;

/** The company's overrides, for the language screen. */
export function useCompanyTexts() {
  return useQuery({ queryKey: textsKey, queryFn: () => callCommand<GetLanguageTextsOutput>('main', 'getLanguageTexts') });
}

/** Saves or resets texts one by one, then reloads the overrides and applies them to the running app at once. */
export function useApplyTextChanges() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: TextChange[]) => {
      for (const { locale, key, value } of changes) {
        if (value === null) await callCommand('main', 'resetLanguageText', { locale, key });
        else await callCommand('main', 'saveLanguageText', { locale, key, value });
      }
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ['languageTexts'] });
      const fresh = queryClient.getQueryData<GetLanguageTextsOutput>(textsKey);
      if (fresh) applyOverrides(fresh.overrides);
    },
  });
}
