// @vitest-environment jsdom
import '../app/testing/setupDom.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../app/i18n.ts';
import { renderWithProviders } from '../app/testing/renderWithProviders.tsx';
import { FilterBar, type FilterField } from './FilterBar.tsx';

/** jsdom lays nothing out: a label is as wide as 8 px a character of its text. */
const PX_A_CHARACTER = 8;
const labelColumns = () => [...document.querySelectorAll<HTMLElement>('.ant-form-item-label')];
const text = (name: string, label: string): FilterField => ({ kind: 'text', name, label });

describe('FilterBar', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en-US');
    vi.spyOn(HTMLLabelElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLLabelElement) {
      return { width: (this.textContent ?? '').length * PX_A_CHARACTER } as DOMRect;
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('widens every label column to the longest label, which stays on one line', () => {
    renderWithProviders(<FilterBar name="f" fields={[text('keyword', 'Keyword'), text('period', 'Settlement period')]} onSearch={() => undefined} />);
    expect(labelColumns().map((column) => column.style.flex)).toEqual(['0 0 136px', '0 0 136px']);
    expect(document.querySelector('.ant-form-item-label-wrap')).toBeNull();
  });

  it('keeps the least width given when every label is shorter', () => {
    renderWithProviders(<FilterBar name="f" fields={[text('keyword', '关键字'), text('period', '结算周期')]} onSearch={() => undefined} labelWidth={110} />);
    expect(labelColumns().map((column) => column.style.flex)).toEqual(['0 0 110px', '0 0 110px']);
  });
});
