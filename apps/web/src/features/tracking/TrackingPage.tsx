import { useState } from 'react';
import { Card, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFunction } from '../../app/authority.ts';
import { useQueryLimits } from '../queryLimits/api.ts';
import { AddEventModal } from './AddEventModal.tsx';
import { useQueryTracking } from './api.ts';
import { NumbersForm } from './NumbersForm.tsx';
import { TrackingResultCard } from './TrackingResultCard.tsx';

/** orderManagement/ordertrack: track up to 20 numbers (or the company's lower limit), add events by hand. */
export function TrackingPage() {
  const { t } = useTranslation();
  const search = useQueryTracking();
  const add = useFunction('tracking.add');
  const { trackingLinesMax } = useQueryLimits();
  const [numbers, setNumbers] = useState('');
  const [addingTo, setAddingTo] = useState<number | null>(null);
  const run = (text: string) => {
    setNumbers(text);
    search.mutate(text);
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Card size="small" title={t('tracking.page.title')}>
        <NumbersForm loading={search.isPending} max={trackingLinesMax} onSearch={run} />
      </Card>
      {search.data?.map((result) => (
        <TrackingResultCard key={result.number} result={result} canAdd={add.usable} onAdd={setAddingTo} />
      ))}
      {addingTo !== null && (
        <AddEventModal orderId={addingTo} onAdded={() => search.mutate(numbers)} onClose={() => setAddingTo(null)} />
      )}
    </Space>
  );
}
