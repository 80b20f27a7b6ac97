import { z } from 'zod';
import { declareCommand, emptyInput, emptyOutput, pageOf } from '../command.ts';
import { listSitesInput, saveSiteInput, siteIdInput, siteOption, siteRow } from './site.ts';

/** enterpriseManagement/siteManagement: the company's tree of sites. */
export const listSites = declareCommand({
  service: 'main', command: 'listSites', permission: 'site.view', input: listSitesInput, output: pageOf(siteRow),
  summary: "One page of the company's sites in tree order (head office first, each site after its parent), after the filters.",
});

export const listSiteOptions = declareCommand({
  service: 'main', command: 'listSiteOptions', permission: 'session', input: emptyInput, output: z.array(siteOption),
  summary: "Every site of the company in tree order, for pickers (a staff member's site, a parent site); for holders of a site, staff or customer function.",
});

export const saveSite = declareCommand({
  service: 'main', command: 'saveSite', permission: 'site.edit', input: saveSiteInput, output: z.object({ id: z.number() }),
  summary: "Create a site (no id) or change one; codes and names are unique (20006), a site with sub-sites keeps its code and type, the finance department is the company's.",
});

export const deleteSite = declareCommand({
  service: 'main', command: 'deleteSite', permission: 'site.edit', input: siteIdInput, output: emptyOutput,
  summary: 'Delete a site that has no sub-sites, staff or customers.',
});

export const siteDeclarations = [listSites, listSiteOptions, saveSite, deleteSite];
