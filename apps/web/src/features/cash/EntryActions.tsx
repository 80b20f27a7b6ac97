import { Button, Tooltip } from 'antd';
import { RollbackOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { LedgerEntryView } from '@parcelflow/contract';

type Props = { entry: LedgerEntryView; usable: boolean; onReverse: (entry: LedgerEntryView) => void };

/** Reverse one entry: not one already reversed, nor a reversal itself (the server refuses both with 60004). */
export function EntryActions({ entry, usable, onReverse }: Props) {
  const { t } = useTranslation();
  const reversible = entry.reversedByEntryId === null && entry.kind !== 'reversal';
  const label = t('cash.reverse.action');
  return (
    <Tooltip title={reversible ? label : t('cash.reverse.notReversible')}>
      <Button type="text" size="small" icon={<RollbackOutlined />} aria-label={label} disabled={!usable || !reversible} onClick={() => onReverse(entry)} />
    </Tooltip>
  );
}
