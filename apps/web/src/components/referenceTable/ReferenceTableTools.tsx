import { Button, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { z } from 'zod';
import type { TableCommands } from '@parcelflow/contract';
import type { FunctionGrant } from '../../app/authority.ts';
import { TableExportButton } from '../tableExcel/TableExportButton.tsx';
import { TableImportButton } from '../tableExcel/TableImportButton.tsx';

/** A table's Excel commands whose export takes the filters F of its list. */
export type ExcelOf<F> = TableCommands & { readonly startExport: { readonly input: z.ZodType<unknown, F> } };

type Props<F> = {
  excel: ExcelOf<F>;
  /** The list's filters, which the export follows. */
  filter: F;
  /** The import dialog's title. */
  title: string;
  newLabel: string;
  edit: FunctionGrant;
  onNew: () => void;
};

/** A reference table's tools: Excel import and export, and "new" for holders of the edit function (disabled unless usable). */
export function ReferenceTableTools<F>({ excel, filter, title, newLabel, edit, onNew }: Props<F>) {
  return (
    <Space size={8}>
      <TableImportButton commands={excel} title={title} />
      <TableExportButton commands={excel} filter={filter} />
      {edit.visible && <Button type="primary" size="small" icon={<PlusOutlined />} disabled={!edit.usable} onClick={onNew}>{newLabel}</Button>}
    </Space>
  );
}
