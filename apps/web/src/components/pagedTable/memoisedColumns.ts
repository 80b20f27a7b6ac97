import type { TableColumnsType } from 'antd';

/**
 * The columns with cells that render again only when their row changes (antd's shouldCellUpdate), or once after the
 * columns themselves change: each column of a new set remembers the rows it has rendered, and renders the others anew.
 * antd otherwise renders every cell of the page whenever the table renders (a selection, a loading flag).
 */
export function memoisedColumns<R extends object>(columns: TableColumnsType<R>): TableColumnsType<R> {
  return columns.map((column) => {
    if ('children' in column || column.shouldCellUpdate) return column;
    const { render } = column;
    if (!render) return { ...column, shouldCellUpdate: (record, previous) => record !== previous };
    const rendered = new WeakSet<object>();
    return {
      ...column,
      render: (value, record, index) => {
        rendered.add(record);
        return render(value, record, index);
      },
      shouldCellUpdate: (record, previous) => record !== previous || !rendered.has(record),
    };
  });
}
