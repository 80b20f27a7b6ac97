import { Form, Input, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { BARCODE_SYMBOLOGIES, LABEL_LIMITS, type BarcodeValue, type FieldProblem, type LabelElement } from '@parcelflow/contract';
import { fieldHelp } from './fieldHelp.ts';
import { labelFieldOptions } from './fieldLabels.ts';

type Barcode = Extract<LabelElement, { type: 'barcode' }>;
type Props = { element: Barcode; problems: ReadonlyMap<string, FieldProblem>; onChange: (element: Barcode) => void };

/** The symbology and what it encodes: a field of the order (the waybill number to start with) or fixed text. */
export function BarcodeFields({ element, problems, onChange }: Props) {
  const { t } = useTranslation();
  const help = fieldHelp(t, problems);
  const { value } = element;
  // Switching keeps nothing of the other kind: the contract takes a field or a text, never both.
  const setFrom = (from: BarcodeValue['from']) => onChange({ ...element, value: from === 'field' ? { from, field: 'waybillNo' } : { from, text: '' } });
  return (
    <>
      <Form.Item label={t('labelDesign.prop.symbology')} {...help('symbology')}>
        <Select
          id="labelDesign-symbology"
          value={element.symbology}
          onChange={(symbology) => onChange({ ...element, symbology })}
          options={BARCODE_SYMBOLOGIES.map((symbology) => ({ value: symbology, label: t(`labelDesign.symbology.${symbology}`) }))}
        />
      </Form.Item>
      <Form.Item label={t('labelDesign.prop.encodes')}>
        <Radio.Group value={value.from} onChange={(event) => setFrom(event.target.value as BarcodeValue['from'])} options={[
          { value: 'field', label: t('labelDesign.encodes.field') }, { value: 'text', label: t('labelDesign.encodes.text') },
        ]} />
      </Form.Item>
      {value.from === 'field' ? (
        <Form.Item label={t('labelDesign.prop.field')} {...help('value.field')}>
          <Select id="labelDesign-barcodeField" showSearch optionFilterProp="label" value={value.field} onChange={(field) => onChange({ ...element, value: { from: 'field', field } })} options={labelFieldOptions(t)} />
        </Form.Item>
      ) : (
        <Form.Item label={t('labelDesign.prop.text')} {...help('value.text')}>
          <Input id="labelDesign-barcodeText" value={value.text} maxLength={LABEL_LIMITS.barcodeText} onChange={(event) => onChange({ ...element, value: { from: 'text', text: event.target.value } })} />
        </Form.Item>
      )}
    </>
  );
}
