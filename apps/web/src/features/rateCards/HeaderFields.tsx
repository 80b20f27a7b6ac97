import { Col, DatePicker, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, RATE_CARD_KINDS, RATE_CARD_LIMITS, rateCardHeaderFields, VOLUMETRIC_BASES, VOLUMETRIC_DIVISORS } from '@parcelflow/contract';
import { useFunction } from '../../app/authority.ts';
import { zodItem } from '../../app/forms/zodForm.ts';
import { useChannelOptions, useLevelOptions } from './api.ts';
import { channelLabel } from './channelLabel.ts';

const fields = rateCardHeaderFields;
const NUMBER = { controls: false, style: { width: '100%' } } as const;

/** The card's own fields: channel, kind, name, currency, validity, volumetric weight, weight step, limits and terms. */
export function HeaderFields() {
  const { t, i18n } = useTranslation();
  const channels = useChannelOptions().data?.channels;
  // Only those who may see costs choose the kind; for the others every card is a selling one.
  const cost = useFunction('rateCard.cost');
  const kind = Form.useWatch('kind') as string | undefined;
  const priceLevelId = Form.useWatch('priceLevelId') as number | null | undefined;
  const levels = useLevelOptions().data?.levels;
  const label = (key: string) => t(`rateCard.field.${key}`);
  const kg = t('rateCard.unit.kg');
  return (
    <Row gutter={12}>
      <Col xs={24} md={12} xl={6}>
        <Form.Item name="channelId" label={label('channel')} {...zodItem(fields.channelId, t)}>
          <Select showSearch={{ optionFilterProp: 'label' }} options={channels?.map((channel) => ({ value: channel.id, label: channelLabel(channel, i18n.language) }))} />
        </Form.Item>
      </Col>
      {cost.usable && (
        <Col xs={12} md={6} xl={3}>
          <Form.Item name="kind" label={label('kind')} required>
            <Select options={RATE_CARD_KINDS.map((value) => ({ value, label: t(`rateCard.kind.${value}`) }))} />
          </Form.Item>
        </Col>
      )}
      <Col xs={24} md={12} xl={cost.usable ? 6 : 9}>
        <Form.Item name="name" label={label('name')} {...zodItem(fields.name, t)}>
          <Input maxLength={RATE_CARD_LIMITS.nameMax} />
        </Form.Item>
      </Col>
      <Col xs={12} md={6} xl={3}>
        <Form.Item name="currency" label={label('currency')} {...zodItem(fields.currency, t)}>
          <Select options={CURRENCIES.map((value) => ({ value, label: value }))} />
        </Form.Item>
      </Col>
      <Col xs={12} md={6} xl={3}>
        <Form.Item name="validFrom" label={label('validFrom')} required>
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={12} md={6} xl={3}>
        <Form.Item name="validTo" label={label('validTo')} tooltip={t('rateCard.hint.validTo')}>
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={12} md={6} xl={3}>
        <Form.Item name="volumetricBasis" label={label('volumetricBasis')} required>
          <Select options={VOLUMETRIC_BASES.map((value) => ({ value, label: t(`rateCard.volumetricBasis.${value}`) }))} />
        </Form.Item>
      </Col>
      <Col xs={12} md={6} xl={3}>
        <Form.Item name="volumetricDivisor" label={label('volumetricDivisor')} tooltip={t('rateCard.unit.divisor')} required>
          <Select options={VOLUMETRIC_DIVISORS.map((value) => ({ value, label: String(value) }))} />
        </Form.Item>
      </Col>
      {/* stringMode: weights and amounts stay the decimal text typed, never a float. */}
      <Col xs={12} md={6} xl={3}>
        <Form.Item name="weightStep" label={label('weightStep')} tooltip={t('rateCard.hint.weightStep')} {...zodItem(fields.weightStep, t)}>
          <InputNumber stringMode suffix={kg} {...NUMBER} />
        </Form.Item>
      </Col>
      <Col xs={12} md={6} xl={3}>
        <Form.Item name="minCharge" label={label('minCharge')} {...zodItem(fields.minCharge, t)}>
          <InputNumber stringMode {...NUMBER} />
        </Form.Item>
      </Col>
      <Col xs={12} md={6} xl={3}>
        <Form.Item name="maxPieceWeight" label={label('maxPieceWeight')} {...zodItem(fields.maxPieceWeight, t)}>
          <InputNumber stringMode suffix={kg} {...NUMBER} />
        </Form.Item>
      </Col>
      <Col xs={12} md={6} xl={3}>
        <Form.Item name="transitDaysMin" label={label('transitDaysMin')} {...zodItem(fields.transitDaysMin, t)}>
          <InputNumber precision={0} min={0} max={RATE_CARD_LIMITS.transitDaysMax} {...NUMBER} />
        </Form.Item>
      </Col>
      <Col xs={12} md={6} xl={3}>
        <Form.Item name="transitDaysMax" label={label('transitDaysMax')} {...zodItem(fields.transitDaysMax, t)}>
          <InputNumber precision={0} min={0} max={RATE_CARD_LIMITS.transitDaysMax} {...NUMBER} />
        </Form.Item>
      </Col>
      {kind === 'sell' && !priceLevelId && (
        <Col xs={12} md={6} xl={3}>
          <Form.Item name="public" label={label('public')} tooltip={t('rateCard.hint.public')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      )}
      {kind === 'sell' && (
        <Col xs={24} md={12} xl={6}>
          <Form.Item name="priceLevelId" label={label('priceLevel')} tooltip={t('rateCard.hint.priceLevel')}>
            <Select allowClear placeholder={t('rateCard.standardCard')} options={levels?.map((level) => ({ value: level.id, label: level.name }))} />
          </Form.Item>
        </Col>
      )}
      <Col xs={24} md={kind === 'sell' ? 12 : 24} xl={kind === 'sell' ? 18 : 24}>
        <Form.Item name="serviceTerms" label={label('serviceTerms')} {...zodItem(fields.serviceTerms, t)}>
          <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} maxLength={RATE_CARD_LIMITS.serviceTermsMax} />
        </Form.Item>
      </Col>
    </Row>
  );
}
