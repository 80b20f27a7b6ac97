import { useMemo } from 'react';
import { Alert, App, Button, Card, DatePicker } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { listRateCards, RATE_CARD_KINDS, type RateCardSummary } from '@parcelflow/contract';
import { useFunction } from '../../app/authority.ts';
import { FilterBar, type FilterField, type FilterValues } from '../../components/FilterBar.tsx';
import { PagedTable } from '../../components/pagedTable/PagedTable.tsx';
import { usePagedList, type FiltersOf } from '../../components/pagedTable/usePagedList.ts';
import { useChannelOptions, useDeleteRateCard } from './api.ts';
import { channelLabel } from './channelLabel.ts';
import { DAY } from './cardValues.ts';
import { RATE_CARDS_PATH } from './paths.ts';
import { rateCardColumns } from './rateCardColumns.tsx';

/** financeManagement/rateCards: the company's rate cards by channel, kind and the day they are in force. */
export function RateCardListPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const rows = usePagedList(listRateCards);
  const { visible, usable } = useFunction('rateCard.edit');
  const cost = useFunction('rateCard.cost');
  const channels = useChannelOptions().data?.channels;
  const { mutate: remove } = useDeleteRateCard();
  const language = i18n.language;
  const columns = useMemo(() => rateCardColumns(t, {
    language, edit: { visible, usable },
    onOpen: (card: RateCardSummary) => void navigate(`${RATE_CARDS_PATH}/${card.id}`),
    onDelete: (card: RateCardSummary) => remove({ id: card.id }, { onSuccess: () => void message.success(t('rateCard.deleted')) }),
  }), [t, language, visible, usable, navigate, remove, message]);
  const fields: (FilterField | false)[] = [
    {
      kind: 'select', name: 'channelId', label: t('rateCard.filter.channel'), search: true,
      options: channels?.map((channel) => ({ value: channel.id, label: channelLabel(channel, language) })) ?? [],
    },
    // Cost cards are only for those who may see costs: the others see selling cards alone.
    cost.usable && { kind: 'enum', name: 'kind', label: t('rateCard.filter.kind'), values: RATE_CARD_KINDS, labels: 'rateCard.kind' },
    { kind: 'custom', name: 'day', label: t('rateCard.filter.day'), input: <DatePicker style={{ width: '100%' }} /> },
  ];
  const search = ({ day, ...values }: FilterValues) => rows.search({ ...values, ...(day ? { day: (day as Dayjs).format(DAY) } : {}) } as FiltersOf<typeof listRateCards>);
  const newButton = visible && (
    <Button type="primary" size="small" icon={<PlusOutlined />} disabled={!usable} onClick={() => void navigate(`${RATE_CARDS_PATH}/new`)}>{t('rateCard.new')}</Button>
  );
  return (
    <Card size="small" title={t('rateCard.title')} extra={newButton}>
      <Alert type="info" showIcon title={t('rateCard.intro')} style={{ marginBottom: 12 }} />
      <FilterBar name="rateCardFilters" fields={fields} onSearch={search} />
      <PagedTable<RateCardSummary> list={rows} columns={columns} rowKey="id" totalText={(total) => t('rateCard.total', { total })} />
    </Card>
  );
}
