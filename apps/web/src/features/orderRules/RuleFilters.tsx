import { Button, Col, Form, Row, Select, Space } from 'antd';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { orderRuleCustomerComboBox, type ChannelOption, type ListOrderRulesInput } from '@parcelflow/contract';
import { RemoteSelect } from '../../components/RemoteSelect.tsx';

export type RuleFilterValues = Pick<ListOrderRulesInput, 'customerId' | 'channelId' | 'enabled'>;

const COL = { xs: 24, md: 12, xl: 6 };

export function RuleFilters({ channels, onSearch }: { channels?: ChannelOption[]; onSearch: (filters: RuleFilterValues) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RuleFilterValues>();
  const reset = () => {
    form.resetFields();
    onSearch({});
  };
  return (
    <Form form={form} onFinish={onSearch} labelCol={{ flex: '110px' }} labelWrap>
      <Row gutter={16}>
        <Col {...COL}>
          <Form.Item name="customerId" label={t('orderRule.field.customer')}>
            <RemoteSelect command={orderRuleCustomerComboBox} allowClear placeholder={t('orderRule.filter.any')} />
          </Form.Item>
        </Col>
        <Col {...COL}>
          <Form.Item name="channelId" label={t('orderRule.field.channel')}>
            <Select allowClear showSearch={{ optionFilterProp: 'label' }} placeholder={t('orderRule.filter.any')}
              options={channels?.map((channel) => ({ value: channel.id, label: `${channel.code} ${channel.nameCn}` }))} />
          </Form.Item>
        </Col>
        <Col {...COL}>
          <Form.Item name="enabled" label={t('orderRule.field.enabled')}>
            <Select allowClear placeholder={t('orderRule.filter.any')} options={[{ value: true, label: t('orderRule.enabled.yes') }, { value: false, label: t('orderRule.enabled.no') }]} />
          </Form.Item>
        </Col>
        <Col {...COL} style={{ textAlign: 'right' }}>
          <Space>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>{t('orderRule.filter.search')}</Button>
            <Button icon={<ReloadOutlined />} onClick={reset}>{t('orderRule.filter.reset')}</Button>
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
