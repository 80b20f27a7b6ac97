import { Button, Form, Input, InputNumber, Select, Switch, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LABEL_LIMITS, ROTATIONS, type FieldProblem, type LabelElement } from '@parcelflow/contract';
import { BarcodeFields } from './BarcodeFields.tsx';
import { describeElement } from './describeElement.ts';
import { fieldHelp } from './fieldHelp.ts';
import { labelFieldOptions } from './fieldLabels.ts';
import { InvoiceTableFields } from './InvoiceTableFields.tsx';
import { PlacementFields } from './PlacementFields.tsx';
import { TextStyleFields } from './TextStyleFields.tsx';

type Props = { element: LabelElement; problems: ReadonlyMap<string, FieldProblem>; onChange: (element: LabelElement) => void; onRemove: () => void };

/**
 * The selected element's properties, each field showing the contract's reason when it refuses the value (checked as
 * the layout changes, the same schema the server parses at save). Every change is applied at once and can be undone.
 */
export function ElementProperties({ element, problems, onChange, onRemove }: Props) {
  const { t } = useTranslation();
  const help = fieldHelp(t, problems);
  // The patch only ever carries the element's own keys, from the fields drawn for its type.
  const patch = (changes: Record<string, unknown>) => onChange({ ...element, ...changes } as LabelElement);
  return (
    <Form layout="vertical" size="small" component="div" className="label-design-properties">
      <div className="label-design-properties-head">
        <Typography.Text strong ellipsis>{describeElement(t, element)}</Typography.Text>
        <Button size="small" danger icon={<DeleteOutlined />} onClick={onRemove}>{t('labelDesign.actions.remove')}</Button>
      </div>
      <PlacementFields element={element} problems={problems} onPatch={patch} />
      {'rotation' in element && (
        <Form.Item label={t('labelDesign.prop.rotation')}>
          <Select id="labelDesign-rotation" value={element.rotation} onChange={(rotation) => patch({ rotation })} options={ROTATIONS.map((value) => ({ value, label: `${value}°` }))} />
        </Form.Item>
      )}
      {element.type === 'text' && (
        <Form.Item label={t('labelDesign.prop.text')} {...help('text')}>
          <Input.TextArea id="labelDesign-text" value={element.text} maxLength={LABEL_LIMITS.text} autoSize={{ minRows: 1, maxRows: 4 }} onChange={(event) => patch({ text: event.target.value })} />
        </Form.Item>
      )}
      {element.type === 'field' && (
        <>
          <Form.Item label={t('labelDesign.prop.field')} {...help('field')}>
            <Select id="labelDesign-field" showSearch optionFilterProp="label" value={element.field} onChange={(field) => patch({ field })} options={labelFieldOptions(t)} />
          </Form.Item>
          <div className="label-design-pair">
            {(['prefix', 'suffix'] as const).map((key) => (
              <Form.Item key={key} label={t(`labelDesign.prop.${key}`)} {...help(key)}>
                <Input id={`labelDesign-${key}`} value={element[key]} maxLength={LABEL_LIMITS.affix} onChange={(event) => patch({ [key]: event.target.value })} />
              </Form.Item>
            ))}
          </div>
        </>
      )}
      {(element.type === 'text' || element.type === 'field') && <TextStyleFields style={element} problems={problems} onPatch={patch} />}
      {element.type === 'barcode' && <BarcodeFields element={element} problems={problems} onChange={onChange} />}
      {element.type === 'box' && (
        <div className="label-design-pair">
          <Form.Item label={t('labelDesign.prop.thicknessMm')} {...help('thicknessMm')}>
            <InputNumber id="labelDesign-thicknessMm" value={element.thicknessMm} min={LABEL_LIMITS.lineMinMm} max={LABEL_LIMITS.lineMaxMm} step={0.1} onChange={(value) => value !== null && patch({ thicknessMm: value })} />
          </Form.Item>
          <Form.Item label={t('labelDesign.prop.filled')}>
            <Switch checked={element.filled} onChange={(filled) => patch({ filled })} />
          </Form.Item>
        </div>
      )}
      {element.type === 'invoiceTable' && <InvoiceTableFields element={element} problems={problems} onChange={onChange} />}
    </Form>
  );
}
