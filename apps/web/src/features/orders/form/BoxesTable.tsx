import { Form, Input, InputNumber, Typography } from 'antd';
import { boxSchema } from '@parcelflow/contract';
import { useTranslation } from 'react-i18next';
import { EditableListTable, type EditableColumn } from './EditableListTable.tsx';
import { boxTotals } from './orderFormValues.ts';

const COLUMNS = ['boxNo', 'boxSize', 'quantity', 'weight', 'length', 'width', 'height'] as const;

/** The per-piece info: one row a box, each cell checked by the box schema; totals under the table. */
export function BoxesTable() {
  const { t } = useTranslation();
  const boxes = Form.useWatch('boxes') as { quantity?: number; weight?: number }[] | undefined;
  const columns: EditableColumn[] = COLUMNS.map((key) => ({
    key,
    label: t(`orderForm.box.${key}`),
    schema: boxSchema.shape[key],
    width: key === 'boxNo' ? 200 : 140,
    input: (label) => (key === 'boxNo' || key === 'boxSize'
      ? <Input aria-label={label} />
      : <InputNumber aria-label={label} min={0} precision={key === 'weight' ? 3 : 0} style={{ width: '100%' }} />),
  }));
  return (
    <EditableListTable
      name="boxes"
      columns={columns}
      minRows={1}
      newRow={(count) => ({ boxNo: String(count + 1), quantity: 1 })}
      addLabel={t('orderForm.box.add')}
      removeLabel={t('orderForm.box.remove')}
      summary={<Typography.Text type="secondary">{t('orderForm.box.totals', boxTotals(boxes))}</Typography.Text>}
    />
  );
}
