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

/**
 * The form labels in view that do not show on one line, whole: a label wrapped onto a second line, or one cut by its
 * column (wider than the room it is given).
 */
export function wrappedOrCutLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => [...document.querySelectorAll<HTMLElement>('.ant-form-item-label > label')]
    .filter((label) => label.checkVisibility())
    .flatMap((label) => {
      const column = label.parentElement!;
      // A label keeps its one line's height when its text wraps: the text's line boxes tell.
      const texts = [...label.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE);
      const lineTops = texts.flatMap((node) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        return [...range.getClientRects()].map((rect) => Math.round(rect.top));
      });
      const wrapped = new Set(lineTops).size > 1;
      const cut = label.scrollWidth > column.clientWidth + 0.5;
      return wrapped || cut ? [`${label.textContent}: ${wrapped ? 'wrapped' : 'cut'}`] : [];
    }));
}
