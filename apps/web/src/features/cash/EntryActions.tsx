import { Button, Tooltip } from 'antd';
import { RollbackOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { LedgerEntryView } from '@parcelflow/contract';

type Props = { entry: LedgerEntryView; usable: boolean; onReverse: (entry: LedgerEntryView) => void };

/**
 * Reverse one entry: not one already reversed, nor a reversal itself, nor an order's entry, whose money follows the
 * order (the server refuses each with 60004).
 */
export function EntryActions({ entry, usable, onReverse }: Props) {
  const { t } = useTranslation();
  const ofOrder = entry.orderId !== null;
  const reversible = entry.reversedByEntryId === null && entry.kind !== 'reversal' && !ofOrder;
  const label = t('cash.reverse.action');
  const why = ofOrder ? t('cash.reverse.orderEntry') : t('cash.reverse.notReversible');
  return (
    <Tooltip title={reversible ? label : why}>
      <Button type="text" size="small" icon={<RollbackOutlined />} aria-label={label} disabled={!usable || !reversible} onClick={() => onReverse(entry)} />
    </Tooltip>
  );
}
