import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getCompanySettings, getUserInfo, saveCompanySettings, type CompanySettings } from '@parcelflow/contract';
import { commandKeyOf, runCommand, useCommandQuery } from '../../app/command.ts';

export function useCompanySettings() {
  return useCommandQuery(getCompanySettings, {});
}

/** Saves the settings; the profile is refetched so a new lock-screen time applies at once. */
export function useSaveCompanySettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: CompanySettings) => runCommand(saveCompanySettings, settings),
    onSuccess: (saved) => {
      client.setQueryData(commandKeyOf(getCompanySettings, {}), saved);
      void client.invalidateQueries({ queryKey: commandKeyOf(getUserInfo) });
    },
  });
}
