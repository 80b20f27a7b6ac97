import { Button, DatePicker, Form, InputNumber, Select, Table, type TableColumnsType } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { RATE_CARD_LIMITS, SURCHARGE_BASES, SURCHARGE_KINDS, surchargeSchema, THRESHOLD_SURCHARGES, type SurchargeKind } from '@parcelflow/contract';
import { zodRules } from '../../app/forms/zodForm.ts';
import { baseDataNameIn, useBaseDataOptions } from '../baseData/useBaseDataOptions.ts';
import { WithValue } from './WithValue.tsx';

type Field = { key: number; name: number };
const shape = surchargeSchema.shape;

/**
 * The card's surcharges: kind, basis, amount (a percentage shown with %), the goods type of a goods-type surcharge,
 * the threshold of oversize (cm) and overweight (kg), and the days it is in force when not the card's.
 */
export function SurchargesSection({ readOnly }: { readOnly: boolean }) {
  const { t, i18n } = useTranslation();
  const goodsTypes = useBaseDataOptions().valuesOf('goodsType').map((value) => ({ value: value.code, label: baseDataNameIn(value, i18n.language) }));
  const label = (key: string, field: Field) => `${t(`rateCard.surcharges.${key}`)} ${field.name + 1}`;
  const at = (field: Field, key: string) => ['surcharges', field.name, key];
  const select = (field: Field, key: 'kind' | 'basis', options: { value: string; label: string }[]) => (
    <Form.Item name={[field.name, key]} rules={zodRules(shape[key], t)} className="rate-card-cell">
      <Select aria-label={label(key, field)} options={options} />
    </Form.Item>
  );
  const day = (field: Field, key: 'validFrom' | 'validTo') => (
    <Form.Item name={[field.name, key]} className="rate-card-cell">
      <DatePicker aria-label={label(key, field)} style={{ width: '100%' }} />
    </Form.Item>
  );
  const columns: TableColumnsType<Field> = [
    { key: 'kind', title: t('rateCard.surcharges.kind'), width: 150, render: (_, field) => select(field, 'kind', SURCHARGE_KINDS.map((value) => ({ value, label: t(`rateCard.surchargeKind.${value}`) }))) },
    { key: 'basis', title: t('rateCard.surcharges.basis'), width: 130, render: (_, field) => select(field, 'basis', SURCHARGE_BASES.map((value) => ({ value, label: t(`rateCard.surchargeBasis.${value}`) }))) },
    {
      key: 'amount', title: t('rateCard.surcharges.amount'), width: 130,
      render: (_, field) => (
        <WithValue path={at(field, 'basis')}>
          {(basis) => (
            <Form.Item name={[field.name, 'amount']} rules={zodRules(shape.amount, t)} className="rate-card-cell">
              <InputNumber stringMode controls={false} suffix={basis === 'percent' ? '%' : undefined} aria-label={label('amount', field)} style={{ width: '100%' }} />
            </Form.Item>
          )}
        </WithValue>
      ),
    },
    {
      key: 'goodsType', title: t('rateCard.surcharges.goodsType'), width: 150,
      render: (_, field) => (
        <WithValue path={at(field, 'kind')}>
          {(kind) => (
            <Form.Item name={[field.name, 'goodsType']} className="rate-card-cell">
              <Select allowClear disabled={kind !== 'goodsType'} options={goodsTypes} aria-label={label('goodsType', field)} />
            </Form.Item>
          )}
        </WithValue>
      ),
    },
    {
      key: 'threshold', title: t('rateCard.surcharges.threshold'), width: 120,
      render: (_, field) => (
        <WithValue path={at(field, 'kind')}>
          {(kind) => (
            <Form.Item name={[field.name, 'threshold']} className="rate-card-cell">
              <InputNumber
                stringMode controls={false} disabled={!THRESHOLD_SURCHARGES.includes(kind as SurchargeKind)} aria-label={label('threshold', field)} style={{ width: '100%' }}
                suffix={kind === 'oversize' ? t('rateCard.unit.cm') : kind === 'overweight' ? t('rateCard.unit.kg') : undefined}
              />
            </Form.Item>
          )}
        </WithValue>
      ),
    },
    { key: 'validFrom', title: t('rateCard.surcharges.validFrom'), width: 140, render: (_, field) => day(field, 'validFrom') },
    { key: 'validTo', title: t('rateCard.surcharges.validTo'), width: 140, render: (_, field) => day(field, 'validTo') },
  ];
  return (
    <Form.List name="surcharges">
      {(fields, { add, remove }) => (
        <>
          <Table<Field>
            size="small" bordered pagination={false} rowKey="key" dataSource={fields} scroll={{ x: 'max-content' }} className="rate-card-grid"
            locale={{ emptyText: t('rateCard.surcharges.none') }}
            columns={readOnly ? columns : [...columns, {
              key: 'remove', width: 48,
              render: (_, field) => <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('rateCard.surcharges.remove')} onClick={() => remove(field.name)} />,
            }]}
          />
          {!readOnly && (
            <Button icon={<PlusOutlined />} disabled={fields.length >= RATE_CARD_LIMITS.surchargesMax} onClick={() => add({ kind: 'fuel', basis: 'percent' })} className="rate-card-add">
              {t('rateCard.surcharges.add')}
            </Button>
          )}
        </>
      )}
    </Form.List>
  );
}
