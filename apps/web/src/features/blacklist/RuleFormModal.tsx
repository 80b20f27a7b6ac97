import { Checkbox, Form, Radio, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { BLACKLIST_ACTIONS, BLACKLIST_SUBJECT_FIELDS, listBlacklistRules, saveBlacklistRule, type BlacklistRuleView } from '@parcelflow/contract';
import { CommandFormModal } from '../../components/CommandFormModal.tsx';

type Props = { rule: BlacklistRuleView; onClose: () => void };

/** A subject's rule: the order fields its entries are compared with, what a match does, and whether it is checked. */
export function RuleFormModal({ rule, onClose }: Props) {
  const { t } = useTranslation();
  const fields: readonly string[] = BLACKLIST_SUBJECT_FIELDS[rule.subject];
  return (
    <CommandFormModal
      command={saveBlacklistRule}
      invalidates={[listBlacklistRules]}
      title={t('blacklist.rules.editTitle', { subject: t(`blacklist.subject.${rule.subject}`) })}
      savedText={t('blacklist.rules.saved')}
      initialValues={rule}
      inputOf={(values) => ({ ...values, subject: rule.subject })}
      onClose={onClose}
      width={520}
    >
      <Form.Item name="fields" label={t('blacklist.field.fields')}>
        <Checkbox.Group options={fields.map((field) => ({ value: field, label: t(`blacklist.field.${field}`) }))} />
      </Form.Item>
      <Form.Item name="action" label={t('blacklist.field.action')}>
        <Radio.Group options={BLACKLIST_ACTIONS.map((action) => ({ value: action, label: t(`blacklist.action.${action}`) }))} />
      </Form.Item>
      <Form.Item name="enabled" label={t('blacklist.field.enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </CommandFormModal>
  );
}
