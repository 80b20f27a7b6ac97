import { Checkbox, Form, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { GROUP_GRANTABLE_COMMANDS, saveGroupCommands, type CustomerGroupView, type GroupCommand } from '@parcelflow/contract';
import { CommandFormModal } from '../../components/CommandFormModal.tsx';
import { useCatalogue } from '../apidocs/api.ts';
import { reloadedByGroupChange } from './api.ts';
import { groupName } from './groupName.ts';

type Props = { group: CustomerGroupView; usable: boolean; onClose: () => void };

/** The published commands the group's customers' logins may call, each with its summary from the command list. */
export function GroupCommandsModal({ group, usable, onClose }: Props) {
  const { t } = useTranslation();
  const catalogue = useCatalogue();
  const summaryOf = (command: GroupCommand) => {
    const [service, name] = command.split('/');
    const entry = catalogue.data?.find((e) => e.service === service && e.command === name);
    return t(`apidocs.summary.${service}_${name}`, { defaultValue: entry?.summary ?? '' });
  };
  return (
    <CommandFormModal
      command={saveGroupCommands}
      invalidates={reloadedByGroupChange}
      title={t('customerGroup.commands.title', { name: groupName(t, group) })}
      savedText={t('customerGroup.commands.saved')}
      initialValues={{ commands: group.apiCommands }}
      inputOf={(values) => ({ ...values, groupId: group.id })}
      okDisabled={!usable}
      onClose={onClose}
      width={640}
    >
      <Typography.Paragraph type="secondary">{t('customerGroup.commands.intro')}</Typography.Paragraph>
      <Form.Item name="commands">
        <Checkbox.Group disabled={!usable} style={{ width: '100%' }}>
          <Space orientation="vertical" size={10} style={{ width: '100%' }}>
            {GROUP_GRANTABLE_COMMANDS.map((command) => (
              <Checkbox key={command} value={command}>
                <Typography.Text code>{command}</Typography.Text>
                <div><Typography.Text type="secondary">{summaryOf(command)}</Typography.Text></div>
              </Checkbox>
            ))}
          </Space>
        </Checkbox.Group>
      </Form.Item>
    </CommandFormModal>
  );
}
