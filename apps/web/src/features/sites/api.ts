import { deleteSite, listSiteOptions, listSites, listStaff, saveSite, type ListSitesInput } from '@parcelflow/contract';
import { useCommandMutation, useCommandQuery } from '../../app/command.ts';

export const useSites = (query: ListSitesInput) => useCommandQuery(listSites, query, { keepPrevious: true });

/** Every site of the company in tree order, for pickers; shared with the staff screen. */
export const useSiteOptions = () => useCommandQuery(listSiteOptions, {});

/** A site change also reaches the pickers and the staff list's site names. */
const reloadedBySiteChange = [listSites, listSiteOptions, listStaff];

export const useSaveSite = () => useCommandMutation(saveSite, reloadedBySiteChange);
export const useDeleteSite = () => useCommandMutation(deleteSite, reloadedBySiteChange);
