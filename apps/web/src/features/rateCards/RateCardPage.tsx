import { Empty, Spin } from 'antd';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRateCard } from './api.ts';
import { RateCardForm } from './RateCardForm.tsx';

/** financeManagement/rateCards/:id (a card, read-only without the edit right) and financeManagement/rateCards/new. */
export function RateCardPage() {
  const { t } = useTranslation();
  const { id: idText } = useParams();
  const id = Number(idText);
  const existing = idText !== undefined;
  const query = useRateCard(existing && Number.isInteger(id) ? id : 0);
  if (!existing) return <RateCardForm key="new" card={null} />;
  if (query.isPending && query.fetchStatus !== 'idle') return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (!query.data) return <Empty description={t('rateCard.notFound')} />;
  return <RateCardForm key={query.data.id} card={query.data} />;
}
