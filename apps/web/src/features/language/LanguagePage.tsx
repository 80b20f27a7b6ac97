import { useMemo, useState } from 'react';
import { Card, Input, Select, Space, Switch, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, LANGUAGES, PAGE_SIZES } from '@parcelflow/contract';
import { useFunction } from '../../app/authority.ts';
import { resources } from '../../app/i18n.ts';
import { LANGUAGE_ENDONYMS } from '../../app/locale/languageNames.ts';
import { useCompanyTexts } from './api.ts';
import { textColumns } from './textColumns.tsx';
import { TextEditModal } from './TextEditModal.tsx';
import { buildTextRows, filterTextRows, type TextFilter, type TextRow } from './textRows.ts';
import './language.css';

/** /language: every interface text in the three languages, with the company's own wording (administrators). */
export function LanguagePage() {
  const { t } = useTranslation();
  const edit = useFunction('language.edit');
  const texts = useCompanyTexts();
  const [filter, setFilter] = useState<TextFilter>({ search: '', customisedOnly: false });
  const [editing, setEditing] = useState<TextRow | null>(null);
  const rows = useMemo(() => buildTextRows(resources, texts.data?.overrides ?? []), [texts.data]);
  const shown = useMemo(() => filterTextRows(rows, filter), [rows, filter]);
  const namespaces = useMemo(() => [...new Set(rows.map((row) => row.namespace))], [rows]);
  const customised = rows.filter((row) => Object.keys(row.overrides).length > 0).length;

  return (
    <Card size="small" title={t('language.title')} extra={<Typography.Text type="secondary">{t('language.summary', { total: rows.length, customised })}</Typography.Text>}>
      <Space wrap size={8} className="pf-language-filters">
        <Input.Search
          allowClear
          placeholder={t('language.filter.search')}
          style={{ width: 280 }}
          onSearch={(search) => setFilter({ ...filter, search })}
          onChange={(e) => !e.target.value && setFilter({ ...filter, search: '' })}
        />
        <Select
          allowClear
          placeholder={t('language.filter.namespace')}
          style={{ width: 180 }}
          value={filter.namespace}
          onChange={(namespace) => setFilter({ ...filter, namespace })}
          options={namespaces.map((namespace) => ({ value: namespace, label: namespace }))}
        />
        <Select
          allowClear
          placeholder={t('language.filter.missingIn')}
          style={{ width: 180 }}
          value={filter.missingIn}
          onChange={(missingIn) => setFilter({ ...filter, missingIn })}
          options={LANGUAGES.map((language) => ({ value: language, label: t('language.filter.missingInOne', { language: LANGUAGE_ENDONYMS[language] }) }))}
        />
        <Space size={6}>
          <Switch size="small" checked={filter.customisedOnly} onChange={(customisedOnly) => setFilter({ ...filter, customisedOnly })} />
          <span>{t('language.filter.customisedOnly')}</span>
        </Space>
      </Space>
      <Table<TextRow>
        size="small"
        rowKey="key"
        loading={texts.isPending}
        columns={textColumns(t, edit, setEditing)}
        dataSource={shown}
        pagination={{ defaultPageSize: DEFAULT_PAGE_SIZE, pageSizeOptions: PAGE_SIZES.map(String), showSizeChanger: true, showTotal: (total) => t('language.filter.total', { total }) }}
        scroll={{ y: 'calc(100vh - 300px)' }}
      />
      {editing && <TextEditModal row={editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}
