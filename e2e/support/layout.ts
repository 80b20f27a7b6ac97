import type { Page } from './test.ts';

/**
 * The columns that show only in part left of the columns pinned on the right (or of the table's edge), with how many
 * pixels show: a sliver of a column, or a header cut at the edge.
 */
export function partlyShownColumns(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const table = [...document.querySelectorAll('.ant-table-wrapper')].find((wrapper) => wrapper.checkVisibility())!;
    const scroller = table.querySelector('.ant-table-body') ?? table.querySelector('.ant-table-content')!;
    const box = scroller.getBoundingClientRect();
    const headers = [...table.querySelectorAll<HTMLElement>('thead th')].filter((th) => !th.classList.contains('ant-table-cell-scrollbar'));
    const pinned = headers.filter((th) => /fix-(right|end)/.test(th.className));
    const edge = pinned.length ? Math.min(...pinned.map((th) => th.getBoundingClientRect().left)) : box.right;
    return headers.filter((th) => !pinned.includes(th)).flatMap((th) => {
      const { left, right } = th.getBoundingClientRect();
      const shown = Math.min(right, edge) - Math.max(left, box.left);
      return shown > 0 && right > edge + 0.5 ? [`${th.textContent}: ${Math.round(shown)}px`] : [];
    });
  });
}
