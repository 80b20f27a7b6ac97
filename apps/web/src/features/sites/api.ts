import { deleteSite, getFinanceDeptFormOptions, listFinanceDepts, listSiteOptions, listSites, listStaff } from '@parcelflow/contract';
import { useCommandMutation, useCommandQuery } from '../../app/command.ts';

/** Every site of the company in tree order, for pickers; shared with the staff screen. */
export const useSiteOptions = () => useCommandQuery(listSiteOptions, {});

/** A site change also reaches the pickers, the staff list's site names and the finance departments' counts and transfers. */
export const reloadedBySiteChange = [listSites, listSiteOptions, listStaff, listFinanceDepts, getFinanceDeptFormOptions];

export const useDeleteSite = () => useCommandMutation(deleteSite, reloadedBySiteChange);
