import { useState } from 'react';
import { App, Button, Space, Upload } from 'antd';
import { ExportOutlined, ImportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { exportRateCard, getRateCard, listMyTasks, MAX_UPLOAD_BYTES, startRateCardImport, type RateCardView } from '@parcelflow/contract';
import { useFunction } from '../../app/authority.ts';
import { useCommandMutation } from '../../app/command.ts';
import { downloadCommand, saveBlob, uploadFile } from '../../app/transfer.ts';
import { useTaskBox } from '../tasks/useTaskBox.ts';

/**
 * A saved card's workbook: export it (zones across, weights down), or replace its zones, breaks and surcharges by an
 * uploaded one as a task the progress box follows (with the edit right).
 */
export function RateCardExcelButtons({ card }: { card: RateCardView }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const taskBox = useTaskBox();
  const edit = useFunction('rateCard.edit');
  const start = useCommandMutation(startRateCardImport, [listMyTasks, getRateCard]);
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };
  const exportCard = () => run(async () => saveBlob(await downloadCommand(exportRateCard, { id: card.id }, `${card.name}.xlsx`)));
  const importFile = (file: File) => run(async () => {
    const { fileId } = await uploadFile(file);
    await start.mutateAsync({ id: card.id, fileId });
    taskBox.started('import');
    void message.success(t('tableExcel.importStarted', { name: file.name }));
  });
  return (
    <Space size={8}>
      <Button size="small" icon={<ExportOutlined />} loading={busy && !start.isPending} onClick={() => void exportCard()}>{t('tableExcel.export')}</Button>
      {edit.visible && (
        <Upload
          accept=".xlsx" showUploadList={false} disabled={!edit.usable || busy}
          beforeUpload={(file) => {
            if (file.size > MAX_UPLOAD_BYTES) void message.error(t('tableExcel.tooBig'));
            else void importFile(file);
            return false;
          }}
        >
          <Button size="small" icon={<ImportOutlined />} disabled={!edit.usable} loading={start.isPending}>{t('tableExcel.import')}</Button>
        </Upload>
      )}
    </Space>
  );
}
