import { useState } from 'react';
import { App, Button, Card, Col, Popconfirm, Row, Space, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { ApiOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_GROUP_LIMITS, type CustomerGroupView } from '@parcelflow/contract';
import { useFunction } from '../../app/authority.ts';
import { useCustomerGroups, useDeleteCustomerGroup } from './api.ts';
import { GroupCommandsModal } from './GroupCommandsModal.tsx';
import { GroupFormModal } from './GroupFormModal.tsx';
import { GroupMembers } from './GroupMembers.tsx';
import { groupName } from './groupName.ts';

/** enterpriseManagement/powerManagement/custgroupmanage: customer groups, the API commands each grants, and their customers. */
export function CustomerGroupPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const edit = useFunction('customerGroup.edit');
  const seeCustomers = useFunction('customer.view');
  const groups = useCustomerGroups();
  const remove = useDeleteCustomerGroup();
  const [editing, setEditing] = useState<CustomerGroupView | null | undefined>(undefined);
  const [granting, setGranting] = useState<CustomerGroupView | undefined>(undefined);
  const [openId, setOpenId] = useState<number | undefined>(undefined);
  const open = groups.data?.find((g) => g.id === openId) ?? groups.data?.[0];
  const full = (groups.data?.length ?? 0) >= CUSTOMER_GROUP_LIMITS.groupsMax;

  const columns: TableColumnsType<CustomerGroupView> = [
    {
      title: t('customerGroup.field.name'), key: 'name', ellipsis: true,
      render: (_, g) => <Space size={4}>{groupName(t, g)}{g.isDefault && <Tag color="blue">{t('customerGroup.list.default')}</Tag>}</Space>,
    },
    { title: t('customerGroup.field.customerCount'), dataIndex: 'customerCount', width: 90, align: 'right' },
    { title: t('customerGroup.field.apiCommands'), key: 'commands', width: 110, align: 'right', render: (_, g) => t('customerGroup.list.commandCount', { count: g.apiCommands.length }) },
    {
      title: t('customerGroup.list.actions'), key: 'actions', width: 120, align: 'center',
      render: (_, g) => (
        <Space size={0} onClick={(event) => event.stopPropagation()}>
          <Tooltip title={t('customerGroup.list.commands')}>
            <Button type="text" size="small" icon={<ApiOutlined />} aria-label={t('customerGroup.list.commands')} onClick={() => setGranting(g)} />
          </Tooltip>
          {edit.visible && (
            <>
              <Tooltip title={t(g.isDefault ? 'customerGroup.list.defaultFixed' : 'customerGroup.list.rename')}>
                <Button type="text" size="small" icon={<EditOutlined />} disabled={!edit.usable || g.isDefault} aria-label={t('customerGroup.list.rename')} onClick={() => setEditing(g)} />
              </Tooltip>
              <Popconfirm
                title={t('customerGroup.list.deleteConfirm', { name: g.name, count: g.customerCount })}
                disabled={!edit.usable || g.isDefault}
                onConfirm={() => remove.mutateAsync({ id: g.id }).then(() => void message.success(t('customerGroup.list.deleted')), () => undefined)}
              >
                <Tooltip title={t(g.isDefault ? 'customerGroup.list.defaultFixed' : 'customerGroup.list.delete')}>
                  <Button type="text" size="small" danger icon={<DeleteOutlined />} disabled={!edit.usable || g.isDefault} aria-label={t('customerGroup.list.delete')} />
                </Tooltip>
              </Popconfirm>
            </>
          )}
        </Space>
      ),
    },
  ];
  return (
    <Card
      size="small"
      title={t('customerGroup.list.title')}
      extra={edit.visible && (
        <Tooltip title={full ? t('customerGroup.list.full', { max: CUSTOMER_GROUP_LIMITS.groupsMax }) : undefined}>
          <Button type="primary" size="small" icon={<PlusOutlined />} disabled={!edit.usable || full} onClick={() => setEditing(null)}>
            {t('customerGroup.list.new')}
          </Button>
        </Tooltip>
      )}
    >
      <Row gutter={16}>
        <Col xs={24} xl={10}>
          {/* listCustomerGroups answers every group at once (a company holds few), so there is no page for PagedTable to bind. */}
          <Table<CustomerGroupView>
            size="small"
            rowKey="id"
            loading={groups.isPending}
            columns={columns}
            dataSource={groups.data}
            pagination={false}
            onRow={(g) => ({ onClick: () => setOpenId(g.id), style: { cursor: 'pointer' } })}
            rowClassName={(g) => (g.id === open?.id ? 'ant-table-row-selected' : '')}
          />
          <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>{t('customerGroup.list.note', { max: CUSTOMER_GROUP_LIMITS.groupsMax })}</Typography.Paragraph>
        </Col>
        <Col xs={24} xl={14}>
          {open && seeCustomers.visible && <GroupMembers key={open.id} group={open} canMove={edit} />}
        </Col>
      </Row>
      {editing !== undefined && <GroupFormModal group={editing} onClose={() => setEditing(undefined)} />}
      {granting && <GroupCommandsModal group={granting} usable={edit.usable} onClose={() => setGranting(undefined)} />}
    </Card>
  );
}
