import { Button, Col, Form, Row, Select, Space } from 'antd';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { AGREEMENT_STATES, transAgreementCustomerComboBox, type ListTransAgreementsInput, type TransAgreementFormOptions } from '@parcelflow/contract';
import { RemoteSelect } from '../../components/RemoteSelect.tsx';

export type AgreementFilterValues = Pick<ListTransAgreementsInput, 'customerId' | 'customerGroupId' | 'channelId' | 'state'>;

const COL = { xs: 24, md: 12, xl: 5 };

/** The agreement list's filters: customer, group, channel and where the agreement stands today. */
export function AgreementFilters({ options, onSearch }: { options?: TransAgreementFormOptions; onSearch: (filters: AgreementFilterValues) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AgreementFilterValues>();
  const reset = () => {
    form.resetFields();
    onSearch({});
  };
  return (
    <Form form={form} onFinish={onSearch} labelCol={{ flex: '110px' }} labelWrap>
      <Row gutter={16}>
        <Col {...COL}>
          <Form.Item name="customerId" label={t('transAgreement.field.customer')}>
            <RemoteSelect command={transAgreementCustomerComboBox} allowClear placeholder={t('transAgreement.filter.any')} />
          </Form.Item>
        </Col>
        <Col {...COL}>
          <Form.Item name="customerGroupId" label={t('transAgreement.field.customerGroup')}>
            <Select allowClear placeholder={t('transAgreement.filter.any')} options={options?.groups.map((group) => ({ value: group.id, label: group.name }))} />
          </Form.Item>
        </Col>
        <Col {...COL}>
          <Form.Item name="channelId" label={t('transAgreement.field.channel')}>
            <Select allowClear showSearch={{ optionFilterProp: 'label' }} placeholder={t('transAgreement.filter.any')}
              options={options?.channels.map((channel) => ({ value: channel.id, label: `${channel.code} ${channel.nameCn}` }))} />
          </Form.Item>
        </Col>
        <Col {...COL}>
          <Form.Item name="state" label={t('transAgreement.field.state')}>
            <Select allowClear placeholder={t('transAgreement.filter.any')} options={AGREEMENT_STATES.map((state) => ({ value: state, label: t(`transAgreement.state.${state}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={4} style={{ textAlign: 'right' }}>
          <Space>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>{t('transAgreement.filter.search')}</Button>
            <Button icon={<ReloadOutlined />} onClick={reset}>{t('transAgreement.filter.reset')}</Button>
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
