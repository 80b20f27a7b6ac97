import { useMemo, useState, type Key } from 'react';
import { Button, Card, Tag, type TableColumnsType } from 'antd';
import { SwapOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { listCustomers, type CustomerGroupView, type CustomerStatus, type CustomerView } from '@parcelflow/contract';
import { PagedTable } from '../../components/pagedTable/PagedTable.tsx';
import { usePagedList } from '../../components/pagedTable/usePagedList.ts';
import { CUSTOMER_STATUS_COLORS } from '../customers/customerColumns.tsx';
import { groupName, moveButtonLabel } from './groupName.ts';
import { MoveCustomersModal } from './MoveCustomersModal.tsx';

type Props = { group: CustomerGroupView; canMove: { visible: boolean; usable: boolean } };

/** The customers of one group, paged; those ticked move to another group in one go. */
export function GroupMembers({ group, canMove }: Props) {
  const { t } = useTranslation();
  const members = usePagedList(listCustomers, { groupId: group.id });
  const [selected, setSelected] = useState<Key[]>([]);
  const [moving, setMoving] = useState(false);
  const columns = useMemo<TableColumnsType<CustomerView>>(() => [
    { title: t('customer.field.code'), dataIndex: 'code', width: 120 },
    { title: t('customer.field.name'), dataIndex: 'name', width: 180, ellipsis: true },
    {
      title: t('customer.field.status'), dataIndex: 'status', width: 90,
      render: (status: CustomerStatus) => <Tag color={CUSTOMER_STATUS_COLORS[status]}>{t(`customer.status.${status}`)}</Tag>,
    },
    { title: t('customer.field.settlementType'), dataIndex: 'settlementType', width: 110, render: (type: string) => t(`customer.settlementType.${type}`) },
  ], [t]);
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
      <PagedTable<CustomerView>
        list={members}
        columns={columns}
        rowKey="id"
        totalText={(total) => t('customer.list.total', { total })}
        selection={canMove.visible ? { selected, onChange: setSelected } : undefined}
      />
      {moving && (
        <MoveCustomersModal customerIds={selected as number[]} currentGroupId={group.id} onClose={(moved) => { setMoving(false); if (moved) setSelected([]); }} />
      )}
    </Card>
  );
}
