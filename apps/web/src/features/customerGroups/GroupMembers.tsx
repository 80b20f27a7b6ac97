import { useState } from 'react';
import { Button, Card, Table, Tag, type TableColumnsType } from 'antd';
import { SwapOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type CustomerStatus, type CustomerView, type CustomerGroupView } from '@parcelflow/contract';
import { useCustomers } from '../customers/api.ts';
import { CUSTOMER_STATUS_COLORS } from '../customers/customerColumns.tsx';
import { groupName, moveButtonLabel } from './groupName.ts';
import { MoveCustomersModal } from './MoveCustomersModal.tsx';

type Props = { group: CustomerGroupView; canMove: { visible: boolean; usable: boolean } };

/** The customers of one group, paged; those ticked move to another group in one go. */
export function GroupMembers({ group, canMove }: Props) {
  const { t } = useTranslation();
  const [page, setPage] = useState({ currentPage: 1, pageSize: DEFAULT_PAGE_SIZE });
  const members = useCustomers({ ...page, groupId: group.id });
  const [selected, setSelected] = useState<number[]>([]);
  const [moving, setMoving] = useState(false);
  const columns: TableColumnsType<CustomerView> = [
    { title: t('customer.field.code'), dataIndex: 'code', width: 120 },
    { title: t('customer.field.name'), dataIndex: 'name', ellipsis: true },
    {
      title: t('customer.field.status'), dataIndex: 'status', width: 90,
      render: (status: CustomerStatus) => <Tag color={CUSTOMER_STATUS_COLORS[status]}>{t(`customer.status.${status}`)}</Tag>,
    },
    { title: t('customer.field.settlementType'), dataIndex: 'settlementType', width: 110, render: (type: string) => t(`customer.settlementType.${type}`) },
  ];
  return (
    <Card
      size="small"
      type="inner"
      title={t('customerGroup.members.title', { name: groupName(t, group) })}
      extra={canMove.visible && (
        <Button size="small" icon={<SwapOutlined />} disabled={!canMove.usable || !selected.length} onClick={() => setMoving(true)}>
          {moveButtonLabel(t, selected.length)}
        </Button>
      )}
    >
      <Table<CustomerView>
        size="small"
        rowKey="id"
        loading={members.isFetching}
        columns={columns}
        dataSource={members.data?.list}
        rowSelection={canMove.visible ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) } : undefined}
        pagination={{
          current: page.currentPage, pageSize: page.pageSize, total: members.data?.total ?? 0, showSizeChanger: true, pageSizeOptions: [...PAGE_SIZES],
          showTotal: (total) => t('customer.list.total', { total }),
          onChange: (currentPage, pageSize) => setPage({ currentPage: pageSize === page.pageSize ? currentPage : 1, pageSize }),
        }}
      />
      {moving && (
        <MoveCustomersModal customerIds={selected} currentGroupId={group.id} onClose={(moved) => { setMoving(false); if (moved) setSelected([]); }} />
      )}
    </Card>
  );
}
