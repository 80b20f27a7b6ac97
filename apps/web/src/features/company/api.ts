import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanySettings, CompanySettingsView } from '@parcelflow/contract';
import { callCommand } from '../../app/envelope.ts';

const settingsKey = ['companySettings'] as const;

export function useCompanySettings() {
  return useQuery({ queryKey: settingsKey, queryFn: () => callCommand<CompanySettingsView>('main', 'getCompanySettings') });
}

/** Saves the settings; the profile is refetched so a new lock-screen time applies at once. */
export function useSaveCompanySettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: CompanySettings) => callCommand<CompanySettingsView>('main', 'saveCompanySettings', settings),
    onSuccess: (saved) => {
      client.setQueryData(settingsKey, saved);
      void client.invalidateQueries({ queryKey: ['profile'] });
    },
  });
}
