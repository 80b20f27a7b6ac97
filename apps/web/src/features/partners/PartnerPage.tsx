import { useState } from 'react';
import { App, Button, Card, Col, Form, Input, Row, Select, Space, Table } from 'antd';
import { LinkOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, PARTNERSHIP_STATUSES, type ListPartnersInput, type PartnerView } from '@parcelflow/contract';
import { useFunction } from '../../app/authority.ts';
import { useProfile } from '../../app/profile.ts';
import { AcceptInviteModal } from './AcceptInviteModal.tsx';
import { useDissolvePartnership, usePartners } from './api.ts';
import { partnerColumns } from './partnerColumns.tsx';

type Filters = Pick<ListPartnersInput, 'keyword' | 'status'>;

const FIRST_PAGE = { pageSize: DEFAULT_PAGE_SIZE, currentPage: 1 };

/** /partner: a carrier's cargo owners or a cargo owner's carriers; either side ends a cooperation, an owner starts one with a code. */
export function PartnerPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const edit = useFunction('partner.edit');
  const asCarrier = useProfile().data?.companyKind !== 'cargoOwner';
  const [query, setQuery] = useState<ListPartnersInput>(FIRST_PAGE);
  const [accepting, setAccepting] = useState(false);
  const partners = usePartners(query);
  const dissolve = useDissolvePartnership();

  const onDissolve = (partner: PartnerView) =>
    dissolve.mutate({ id: partner.id }, { onSuccess: () => void message.success(t('partner.list.dissolved', { companyNo: partner.companyNo })) });
  const onAccepted = (companyNo: string) => {
    setAccepting(false);
    void message.success(t('partner.accept.done', { companyNo }));
  };
  const columns = partnerColumns(t, { asCarrier, english: i18n.language === 'en-US', canDissolve: edit.usable, showActions: edit.visible, onDissolve });

  return (
    <Card
      size="small"
      title={t(asCarrier ? 'partner.list.titleCarrier' : 'partner.list.titleOwner')}
      extra={!asCarrier && edit.visible && (
        <Button type="primary" size="small" icon={<LinkOutlined />} disabled={!edit.usable} onClick={() => setAccepting(true)}>
          {t('partner.accept.open')}
        </Button>
      )}
    >
      <Form<Filters> name="partnerFilters" onFinish={(filters) => setQuery({ ...query, keyword: filters.keyword?.trim() || undefined, status: filters.status, currentPage: 1 })} labelCol={{ flex: '80px' }} labelWrap>
        <Row gutter={16}>
          <Col xs={24} md={12} xl={8}>
            <Form.Item name="keyword" label={t('partner.filter.keyword')}>
              <Input allowClear maxLength={40} placeholder={t('partner.filter.keywordPlaceholder')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} xl={6}>
            <Form.Item name="status" label={t('partner.field.status')}>
              <Select allowClear placeholder={t('partner.filter.any')} options={PARTNERSHIP_STATUSES.map((status) => ({ value: status, label: t(`partner.status.${status}`) }))} />
            </Form.Item>
          </Col>
          <Col xs={24} xl={10} style={{ textAlign: 'right' }}>
            <Space>
              <Button htmlType="reset" onClick={() => setQuery({ ...FIRST_PAGE, pageSize: query.pageSize })}>{t('partner.filter.reset')}</Button>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>{t('partner.filter.search')}</Button>
            </Space>
          </Col>
        </Row>
      </Form>
      <Table<PartnerView>
        size="small"
        rowKey="id"
        loading={partners.isFetching}
        columns={columns}
        dataSource={partners.data?.list}
        scroll={{ x: 1100 }}
        locale={{ emptyText: t(asCarrier ? 'partner.list.emptyCarrier' : 'partner.list.emptyOwner') }}
        pagination={{
          current: query.currentPage, pageSize: query.pageSize, total: partners.data?.total ?? 0, showSizeChanger: true, pageSizeOptions: [...PAGE_SIZES],
          showTotal: (total) => t('partner.list.total', { total }),
          onChange: (currentPage, pageSize) => setQuery({ ...query, currentPage: pageSize === query.pageSize ? currentPage : 1, pageSize }),
        }}
      />
      {accepting && <AcceptInviteModal onAccepted={onAccepted} onClose={() => setAccepting(false)} />}
    </Card>
  );
}
