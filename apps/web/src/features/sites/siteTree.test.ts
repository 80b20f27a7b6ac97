import { assert, describe, expect, it } from 'vitest';
import type { SiteOption, SiteRow } from '@parcelflow/contract';
import { nestSites, parentIds, siteChoices } from './siteTree.ts';

const row = (id: number, parentId: number | null): SiteRow => ({
  id, parentId, code: String(1000 + id), nameCn: `站点${id}`, nameEn: '', siteType: parentId ? 'branch' : 'headOffice', parentCode: null, parentNameCn: null,
  parentNameEn: null, businessCategory: 'operation', baseCurrency: 'RMB', personInCharge: '', phone: '', address: '', financeDeptId: null, financeDeptCode: null,
  financeDeptName: null, depth: 0, childCount: 0, staffCount: 0, customerCount: 0,
});
const option = (id: number, parentId: number | null, siteType: SiteOption['siteType'] = 'branch'): SiteOption =>
  ({ id, parentId, code: String(id), nameCn: `站点${id}`, nameEn: '', siteType });

describe('nestSites', () => {
  it('hangs rows under a parent on the page and keeps the others at the top, in order', () => {
    const tree = nestSites([row(1, null), row(2, 1), row(4, 2), row(3, 1), row(9, 8)]);
    expect(tree.map((node) => node.id)).toEqual([1, 9]);
    expect(tree[0]?.children?.map((node) => node.id)).toEqual([2, 3]);
    expect(parentIds(tree)).toEqual([1, 2]);
  });
});

describe('siteChoices', () => {
  const options = [option(1, null, 'headOffice'), option(2, 1), option(3, 2), option(4, 1, 'outlet')];
  const label = (site: SiteOption) => site.code;

  it('leaves out the moved site and its sub-sites, and greys out outlets as parents', () => {
    const [root] = siteChoices(options, label, { excludeId: 2, outletsDisabled: true });
    assert(root, 'a root choice');
    expect(root.children.map((choice) => [choice.value, choice.disabled])).toEqual([[4, true]]);
  });

  it('offers every site when picking where a staff member works', () => {
    const [root] = siteChoices(options, label);
    assert(root, 'a root choice');
    expect(root.children.map((choice) => [choice.value, choice.disabled])).toEqual([[2, false], [4, false]]);
    expect(root.children[0]?.children.map((choice) => choice.value)).toEqual([3]);
  });
});
