import { useRef } from 'react';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { moveCustomersToGroup } from '@parcelflow/contract';
import { CommandFormModal } from '../../components/CommandFormModal.tsx';
import { reloadedByCustomerChange, useCustomerGroupOptions } from '../customers/api.ts';
import { groupName } from './groupName.ts';

type Props = { customerIds: number[]; currentGroupId?: number; onClose: (moved: boolean) => void };

/** Moves the chosen customers into one group, all or none (a failure answers 10099 and moves nobody). */
export function MoveCustomersModal({ customerIds, currentGroupId, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const groupId = Form.useWatch('groupId', form) as number | undefined;
  const groups = useCustomerGroupOptions();
  // The modal closes the same way after a move as after a cancel; the caller hears once whether customers moved.
  const moved = useRef(false);
  return (
    <CommandFormModal
      command={moveCustomersToGroup}
      invalidates={reloadedByCustomerChange}
      title={t('customerGroup.move.title', { count: customerIds.length })}
      okText={t('customerGroup.move.confirm')}
      savedText={(answer) => t('customerGroup.move.done', { count: answer.moved })}
      inputOf={(values) => ({ ...values, customerIds })}
      okDisabled={groupId === undefined}
      onSaved={() => { moved.current = true; }}
      onClose={() => onClose(moved.current)}
      form={form}
      width={420}
    >
      <Form.Item name="groupId" label={t('customerGroup.move.target')} required>
        <Select
          loading={groups.isPending}
          options={groups.data?.filter((group) => group.id !== currentGroupId).map((group) => ({ value: group.id, label: groupName(t, group) }))}
        />
      </Form.Item>
    </CommandFormModal>
  );
}
