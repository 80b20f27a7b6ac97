import { Button, Flex, Form, Input, Select } from 'antd';
import { DeleteOutlined, MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { RATE_CARD_LIMITS, zoneSchema } from '@parcelflow/contract';
import { zodItem } from '../../app/forms/zodForm.ts';
import { CountrySelect } from '../../components/CountrySelect.tsx';
import { newZone, type BreakValues, type ZoneValues } from './cardValues.ts';

const L = RATE_CARD_LIMITS;

/** One zone's destinations: a country each, optionally narrowed to postcode rules or cities (tag inputs). */
function Destinations({ zone, readOnly }: { zone: number; readOnly: boolean }) {
  const { t } = useTranslation();
  return (
    <Form.List name={[zone, 'destinations']}>
      {(fields, { add, remove }) => (
        <div className="rate-card-destinations">
          {fields.map((field) => (
            <Flex key={field.key} gap={8} align="start">
              <Form.Item name={[field.name, 'country']} rules={[{ required: true, message: t('reason.required') }]} className="rate-card-country">
                <CountrySelect aria-label={`${t('rateCard.zones.country')} ${zone + 1}.${field.name + 1}`} />
              </Form.Item>
              <Form.Item name={[field.name, 'postcodes']} className="rate-card-tags">
                <Select mode="tags" open={false} maxCount={L.rulesPerDestination} placeholder={t('rateCard.zones.postcodesHint')} aria-label={t('rateCard.zones.postcodes')} />
              </Form.Item>
              <Form.Item name={[field.name, 'cities']} className="rate-card-tags">
                <Select mode="tags" open={false} maxCount={L.citiesPerDestination} placeholder={t('rateCard.zones.cities')} aria-label={t('rateCard.zones.cities')} />
              </Form.Item>
              {!readOnly && (
                <Button type="text" icon={<MinusCircleOutlined />} aria-label={t('rateCard.zones.removeDestination')} disabled={fields.length <= 1} onClick={() => remove(field.name)} />
              )}
            </Flex>
          ))}
          {!readOnly && (
            <Button type="dashed" size="small" icon={<PlusOutlined />} disabled={fields.length >= L.destinationsPerZone} onClick={() => add({ postcodes: [], cities: [] })}>
              {t('rateCard.zones.addDestination')}
            </Button>
          )}
        </div>
      )}
    </Form.List>
  );
}

/**
 * The card's zones. The weight grid has one price column per zone in their order: adding a zone adds an empty
 * (not served) price to every break, removing one removes its prices.
 */
export function ZonesSection({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const breaks = (): BreakValues[] => form.getFieldValue('breaks') ?? [];
  const zoneCount = () => ((form.getFieldValue('zones') ?? []) as ZoneValues[]).length;
  const pricesFitted = (row: BreakValues) => Array.from({ length: zoneCount() }, (_, index) => row.prices?.[index] ?? null);
  return (
    <Form.List name="zones">
      {(fields, { add, remove }) => (
        <>
          {fields.map((field) => (
            <Flex key={field.key} gap={12} align="start" className="rate-card-zone">
              <Form.Item name={[field.name, 'code']} {...zodItem(zoneSchema.shape.code, t)} required={false} className="rate-card-zone-code">
                <Input maxLength={L.zoneCodeMax} placeholder={t('rateCard.zones.code')} aria-label={`${t('rateCard.zones.code')} ${field.name + 1}`} />
              </Form.Item>
              <Form.Item name={[field.name, 'name']} className="rate-card-zone-name">
                <Input maxLength={L.zoneNameMax} placeholder={t('rateCard.zones.name')} aria-label={`${t('rateCard.zones.name')} ${field.name + 1}`} />
              </Form.Item>
              <Destinations zone={field.name} readOnly={readOnly} />
              {!readOnly && (
                <Button
                  type="text" danger icon={<DeleteOutlined />} aria-label={t('rateCard.zones.remove')} disabled={fields.length <= 1}
                  onClick={() => {
                    remove(field.name);
                    form.setFieldValue('breaks', breaks().map((row) => ({ ...row, prices: (row.prices ?? []).filter((_, index) => index !== field.name) })));
                  }}
                />
              )}
            </Flex>
          ))}
          {!readOnly && (
            <Button
              icon={<PlusOutlined />} disabled={fields.length >= L.zonesMax} className="rate-card-add"
              onClick={() => {
                add(newZone(fields.length));
                form.setFieldValue('breaks', breaks().map((row) => ({ ...row, prices: pricesFitted(row) })));
              }}
            >
              {t('rateCard.zones.add')}
            </Button>
          )}
        </>
      )}
    </Form.List>
  );
}
