import { ImportOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableCommands } from '@parcelflow/contract';
import { useFunction } from '../../app/authority.ts';
import { TableImportModal } from './TableImportModal.tsx';

type Props = { commands: TableCommands; title: string };

/** The Excel import of a reference screen (docs/reference-data.md), shown to holders of the table's edit function. */
export function TableImportButton({ commands, title }: Props) {
  const { t } = useTranslation();
  const grant = useFunction(commands.startImport.permission);
  const [open, setOpen] = useState(false);
  if (!grant.visible) return null;
  return (
    <>
      <Button size="small" icon={<ImportOutlined />} disabled={!grant.usable} onClick={() => setOpen(true)}>{t('tableExcel.import')}</Button>
      {open && <TableImportModal commands={commands} title={title} onClose={() => setOpen(false)} />}
    </>
  );
}
