import { Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PastedNumbersReport } from '@parcelflow/contract';

type Props = { report: PastedNumbersReport; onClose: () => void };

/** After a query by pasted numbers: the first missing numbers with their total, the first repeats with theirs. */
export function PastedReportDialog({ report, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal open title={t('orderList.pasted.title')} onCancel={onClose} onOk={onClose} cancelButtonProps={{ style: { display: 'none' } }} okText={t('common.actions.ok')}>
      {report.missingTotal > 0 && (
        <section aria-label={t('orderList.pasted.missing', { count: report.missingTotal })}>
          <Typography.Paragraph strong>{t('orderList.pasted.missing', { count: report.missingTotal })}</Typography.Paragraph>
          <NumberList numbers={report.missing} more={report.missingTotal - report.missing.length} />
        </section>
      )}
      {report.duplicatesTotal > 0 && (
        <section aria-label={t('orderList.pasted.duplicates', { count: report.duplicatesTotal })}>
          <Typography.Paragraph strong>{t('orderList.pasted.duplicates', { count: report.duplicatesTotal })}</Typography.Paragraph>
          <NumberList numbers={report.duplicates} more={report.duplicatesTotal - report.duplicates.length} />
        </section>
      )}
    </Modal>
  );
}

function NumberList({ numbers, more }: { numbers: string[]; more: number }) {
  const { t } = useTranslation();
  return (
    <Typography.Paragraph>
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        {numbers.map((number) => (
          <li key={number}>
            <Typography.Text code copyable>{number}</Typography.Text>
          </li>
        ))}
      </ul>
      {more > 0 && <Typography.Text type="secondary">{t('orderList.pasted.more', { count: more })}</Typography.Text>}
    </Typography.Paragraph>
  );
}
