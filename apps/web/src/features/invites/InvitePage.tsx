import { useState } from 'react';
import { App, Button, Card, Col, Form, Input, Row, Select, Space, Table } from 'antd';
import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, INVITE_STATUSES, PAGE_SIZES, type InviteView, type ListInvitesInput } from '@parcelflow/contract';
import { useFunction } from '../../app/authority.ts';
import { useAbolishInvite, useInvites } from './api.ts';
import { GenerateInviteModal } from './GenerateInviteModal.tsx';
import { inviteColumns } from './inviteColumns.tsx';

type Filters = Pick<ListInvitesInput, 'code' | 'status' | 'customer' | 'usedBy'>;

const FIRST_PAGE = { pageSize: DEFAULT_PAGE_SIZE, currentPage: 1 };
const blankToUndefined = (filters: Filters): Filters =>
  Object.fromEntries(Object.entries(filters).map(([key, value]) => [key, typeof value === 'string' ? value.trim() || undefined : value]));

/** /invite: a carrier's invite codes; it generates them, copies one to a cargo owner, abolishes an unused one. */
export function InvitePage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const edit = useFunction('invite.edit');
  const [query, setQuery] = useState<ListInvitesInput>(FIRST_PAGE);
  const [generating, setGenerating] = useState(false);
  const invites = useInvites(query);
  const abolish = useAbolishInvite();

  const onAbolish = (invite: InviteView) => abolish.mutate({ id: invite.id }, { onSuccess: () => void message.success(t('invite.list.abolished')) });
  const columns = inviteColumns(t, { canAbolish: edit.usable, onAbolish, english: i18n.language === 'en-US' })
    .filter((column) => edit.visible || column.key !== 'actions');

  return (
    <Card
      size="small"
      title={t('invite.list.title')}
      extra={edit.visible && (
        <Button type="primary" size="small" icon={<PlusOutlined />} disabled={!edit.usable} onClick={() => setGenerating(true)}>
          {t('invite.list.generate')}
        </Button>
      )}
    >
      <Form<Filters> name="inviteFilters" onFinish={(filters) => setQuery({ ...query, ...blankToUndefined(filters), currentPage: 1 })} labelCol={{ flex: '96px' }} labelWrap>
        <Row gutter={16}>
          <Col xs={24} md={12} xl={6}>
            <Form.Item name="code" label={t('invite.field.code')}>
              <Input allowClear maxLength={12} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} xl={6}>
            <Form.Item name="status" label={t('invite.field.status')}>
              <Select allowClear placeholder={t('invite.filter.any')} options={INVITE_STATUSES.map((status) => ({ value: status, label: t(`invite.status.${status}`) }))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} xl={6}>
            <Form.Item name="customer" label={t('invite.field.customer')}>
              <Input allowClear maxLength={40} placeholder={t('invite.filter.customerPlaceholder')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} xl={6}>
            <Form.Item name="usedBy" label={t('invite.field.usedBy')}>
              <Input allowClear maxLength={40} placeholder={t('invite.filter.usedByPlaceholder')} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item style={{ textAlign: 'right', marginBottom: 12 }}>
          <Space>
            <Button htmlType="reset" onClick={() => setQuery({ ...FIRST_PAGE, pageSize: query.pageSize })}>{t('invite.filter.reset')}</Button>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>{t('invite.filter.search')}</Button>
          </Space>
        </Form.Item>
      </Form>
      <Table<InviteView>
        size="small"
        rowKey="id"
        loading={invites.isFetching}
        columns={columns}
        dataSource={invites.data?.list}
        scroll={{ x: 1150 }}
        pagination={{
          current: query.currentPage, pageSize: query.pageSize, total: invites.data?.total ?? 0, showSizeChanger: true, pageSizeOptions: [...PAGE_SIZES],
          showTotal: (total) => t('invite.list.total', { total }),
          onChange: (currentPage, pageSize) => setQuery({ ...query, currentPage: pageSize === query.pageSize ? currentPage : 1, pageSize }),
        }}
      />
      {generating && <GenerateInviteModal onClose={() => setGenerating(false)} />}
    </Card>
  );
}
