import { Button, Col, Form, Input, Row, Select, Space } from 'antd';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CHANNEL_BUSINESS_TYPES, TRANSPORT_CLASSES, type ListChannelsInput } from '@parcelflow/contract';
import { CountryCodeSelect } from './CountryCodeSelect.tsx';

export type ChannelFilterValues = Pick<ListChannelsInput, 'keyword' | 'transportClass' | 'businessType' | 'enabled' | 'country'>;

const COL = { xs: 24, md: 12, xl: 6 };

/** The channel list's filters: code or name, class, business type, enabled and a destination country. */
export function ChannelFilters({ onSearch }: { onSearch: (filters: ChannelFilterValues) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ChannelFilterValues>();
  const reset = () => {
    form.resetFields();
    onSearch({});
  };
  return (
    <Form form={form} onFinish={(values) => onSearch({ ...values, keyword: values.keyword?.trim() || undefined })} labelCol={{ flex: '110px' }} labelWrap>
      <Row gutter={16}>
        <Col {...COL}>
          <Form.Item name="keyword" label={t('channel.filter.keyword')}>
            <Input allowClear maxLength={40} placeholder={t('channel.filter.keywordPlaceholder')} />
          </Form.Item>
        </Col>
        <Col {...COL}>
          <Form.Item name="transportClass" label={t('channel.field.transportClass')}>
            <Select allowClear placeholder={t('channel.filter.any')} options={TRANSPORT_CLASSES.map((value) => ({ value, label: t(`channel.class.${value}`) }))} />
          </Form.Item>
        </Col>
        <Col {...COL}>
          <Form.Item name="businessType" label={t('channel.field.businessType')}>
            <Select allowClear placeholder={t('channel.filter.any')} options={CHANNEL_BUSINESS_TYPES.map((value) => ({ value, label: t(`channel.businessType.${value}`) }))} />
          </Form.Item>
        </Col>
        <Col {...COL}>
          <Form.Item name="enabled" label={t('channel.field.enabled')}>
            <Select allowClear placeholder={t('channel.filter.any')} options={[{ value: true, label: t('channel.enabled.yes') }, { value: false, label: t('channel.enabled.no') }]} />
          </Form.Item>
        </Col>
        <Col {...COL}>
          <Form.Item name="country" label={t('channel.filter.country')}>
            <CountryCodeSelect allowClear placeholder={t('channel.filter.any')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={{ span: 6, offset: 12 }} style={{ textAlign: 'right' }}>
          <Space>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>{t('channel.filter.search')}</Button>
            <Button icon={<ReloadOutlined />} onClick={reset}>{t('channel.filter.reset')}</Button>
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
