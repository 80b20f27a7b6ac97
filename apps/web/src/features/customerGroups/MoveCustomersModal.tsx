import { useState } from 'react';
import { App, Form, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCustomerGroupOptions, useMoveCustomers } from '../customers/api.ts';
import { groupName } from './groupName.ts';

type Props = { customerIds: number[]; currentGroupId?: number; onClose: (moved: boolean) => void };

/** Moves the chosen customers into one group, all or none (a failure answers 10099 and moves nobody). */
export function MoveCustomersModal({ customerIds, currentGroupId, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const groups = useCustomerGroupOptions();
  const move = useMoveCustomers();
  const [groupId, setGroupId] = useState<number | undefined>(undefined);
  const submit = () => {
    if (groupId === undefined) return;
    move.mutate({ customerIds, groupId }, {
      onSuccess: ({ moved }) => {
        void message.success(t('customerGroup.move.done', { count: moved }));
        onClose(true);
      },
    });
  };
  return (
    <Modal
      open
      title={t('customerGroup.move.title', { count: customerIds.length })}
      okText={t('customerGroup.move.confirm')}
      cancelText={t('customerGroup.form.cancel')}
      okButtonProps={{ disabled: groupId === undefined }}
      confirmLoading={move.isPending}
      onOk={submit}
      onCancel={() => onClose(false)}
      destroyOnHidden
      width={420}
    >
      <Form layout="vertical">
        <Form.Item label={t('customerGroup.move.target')} htmlFor="moveTarget" required>
          <Select
            id="moveTarget"
            value={groupId}
            onChange={setGroupId}
            loading={groups.isPending}
            options={groups.data?.filter((group) => group.id !== currentGroupId).map((group) => ({ value: group.id, label: groupName(t, group) }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
