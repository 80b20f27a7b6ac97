import { Button, Form, InputNumber, Select, Table, type TableColumnsType } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { priceText, RATE_CARD_LIMITS, RATE_METHODS, weightBreakSchema } from '@parcelflow/contract';
import { zodRules } from '../../app/forms/zodForm.ts';
import type { BreakValues, CardValues } from './cardValues.ts';
import { WithValue } from './WithValue.tsx';

type Field = { key: number; name: number };
const WEIGHT_WIDTH = 100;
const PRICE_WIDTH = 110;
const optionalPrice = priceText.optional();

/**
 * The weight breaks: weights down (from, to, method, step, fixed on the left while the grid scrolls) and the zones
 * across, one decimal price per zone (blank: not served); the columns follow the zones section.
 */
export function BreaksGrid({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  // The zone codes alone (as one text, compared by value): typing a postcode re-renders no grid.
  const codesText = Form.useWatch((values: CardValues) => JSON.stringify((values.zones ?? []).map((zone) => zone?.code ?? '')), form);
  const codes = JSON.parse(codesText ?? '[]') as string[];
  const shape = weightBreakSchema.shape;
  const cell = (field: Field, key: 'fromKg' | 'toKg' | 'stepKg', label: string, disabled = false) => (
    <Form.Item name={[field.name, key]} rules={disabled ? [] : zodRules(shape[key], t)} className="rate-card-cell">
      <InputNumber stringMode controls={false} disabled={disabled} aria-label={`${label} ${field.name + 1}`} style={{ width: '100%' }} />
    </Form.Item>
  );
  const weightColumn = (key: 'fromKg' | 'toKg', width = WEIGHT_WIDTH) => ({
    key, title: t(`rateCard.breaks.${key}`), width, fixed: 'left' as const, render: (_: unknown, field: Field) => cell(field, key, t(`rateCard.breaks.${key}`)),
  });
  const zoneColumns = codes.map((code, index) => {
    const title = t('rateCard.breaks.zone', { code: code || index + 1 });
    return {
      key: `zone-${index}`, title, width: PRICE_WIDTH,
      render: (_: unknown, field: Field) => (
        <Form.Item name={[field.name, 'prices', index]} rules={zodRules(optionalPrice, t)} className="rate-card-cell">
          <InputNumber stringMode controls={false} aria-label={`${title} ${field.name + 1}`} style={{ width: '100%' }} />
        </Form.Item>
      ),
    };
  });
  const addBreak = (add: (row: BreakValues) => void, count: number) => {
    const last = (form.getFieldValue(['breaks', count - 1]) ?? {}) as BreakValues;
    // The next band starts where the last one ends.
    add({ fromKg: last.toKg, method: last.method ?? 'flat', prices: codes.map(() => null) });
  };
  return (
    <Form.List name="breaks">
      {(fields, { add, remove }) => {
        const columns: TableColumnsType<Field> = [
          weightColumn('fromKg'),
          weightColumn('toKg'),
          {
            key: 'method', title: t('rateCard.breaks.method'), width: 130, fixed: 'left',
            render: (_, field) => (
              <Form.Item name={[field.name, 'method']} className="rate-card-cell">
                <Select aria-label={`${t('rateCard.breaks.method')} ${field.name + 1}`} options={RATE_METHODS.map((value) => ({ value, label: t(`rateCard.method.${value}`) }))} />
              </Form.Item>
            ),
          },
          {
            key: 'stepKg', title: t('rateCard.breaks.stepKg'), width: WEIGHT_WIDTH, fixed: 'left',
            render: (_, field) => (
              <WithValue path={['breaks', field.name, 'method']}>{(method) => cell(field, 'stepKg', t('rateCard.breaks.stepKg'), method !== 'additional')}</WithValue>
            ),
          },
          ...zoneColumns,
        ];
        if (!readOnly) {
          columns.push({
            key: 'remove', width: 48, fixed: 'right',
            render: (_, field) => (
              <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('rateCard.breaks.remove')} disabled={fields.length <= 1} onClick={() => remove(field.name)} />
            ),
          });
        }
        return (
          <>
            <Table<Field> size="small" bordered pagination={false} rowKey="key" dataSource={fields} columns={columns} scroll={{ x: 'max-content' }} className="rate-card-grid" />
            {!readOnly && (
              <Button icon={<PlusOutlined />} disabled={fields.length >= RATE_CARD_LIMITS.breaksMax} onClick={() => addBreak(add, fields.length)} className="rate-card-add">
                {t('rateCard.breaks.add')}
              </Button>
            )}
          </>
        );
      }}
    </Form.List>
  );
}
