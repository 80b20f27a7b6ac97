import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { App, Button, Form, Modal, Radio, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listMyTasks, MAX_UPLOAD_BYTES, TABLE_IMPORT_MODES, type TableCommands, type TableImportMode } from '@parcelflow/contract';
import { useCommandMutation } from '../../app/command.ts';
import { downloadCommand, saveBlob, uploadFile } from '../../app/transfer.ts';
import { useTaskBox } from '../../features/tasks/useTaskBox.ts';

type Props = { commands: TableCommands; title: string; onClose: () => void };

/**
 * A reference table's import: its template to download, the file, and whether a file with bad rows writes nothing
 * (the default) or its valid rows. The import runs as a task; the progress box follows it and offers the error report.
 */
export function TableImportModal({ commands, title, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const taskBox = useTaskBox();
  const start = useCommandMutation(commands.startImport, [listMyTasks]);
  const [file, setFile] = useState<File>();
  const [mode, setMode] = useState<TableImportMode>('allOrNothing');
  const [uploading, setUploading] = useState(false);

  const submit = async () => {
    if (!file) return;
    setUploading(true);
    try {
      const { fileId } = await uploadFile(file);
      await start.mutateAsync({ fileId, mode });
      taskBox.started('import');
      void message.success(t('tableExcel.importStarted', { name: file.name }));
      onClose();
    } finally {
      setUploading(false);
    }
  };
  const downloadTemplate = async () => saveBlob(await downloadCommand(commands.downloadTemplate, {}, `${title}.xlsx`));

  return (
    <Modal
      open
      title={t('tableExcel.importTitle', { title })}
      okText={t('tableExcel.startImport')}
      okButtonProps={{ disabled: !file, loading: uploading || start.isPending }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item>
          <Button icon={<DownloadOutlined />} onClick={() => void downloadTemplate()}>{t('tableExcel.downloadTemplate')}</Button>
        </Form.Item>
        <Form.Item label={t('tableExcel.file')} required>
          <Upload.Dragger
            accept=".xlsx"
            maxCount={1}
            fileList={file ? [{ uid: 'file', name: file.name, size: file.size }] : []}
            beforeUpload={(picked) => {
              if (picked.size > MAX_UPLOAD_BYTES) void message.error(t('tableExcel.tooBig'));
              else setFile(picked);
              return false;
            }}
            onRemove={() => setFile(undefined)}
          >
            <p className="ant-upload-drag-icon"><InboxOutlined /></p>
            <p className="ant-upload-text">{t('tableExcel.drop')}</p>
          </Upload.Dragger>
        </Form.Item>
        <Form.Item label={t('tableExcel.mode')}>
          <Radio.Group value={mode} onChange={(event) => setMode(event.target.value as TableImportMode)}>
            <Space orientation="vertical">
              {TABLE_IMPORT_MODES.map((value) => (
                <Radio key={value} value={value}>
                  {t(`tableExcel.modes.${value}`)}
                  <Typography.Text type="secondary"> {t(`tableExcel.modeHints.${value}`)}</Typography.Text>
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </Form.Item>
      </Form>
    </Modal>
  );
}
