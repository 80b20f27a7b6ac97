import { useState } from 'react';
import { Button, Card, Col, DatePicker, Form, Input, Row, Select, Table, Typography, type TableColumnsType } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { AUDIT_LOG_RANGE_DAYS, DEFAULT_PAGE_SIZE, PAGE_SIZES, type AuditLogRow, type ListAuditLogInput } from '@parcelflow/contract';
import { scrollWidthOf } from '../../components/fitColumns.ts';
import { useAuditLog } from './api.ts';
import { ChangeList } from './ChangeList.tsx';
import { fieldLabel } from './changeText.ts';

const EXPAND_WIDTH = 40;

/** The kinds of record the log keeps, as the filter offers them. */
const ENTITIES = ['site', 'staff', 'customer', 'customerGroup', 'channel', 'position', 'invite', 'partner', 'address', 'importTemplate', 'transAgreement', 'orderRule', 'queryLimits'] as const;

type Filters = { dateRange: [Dayjs, Dayjs]; entity?: string; userNo?: string; keyword?: string };

const DAY_FORMAT = 'YYYY-MM-DD';
const beyondSpan = (day: Dayjs, { from }: { from?: Dayjs }) => Boolean(from && Math.abs(day.diff(from, 'day')) > AUDIT_LOG_RANGE_DAYS - 1);
const lastWeek = (): [Dayjs, Dayjs] => [dayjs().subtract(6, 'day'), dayjs()];

function queryOf(filters: Filters): ListAuditLogInput {
  const [from, to] = filters.dateRange;
  return {
    dateFrom: from.format(DAY_FORMAT), dateTo: to.format(DAY_FORMAT), entity: filters.entity,
    userNo: filters.userNo?.trim() || undefined, keyword: filters.keyword?.trim() || undefined, pageSize: DEFAULT_PAGE_SIZE, currentPage: 1,
  };
}

/** systemManagent/logQuery: who changed what in the company, and when; each row opens to its fields before and after. */
export function LogQueryPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useState<ListAuditLogInput>(() => queryOf({ dateRange: lastWeek() }));
  const log = useAuditLog(query);

  const columns: TableColumnsType<AuditLogRow> = [
    { title: t('auditLog.column.time'), dataIndex: 'createdAt', width: 170, render: (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm:ss') },
    // No user: a change the system made (default rights a role gained, granted at start-up).
    {
      title: t('auditLog.column.user'), key: 'user', width: 170,
      render: (_, row) => (row.userNo ? <>{row.userName} <Typography.Text type="secondary">{row.userNo}</Typography.Text></> : t('auditLog.systemUser')),
    },
    { title: t('auditLog.column.entity'), dataIndex: 'entity', width: 130, render: (entity: string) => t(`auditLog.entity.${entity}`, { defaultValue: entity }) },
    { title: t('auditLog.column.record'), dataIndex: 'entityLabel', width: 220, ellipsis: true },
    { title: t('auditLog.column.action'), dataIndex: 'action', width: 110, render: (action: string) => t(`auditLog.action.${action}`, { defaultValue: action }) },
    {
      title: t('auditLog.column.fields'), key: 'fields', width: 160, ellipsis: true,
      render: (_, row) => row.changes.map((change) => fieldLabel(t, row.entity, change.field)).join(t('auditLog.separator')),
    },
    { title: t('auditLog.column.ip'), dataIndex: 'ip', width: 140 },
  ];

  return (
    <Card size="small" title={t('auditLog.title')}>
      <Form<Filters> initialValues={{ dateRange: lastWeek() }} onFinish={(filters) => setQuery(queryOf(filters))} labelCol={{ flex: '88px' }} labelWrap>
        <Row gutter={16}>
          <Col xs={24} md={12} xl={8}>
            <Form.Item name="dateRange" label={t('auditLog.filter.dates')} rules={[{ required: true, message: t('reason.required') }]}>
              <DatePicker.RangePicker allowClear={false} disabledDate={beyondSpan} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} xl={5}>
            <Form.Item name="entity" label={t('auditLog.filter.entity')}>
              <Select allowClear placeholder={t('auditLog.filter.any')} options={ENTITIES.map((entity) => ({ value: entity, label: t(`auditLog.entity.${entity}`) }))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} xl={5}>
            <Form.Item name="userNo" label={t('auditLog.filter.user')}>
              <Input allowClear maxLength={40} placeholder={t('auditLog.filter.userPlaceholder')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} xl={6}>
            <Form.Item name="keyword" label={t('auditLog.filter.keyword')}>
              <Input allowClear maxLength={60} placeholder={t('auditLog.filter.keywordPlaceholder')} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item style={{ textAlign: 'right', marginBottom: 12 }}>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>{t('auditLog.filter.search')}</Button>
        </Form.Item>
      </Form>
      <Table<AuditLogRow>
        size="small"
        rowKey="id"
        loading={log.isFetching}
        columns={columns}
        dataSource={log.data?.list}
        expandable={{ expandedRowRender: (row) => <ChangeList row={row} />, columnWidth: EXPAND_WIDTH }}
        // Worked out from the columns, so at 1440 px the whole row shows with no column cut at the edge.
        scroll={{ x: scrollWidthOf(columns, EXPAND_WIDTH) }}
        pagination={{
          current: query.currentPage, pageSize: query.pageSize, total: log.data?.total ?? 0, showSizeChanger: true, pageSizeOptions: [...PAGE_SIZES],
          showTotal: (total) => t('auditLog.total', { total }),
          onChange: (currentPage, pageSize) => setQuery({ ...query, currentPage: pageSize === query.pageSize ? currentPage : 1, pageSize }),
        }}
      />
    </Card>
  );
}
