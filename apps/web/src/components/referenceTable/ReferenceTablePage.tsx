import type { ComponentProps, ComponentType, ReactNode } from 'react';
import { Alert, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterBar, type FilterValues } from '../FilterBar.tsx';
import { PagedTable } from '../pagedTable/PagedTable.tsx';
import type { FiltersOf, ListDeclaration, RowOf } from '../pagedTable/usePagedList.ts';
import { ReferenceTableTools, type ExcelOf } from './ReferenceTableTools.tsx';
import { useReferenceTable, type ReferenceTableOptions } from './useReferenceTable.tsx';

type Props<D extends ListDeclaration, E extends RowOf<D>> = ReferenceTableOptions<D, E> & {
  excel: ExcelOf<FiltersOf<D>>;
  /** The info line's text key; `${namespace}.intro` when absent, none when false. */
  intro?: string | false;
  filterBar: Omit<ComponentProps<typeof FilterBar>, 'onSearch'>;
  rowKey: keyof RowOf<D> & string;
  /** The add and edit dialog: row null for a new one. */
  form: ComponentType<{ row: E | null; onClose: () => void }>;
  /** A page's own tool between the info line and the filters (the exchange rates' converter). */
  before?: ReactNode;
};

/**
 * The page of a reference data set (docs/reference-data.md), which every such page repeated: a card titled
 * `${namespace}.title` with Excel import, export and "new", an info line, the filters, the paged list with edit and
 * delete, and the form. A page declares only its commands, filters, columns and form.
 */
export function ReferenceTablePage<D extends ListDeclaration, E extends RowOf<D> = RowOf<D>>(props: Props<D, E>) {
  const { namespace, excel, intro = `${namespace}.intro`, filterBar, rowKey, form: Form, before } = props;
  const { t } = useTranslation();
  const { rows, edit, editing, setEditing, columns } = useReferenceTable(props);
  // The filter bar's field names are the list command's filters.
  const search = (values: FilterValues) => rows.search(values as FiltersOf<D>);
  const tools = (
    <ReferenceTableTools
      excel={excel} filter={rows.filters} title={t(`${namespace}.title`)} newLabel={t(`${namespace}.new`)} edit={edit} onNew={() => setEditing(null)}
    />
  );
  return (
    <Card size="small" title={t(`${namespace}.title`)} extra={tools}>
      {intro && <Alert type="info" showIcon title={t(intro)} style={{ marginBottom: 12 }} />}
      {before}
      <FilterBar {...filterBar} onSearch={search} />
      <PagedTable<RowOf<D>> list={rows} columns={columns} rowKey={rowKey} totalText={(total) => t(`${namespace}.total`, { total })} />
      {editing !== undefined && <Form row={editing} onClose={() => setEditing(undefined)} />}
    </Card>
  );
}
