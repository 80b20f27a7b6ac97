import { Button, Form, Input, InputNumber, Select } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LABEL_LIMITS, TEXT_ALIGNS, type FieldProblem, type InvoiceTableElement } from '@parcelflow/contract';
import { fieldHelp } from './fieldHelp.ts';
import { invoiceColumnName, invoiceColumnOptions } from './fieldLabels.ts';

type Column = InvoiceTableElement['columns'][number];
type Props = { element: InvoiceTableElement; problems: ReadonlyMap<string, FieldProblem>; onChange: (element: InvoiceTableElement) => void };

/** The table's font size, row height and columns (which value, width in mm, header, alignment), at most 12. */
export function InvoiceTableFields({ element, problems, onChange }: Props) {
  const { t } = useTranslation();
  const help = fieldHelp(t, problems);
  const setColumn = (index: number, patch: Partial<Column>) => onChange({ ...element, columns: element.columns.map((column, at) => (at === index ? { ...column, ...patch } : column)) });
  const addColumn = () => onChange({ ...element, columns: [...element.columns, { column: 'descriptionCn', widthMm: 20, header: invoiceColumnName(t, 'descriptionCn'), align: 'left' }] });
  return (
    <>
      <div className="label-design-pair">
        <Form.Item label={t('labelDesign.prop.fontSizePt')} {...help('fontSizePt')}>
          <InputNumber value={element.fontSizePt} min={LABEL_LIMITS.fontMinPt} max={LABEL_LIMITS.fontMaxPt} step={0.5} onChange={(value) => value !== null && onChange({ ...element, fontSizePt: value })} />
        </Form.Item>
        <Form.Item label={t('labelDesign.prop.rowHeightMm')} {...help('rowHeightMm')}>
          <InputNumber value={element.rowHeightMm} min={LABEL_LIMITS.rowMinMm} max={LABEL_LIMITS.rowMaxMm} step={0.5} onChange={(value) => value !== null && onChange({ ...element, rowHeightMm: value })} />
        </Form.Item>
      </div>
      <Form.Item label={t('labelDesign.prop.columns')} {...help('columns')}>
        <div className="label-design-columns">
          {element.columns.map((column, index) => (
            <div key={index} className="label-design-column">
              <Select size="small" aria-label={t('labelDesign.prop.column')} value={column.column} onChange={(value) => setColumn(index, { column: value })} options={invoiceColumnOptions(t)} popupMatchSelectWidth={false} />
              <InputNumber
                size="small" aria-label={t('labelDesign.prop.widthMm')} value={column.widthMm} min={0.5} step={0.5}
                status={problems.has(`columns.${index}.widthMm`) ? 'error' : undefined} onChange={(value) => value !== null && setColumn(index, { widthMm: value })}
              />
              <Input size="small" aria-label={t('labelDesign.prop.header')} value={column.header} maxLength={LABEL_LIMITS.header} onChange={(event) => setColumn(index, { header: event.target.value })} />
              <Select size="small" aria-label={t('labelDesign.prop.align')} value={column.align} onChange={(align) => setColumn(index, { align })} options={TEXT_ALIGNS.map((value) => ({ value, label: t(`labelDesign.align.${value}`) }))} />
              <Button size="small" type="text" icon={<DeleteOutlined />} aria-label={t('labelDesign.actions.removeColumn')} disabled={element.columns.length === 1} onClick={() => onChange({ ...element, columns: element.columns.filter((_, at) => at !== index) })} />
            </div>
          ))}
          <Button size="small" type="dashed" icon={<PlusOutlined />} disabled={element.columns.length >= LABEL_LIMITS.columns} onClick={addColumn}>{t('labelDesign.actions.addColumn')}</Button>
        </div>
      </Form.Item>
    </>
  );
}
