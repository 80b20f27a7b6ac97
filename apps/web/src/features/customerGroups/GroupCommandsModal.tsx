import { useState } from 'react';
import { App, Checkbox, Modal, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { GROUP_GRANTABLE_COMMANDS, type CustomerGroupView, type GroupCommand } from '@parcelflow/contract';
import { useCatalogue } from '../apidocs/api.ts';
import { useSaveGroupCommands } from './api.ts';
import { groupName } from './groupName.ts';

type Props = { group: CustomerGroupView; usable: boolean; onClose: () => void };

/** The published commands the group's customers' logins may call, each with its summary from the command list. */
export function GroupCommandsModal({ group, usable, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const catalogue = useCatalogue();
  const save = useSaveGroupCommands();
  const [chosen, setChosen] = useState<GroupCommand[]>(group.apiCommands);
  const summaryOf = (command: GroupCommand) => {
    const [service, name] = command.split('/');
    const entry = catalogue.data?.find((e) => e.service === service && e.command === name);
    return t(`apidocs.summary.${service}_${name}`, { defaultValue: entry?.summary ?? '' });
  };
  const submit = () => save.mutate({ groupId: group.id, commands: chosen }, {
    onSuccess: () => {
      void message.success(t('customerGroup.commands.saved'));
      onClose();
    },
  });
  return (
    <Modal
      open
      title={t('customerGroup.commands.title', { name: groupName(t, group) })}
      okText={t('customerGroup.form.save')}
      cancelText={t('customerGroup.form.cancel')}
      okButtonProps={{ disabled: !usable }}
      confirmLoading={save.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
      width={640}
    >
      <Typography.Paragraph type="secondary">{t('customerGroup.commands.intro')}</Typography.Paragraph>
      <Checkbox.Group value={chosen} onChange={(values) => setChosen(values as GroupCommand[])} disabled={!usable} style={{ width: '100%' }}>
        <Space orientation="vertical" size={10} style={{ width: '100%' }}>
          {GROUP_GRANTABLE_COMMANDS.map((command) => (
            <Checkbox key={command} value={command}>
              <Typography.Text code>{command}</Typography.Text>
              <div><Typography.Text type="secondary">{summaryOf(command)}</Typography.Text></div>
            </Checkbox>
          ))}
        </Space>
      </Checkbox.Group>
    </Modal>
  );
}
