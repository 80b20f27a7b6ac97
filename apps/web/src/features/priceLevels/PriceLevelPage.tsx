import { useMemo, useState } from 'react';
import { Alert, Button, Card } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { listPriceLevels, PRICE_LEVEL_LIMITS, type PriceLevelView } from '@parcelflow/contract';
import { useFunction } from '../../app/authority.ts';
import { FilterBar } from '../../components/FilterBar.tsx';
import { PagedTable } from '../../components/pagedTable/PagedTable.tsx';
import { usePagedList } from '../../components/pagedTable/usePagedList.ts';
import { usePriceLevelOptions } from './api.ts';
import { priceLevelColumns } from './priceLevelColumns.tsx';
import { PriceLevelFormModal } from './PriceLevelFormModal.tsx';
import { PriceLevelRowActions } from './PriceLevelRowActions.tsx';

/** financeManagement/priceLevels: what a customer is quoted, per channel a percentage on the selling card or the level's own cards. */
export function PriceLevelPage() {
  const { t, i18n } = useTranslation();
  const edit = useFunction('priceLevel.edit');
  const levels = usePagedList(listPriceLevels);
  const options = usePriceLevelOptions();
  const [editing, setEditing] = useState<PriceLevelView | null | undefined>(undefined);
  const columns = useMemo(() => priceLevelColumns(t, {
    language: i18n.language, channels: options.data?.channels ?? [], onOpen: setEditing,
    actions: edit.visible ? (level) => <PriceLevelRowActions level={level} usable={edit.usable} onEdit={setEditing} /> : undefined,
  }), [t, i18n.language, options.data, edit.visible, edit.usable]);
  return (
    <Card
      size="small"
      title={t('priceLevel.list.title')}
      extra={edit.visible && (
        <Button type="primary" size="small" icon={<PlusOutlined />} disabled={!edit.usable} onClick={() => setEditing(null)}>{t('priceLevel.list.new')}</Button>
      )}
    >
      <Alert type="info" showIcon title={t('priceLevel.intro')} style={{ marginBottom: 12 }} />
      <FilterBar
        name="priceLevelFilters"
        fields={[{ kind: 'text', name: 'keyword', label: t('priceLevel.filter.keyword'), placeholder: t('priceLevel.filter.keywordPlaceholder'), maxLength: PRICE_LEVEL_LIMITS.nameMax }]}
        onSearch={levels.search}
      />
      <PagedTable<PriceLevelView> list={levels} columns={columns} rowKey="id" totalText={(total) => t('priceLevel.list.total', { total })} />
      {editing !== undefined && <PriceLevelFormModal level={editing} options={options.data} readOnly={!edit.usable} onClose={() => setEditing(undefined)} />}
    </Card>
  );
}
