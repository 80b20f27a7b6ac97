import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FINANCE_LIMITS, reverseLedgerEntry, reverseLedgerEntryInput, type LedgerEntryView } from '@parcelflow/contract';
import { zodItem } from '../../app/forms/zodForm.ts';
import { CommandFormModal } from '../../components/CommandFormModal.tsx';
import { groupedAmount } from './amountText.tsx';
import { reloadedByPosting } from './api.ts';
import { kindText } from './ledgerColumns.tsx';

type Props = { entry: LedgerEntryView; currency: string; onClose: () => void };

/** Undoes one entry whole: a new entry of the opposite amount, with a reason. */
export function ReverseEntryModal({ entry, currency, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <CommandFormModal
      command={reverseLedgerEntry}
      invalidates={reloadedByPosting}
      title={t('cash.reverse.title', { id: entry.id })}
      okText={t('cash.reverse.ok')}
      savedText={(posted) => t('cash.reverse.saved', { balance: posted.balance, currency })}
      inputOf={(values) => ({ ...values, id: entry.id })}
      submitOnEnter
      onClose={onClose}
    >
      <Typography.Paragraph>
        {t('cash.reverse.help', { kind: kindText(t, entry), amount: groupedAmount(entry.amount), currency })}
      </Typography.Paragraph>
      <Form.Item name="reason" label={t('cash.reverse.reason')} {...zodItem(reverseLedgerEntryInput.shape.reason, t)}>
        <Input maxLength={FINANCE_LIMITS.reasonMax} />
      </Form.Item>
    </CommandFormModal>
  );
}
