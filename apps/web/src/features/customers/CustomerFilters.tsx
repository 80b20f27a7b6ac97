import { Button, Col, Form, Input, Row, Select, Space } from 'antd';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_ATTRIBUTES, CUSTOMER_STATUSES, SETTLEMENT_TYPES, type ListCustomersInput } from '@parcelflow/contract';
import { groupName } from '../customerGroups/groupName.ts';
import { SiteTreeSelect } from '../sites/SiteTreeSelect.tsx';
import { useCustomerGroupOptions } from './api.ts';

export type CustomerFilterValues = Omit<ListCustomersInput, 'pageSize' | 'currentPage'>;

type Props = { onSearch: (filters: CustomerFilterValues) => void };

const COLUMN = { xs: 24, md: 12, xl: 6 };
/** Yes and no filters travel as booleans; the select holds them as text. */
const FLAGS = ['true', 'false'] as const;
const flagOf = (value?: string) => (value === undefined ? undefined : value === 'true');

type FormValues = Omit<CustomerFilterValues, 'isCommon' | 'enabled'> & { isCommon?: string; enabled?: string };

/** The filter bar of the customer list: keyword, status, settlement type, attribute, group, site, common and enabled. */
export function CustomerFilters({ onSearch }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const groups = useCustomerGroupOptions();
  const any = t('customer.filter.any');
  const choices = (values: readonly string[], prefix: string) => values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));
  const submit = ({ isCommon, enabled, keyword, ...values }: FormValues) =>
    onSearch({ ...values, keyword: keyword?.trim() || undefined, isCommon: flagOf(isCommon), enabled: flagOf(enabled) });
  const reset = () => {
    form.resetFields();
    onSearch({});
  };
  const select = (name: keyof FormValues, label: string, options: { value: string | number; label: string }[]) => (
    <Col {...COLUMN}>
      <Form.Item name={name} label={label}>
        <Select allowClear placeholder={any} options={options} />
      </Form.Item>
    </Col>
  );
  return (
    <Form form={form} name="customerFilter" onFinish={submit} labelCol={{ flex: '96px' }} labelWrap>
      <Row gutter={16}>
        <Col {...COLUMN}>
          <Form.Item name="keyword" label={t('customer.filter.keyword')}>
            <Input allowClear maxLength={60} placeholder={t('customer.filter.keywordPlaceholder')} />
          </Form.Item>
        </Col>
        {select('status', t('customer.field.status'), choices(CUSTOMER_STATUSES, 'customer.status'))}
        {select('settlementType', t('customer.field.settlementType'), choices(SETTLEMENT_TYPES, 'customer.settlementType'))}
        {select('attribute', t('customer.field.attribute'), choices(CUSTOMER_ATTRIBUTES, 'customer.attribute'))}
        {select('groupId', t('customer.field.groupId'), groups.data?.map((group) => ({ value: group.id, label: groupName(t, group) })) ?? [])}
        <Col {...COLUMN}>
          <Form.Item name="siteId" label={t('customer.field.siteId')}>
            <SiteTreeSelect allowClear placeholder={any} />
          </Form.Item>
        </Col>
        {select('isCommon', t('customer.field.isCommon'), FLAGS.map((flag) => ({ value: flag, label: t(`customer.filter.${flag}`) })))}
        {select('enabled', t('customer.field.enabled'), FLAGS.map((flag) => ({ value: flag, label: t(`customer.filter.${flag}`) })))}
      </Row>
      <Form.Item style={{ textAlign: 'right', marginBottom: 12 }}>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>{t('customer.filter.search')}</Button>
          <Button icon={<ReloadOutlined />} onClick={reset}>{t('customer.filter.reset')}</Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
