import { assert, describe, expect, it } from 'vitest';
import type { LanguageOverride } from '@parcelflow/contract';
import { buildTextRows, filterTextRows, planTextChanges } from './textRows.ts';

const resources = {
  'zh-CN': { menu: { authority: '职位权限', language: '多语言管理' }, shell: { tabs: { home: '首页' } } },
  'zh-TW': { menu: { authority: '職位權限', language: '多語言管理' }, shell: { tabs: { home: '首頁' } } },
  'en-US': { menu: { authority: 'Position rights' }, shell: { tabs: { home: 'Home' } } },
};
const override: LanguageOverride = { locale: 'en-US', key: 'menu.authority', value: 'Rights', updatedAt: '2026-01-01T00:00:00Z' };
const rows = buildTextRows(resources, [override, { ...override, key: 'menu.gone', value: 'Old' }]);
const filter = { search: '', customisedOnly: false };

describe('interface text rows', () => {
  it('list every shipped key once with its text per language and the overrides, keys of overrides alone too', () => {
    expect(rows.map((r) => r.key)).toEqual(['menu.authority', 'menu.gone', 'menu.language', 'shell.tabs.home']);
    expect(rows[0]).toMatchObject({ namespace: 'menu', shipped: { 'zh-CN': '职位权限', 'en-US': 'Position rights' }, overrides: { 'en-US': override } });
  });

  it('filter by text, namespace, a missing language and customised', () => {
    expect(filterTextRows(rows, { ...filter, search: 'HOME' }).map((r) => r.key)).toEqual(['shell.tabs.home']);
    expect(filterTextRows(rows, { ...filter, search: 'rights' }).map((r) => r.key)).toEqual(['menu.authority']);
    expect(filterTextRows(rows, { ...filter, namespace: 'shell' })).toHaveLength(1);
    expect(filterTextRows(rows, { ...filter, missingIn: 'en-US' }).map((r) => r.key)).toEqual(['menu.gone', 'menu.language']);
    expect(filterTextRows(rows, { ...filter, customisedOnly: true }).map((r) => r.key)).toEqual(['menu.authority', 'menu.gone']);
  });

  it('plan a save for a new wording and a reset for an emptied or shipped one', () => {
    const row = rows[0];
    assert(row, 'a first text row');
    expect(planTextChanges(row, { 'zh-CN': '', 'zh-TW': '權限', 'en-US': 'Rights' })).toEqual([{ locale: 'zh-TW', key: 'menu.authority', value: '權限' }]);
    expect(planTextChanges(row, { 'en-US': '' })).toEqual([{ locale: 'en-US', key: 'menu.authority', value: null }]);
    expect(planTextChanges(row, { 'en-US': 'Position rights', 'zh-CN': '职位权限' })).toEqual([{ locale: 'en-US', key: 'menu.authority', value: null }]);
  });
});
