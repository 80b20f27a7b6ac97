import { useMemo, useState } from 'react';
import { Card, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, LANGUAGES, type Language } from '@parcelflow/contract';
import { useFunction } from '../../app/authority.ts';
import { resources } from '../../app/i18n.ts';
import { LANGUAGE_ENDONYMS } from '../../app/locale/languageNames.ts';
import { FilterBar, type FilterField, type FilterValues } from '../../components/FilterBar.tsx';
import { PagedTable } from '../../components/pagedTable/PagedTable.tsx';
import type { PagedList, TablePosition } from '../../components/pagedTable/usePagedList.ts';
import { useCompanyTexts } from './api.ts';
import { textColumns } from './textColumns.tsx';
import { TextEditModal } from './TextEditModal.tsx';
import { buildTextRows, filterTextRows, type TextFilter, type TextRow } from './textRows.ts';
import './language.css';

const FIRST_PAGE: TablePosition = { currentPage: 1, pageSize: DEFAULT_PAGE_SIZE };

/** A switch as a filter input: the form hands it value, the switch reads checked. */
function SwitchInput({ value, onChange }: { value?: boolean; onChange?: (checked: boolean) => void }) {
  return <Switch size="small" checked={value} onChange={onChange} />;
}

const filterOf = (values: FilterValues): TextFilter => ({
  search: (values.search as string | undefined) ?? '',
  namespace: values.namespace as string | undefined,
  missingIn: values.missingIn as Language | undefined,
  customisedOnly: Boolean(values.customisedOnly),
});

/** /language: every interface text in the three languages, with the company's own wording (administrators). */
export function LanguagePage() {
  const { t } = useTranslation();
  const { visible, usable } = useFunction('language.edit');
  const texts = useCompanyTexts();
  const [filter, setFilter] = useState<TextFilter>({ search: '', customisedOnly: false });
  const [position, setPosition] = useState(FIRST_PAGE);
  const [editing, setEditing] = useState<TextRow | null>(null);
  const rows = useMemo(() => buildTextRows(resources, texts.data?.overrides ?? []), [texts.data]);
  const shown = useMemo(() => filterTextRows(rows, filter), [rows, filter]);
  const namespaces = useMemo(() => [...new Set(rows.map((row) => row.namespace))], [rows]);
  const customised = rows.filter((row) => Object.keys(row.overrides).length > 0).length;
  const columns = useMemo(() => textColumns(t, { visible, usable }, setEditing), [t, visible, usable]);

  // The texts are built here from the shipped bundles and the company's overrides, so they are paged here too.
  const start = (position.currentPage - 1) * position.pageSize;
  const list: PagedList<TextRow> = { data: { list: shown.slice(start, start + position.pageSize), total: shown.length }, loading: texts.isPending, position, setPosition };
  const search = (values: FilterValues) => {
    setFilter(filterOf(values));
    setPosition((current) => ({ ...current, currentPage: 1 }));
  };
  const fields: FilterField[] = [
    { kind: 'text', name: 'search', label: t('language.filter.search') },
    { kind: 'select', name: 'namespace', label: t('language.filter.namespace'), options: namespaces.map((namespace) => ({ value: namespace, label: namespace })) },
    {
      kind: 'select', name: 'missingIn', label: t('language.filter.missingIn'),
      options: LANGUAGES.map((language) => ({ value: language, label: t('language.filter.missingInOne', { language: LANGUAGE_ENDONYMS[language] }) })),
    },
    { kind: 'custom', name: 'customisedOnly', label: t('language.filter.customisedOnly'), input: <SwitchInput /> },
  ];

  return (
    <Card size="small" title={t('language.title')} extra={<Typography.Text type="secondary">{t('language.summary', { total: rows.length, customised })}</Typography.Text>}>
      <FilterBar name="languageFilter" fields={fields} initialValues={{ customisedOnly: false }} onSearch={search} labelWidth={120} />
      <PagedTable<TextRow> list={list} columns={columns} rowKey="key" scrollY="calc(100vh - 300px)" totalText={(total) => t('language.filter.total', { total })} />
      {editing && <TextEditModal row={editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}
