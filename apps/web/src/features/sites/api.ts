import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListSitesInput, Page, SaveSiteInput, SiteOption, SiteRow } from '@parcelflow/contract';
import { callCommand } from '../../app/envelope.ts';

export function useSites(query: ListSitesInput) {
  return useQuery({
    queryKey: ['sites', query],
    queryFn: () => callCommand<Page<SiteRow>>('main', 'listSites', query),
    placeholderData: keepPreviousData,
  });
}

/** Every site of the company in tree order, for pickers; shared with the staff screen. */
export function useSiteOptions() {
  return useQuery({ queryKey: ['siteOptions'], queryFn: () => callCommand<SiteOption[]>('main', 'listSiteOptions') });
}

function useSiteMutation<I>(command: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => callCommand<{ id?: number }>('main', command, input),
    onSuccess: () => Promise.all(['sites', 'siteOptions', 'staff'].map((key) => queryClient.invalidateQueries({ queryKey: [key] }))),
  });
}

export const useSaveSite = () => useSiteMutation<SaveSiteInput>('saveSite');
export const useDeleteSite = () => useSiteMutation<{ id: number }>('deleteSite');
