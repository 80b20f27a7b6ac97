import { Button, Col, Form, Input, Row, Select, Space } from 'antd';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { STAFF_STATUSES, type ListStaffInput } from '@parcelflow/contract';
import { positionLabel } from '../positions/positionLabel.ts';
import { SiteTreeSelect } from '../sites/SiteTreeSelect.tsx';
import { useStaffPositions } from './api.ts';

export type StaffFilterValues = Pick<ListStaffInput, 'keyword' | 'status' | 'siteId' | 'positionId'>;

type Props = { onSearch: (filters: StaffFilterValues) => void; withSites: boolean };

/** Filters share the row; the buttons keep their width and wrap to a line of their own only on a narrow screen. */
const COLUMN = { flex: '1 1 220px' };

/** The filter bar of the staff list: code, name or phone, status, site (carriers) and position. */
export function StaffFilters({ onSearch, withSites }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<StaffFilterValues>();
  const positions = useStaffPositions();
  const any = t('staff.filter.any');
  const reset = () => {
    form.resetFields();
    onSearch({});
  };
  return (
    <Form form={form} name="staffFilters" onFinish={(values) => onSearch({ ...values, keyword: values.keyword?.trim() || undefined })} labelCol={{ flex: 'none' }} wrapperCol={{ flex: '1 1 0', style: { minWidth: 0 } }}>
      <Row gutter={16}>
        <Col {...COLUMN}>
          <Form.Item name="keyword" label={t('staff.filter.keyword')}>
            <Input allowClear maxLength={40} placeholder={t('staff.filter.keywordPlaceholder')} />
          </Form.Item>
        </Col>
        <Col {...COLUMN}>
          <Form.Item name="status" label={t('staff.field.status')}>
            <Select allowClear placeholder={any} options={STAFF_STATUSES.map((status) => ({ value: status, label: t(`staff.status.${status}`) }))} />
          </Form.Item>
        </Col>
        {withSites && (
          <Col {...COLUMN}>
            <Form.Item name="siteId" label={t('staff.field.site')}>
              <SiteTreeSelect allowClear placeholder={any} />
            </Form.Item>
          </Col>
        )}
        <Col {...COLUMN}>
          <Form.Item name="positionId" label={t('staff.field.position')}>
            <Select
              allowClear
              placeholder={any}
              loading={positions.isPending}
              showSearch={{ optionFilterProp: 'label' }}
              options={positions.data?.map((position) => ({ value: position.id, label: positionLabel(t, position) }))}
            />
          </Form.Item>
        </Col>
        <Col flex="none">
          <Space>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>{t('staff.filter.search')}</Button>
            <Button icon={<ReloadOutlined />} onClick={reset}>{t('staff.filter.reset')}</Button>
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
