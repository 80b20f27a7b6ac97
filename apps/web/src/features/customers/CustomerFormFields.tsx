import { Col, Form, Input, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_ATTRIBUTES, CUSTOMER_LIMITS as L, SETTLEMENT_TYPES, customerFields as F } from '@parcelflow/contract';
import { zodItem } from '../../app/forms/zodForm.ts';
import { CountrySelect } from '../../components/CountrySelect.tsx';
import { groupName } from '../customerGroups/groupName.ts';
import { FinanceDeptSelect } from '../financeDepts/FinanceDeptSelect.tsx';
import { SiteTreeSelect } from '../sites/SiteTreeSelect.tsx';
import { usePriceLevelOptions } from '../priceLevels/api.ts';
import { useCustomerGroupOptions } from './api.ts';

const TEXTS = [
  ['phone', L.phoneMax], ['companyName', L.companyNameMax], ['province', L.regionMax], ['city', L.regionMax],
] as const;

/** The customer form's fields, each checked by its contract schema; a common customer's site is the head office. */
export function CustomerFormFields() {
  const { t } = useTranslation();
  const groups = useCustomerGroupOptions();
  const levels = usePriceLevelOptions();
  const isCommon = Form.useWatch<boolean>('isCommon');
  const choices = (values: readonly string[], prefix: string) => values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));
  return (
    <Row gutter={16}>
      <Col span={8}>
        <Form.Item name="code" label={t('customer.field.code')} {...zodItem(F.code, t)}>
          <Input maxLength={L.codeMax} />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item name="name" label={t('customer.field.name')} {...zodItem(F.name, t)}>
          <Input maxLength={L.nameMax} />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item name="groupId" label={t('customer.field.groupId')}>
          <Select
            placeholder={t('customerGroup.defaultName')}
            loading={groups.isPending}
            options={groups.data?.map((group) => ({ value: group.id, label: groupName(t, group) }))}
          />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item name="settlementType" label={t('customer.field.settlementType')} {...zodItem(F.settlementType, t)}>
          <Select options={choices(SETTLEMENT_TYPES, 'customer.settlementType')} />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item name="attribute" label={t('customer.field.attribute')} {...zodItem(F.attribute, t)}>
          <Select options={choices(CUSTOMER_ATTRIBUTES, 'customer.attribute')} />
        </Form.Item>
      </Col>
      <Col span={4}>
        <Form.Item name="isCommon" label={t('customer.field.isCommon')} valuePropName="checked" tooltip={t('customer.form.commonHint', { max: L.commonMax })}>
          <Switch />
        </Form.Item>
      </Col>
      <Col span={4}>
        <Form.Item name="enabled" label={t('customer.field.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item name="siteId" label={t('customer.field.siteId')} required={!isCommon} extra={isCommon ? t('customer.form.commonSite') : undefined}>
          <SiteTreeSelect allowClear placeholder={isCommon ? t('customer.form.headOffice') : undefined} />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item name="financeDeptId" label={t('customer.field.financeDeptId')}>
          <FinanceDeptSelect />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item name="linkedOwnerCompanyNo" label={t('customer.field.linkedOwnerCompanyNo')} extra={t('customer.form.ownerHint')} {...zodItem(F.linkedOwnerCompanyNo, t)}>
          <Input maxLength={10} />
        </Form.Item>
      </Col>
      {TEXTS.map(([field, max]) => (
        <Col span={8} key={field}>
          <Form.Item name={field} label={t(`customer.field.${field}`)} {...zodItem(F[field], t)}>
            <Input maxLength={max} />
          </Form.Item>
        </Col>
      ))}
      <Col span={8}>
        {/* The server keeps the level's name (a rename follows), so the value is the name. */}
        <Form.Item name="quotation" label={t('customer.field.quotation')} tooltip={t('customer.form.quotationHint')} {...zodItem(F.quotation, t)}>
          <Select
            allowClear showSearch={{ optionFilterProp: 'label' }} placeholder={t('customer.form.quotationNone')} loading={levels.isPending}
            options={levels.data?.levels.map((level) => ({ value: level.name, label: level.name }))}
          />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item name="country" label={t('customer.field.country')}>
          <CountrySelect />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="address" label={t('customer.field.address')} {...zodItem(F.address, t)}>
          <Input maxLength={L.addressMax} />
        </Form.Item>
      </Col>
    </Row>
  );
}
