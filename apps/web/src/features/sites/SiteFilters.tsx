import { Button, Col, Form, Input, Row, Select, Space } from 'antd';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, SITE_BUSINESS_CATEGORIES, SITE_TYPES, type ListSitesInput } from '@parcelflow/contract';

export type SiteFilterValues = Pick<ListSitesInput, 'keyword' | 'siteType' | 'businessCategory' | 'baseCurrency'>;

type Props = { onSearch: (filters: SiteFilterValues) => void };

/** Filters share the row; the buttons keep their width and wrap to a line of their own only on a narrow screen. */
const COLUMN = { flex: '1 1 220px' };

/** The filter bar of the site list: code or name, type, business category, base currency. */
export function SiteFilters({ onSearch }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SiteFilterValues>();
  const any = t('site.filter.any');
  const reset = () => {
    form.resetFields();
    onSearch({});
  };
  return (
    <Form form={form} name="siteFilters" onFinish={(values) => onSearch({ ...values, keyword: values.keyword?.trim() || undefined })} labelCol={{ flex: 'none' }} wrapperCol={{ flex: '1 1 0', style: { minWidth: 0 } }}>
      <Row gutter={16}>
        <Col {...COLUMN}>
          <Form.Item name="keyword" label={t('site.filter.keyword')}>
            <Input allowClear maxLength={40} placeholder={t('site.filter.keywordPlaceholder')} />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="siteType" label={t('site.field.siteType')}>
            <Select allowClear placeholder={any} options={SITE_TYPES.map((type) => ({ value: type, label: t(`site.type.${type}`) }))} />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="businessCategory" label={t('site.field.businessCategory')}>
            <Select allowClear placeholder={any} options={SITE_BUSINESS_CATEGORIES.map((category) => ({ value: category, label: t(`site.category.${category}`) }))} />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="baseCurrency" label={t('site.field.baseCurrency')}>
            <Select allowClear placeholder={any} options={CURRENCIES.map((currency) => ({ value: currency, label: currency }))} />
          </Form.Item>
        </Col>
        <Col flex="none">
          <Space>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>{t('site.filter.search')}</Button>
            <Button icon={<ReloadOutlined />} onClick={reset}>{t('site.filter.reset')}</Button>
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
