import { Col, Form, Input, Radio, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  BLACKLIST_LIMITS, BLACKLIST_MATCH_KINDS, BLACKLIST_SUBJECTS, blacklistCustomerComboBox, listBlacklistEntries, listBlacklistRules, saveBlacklistEntry,
  WILDCARD_ANY, WILDCARD_ONE, type BlacklistEntryView,
} from '@parcelflow/contract';
import { CommandFormModal } from '../../components/CommandFormModal.tsx';
import { RemoteSelect } from '../../components/RemoteSelect.tsx';

type Props = { row: BlacklistEntryView | null; onClose: () => void };

const NEW_ENTRY = { subject: 'receiverName', matchKind: 'exact', forAll: true, note: '', enabled: true };

/** New entry (row null) or a change: what is refused, how it is matched, and for whose orders. */
export function EntryFormModal({ row: entry, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const forAll = Form.useWatch('forAll', form) ?? !entry?.customerId;
  return (
    <CommandFormModal
      command={saveBlacklistEntry}
      invalidates={[listBlacklistEntries, listBlacklistRules]}
      title={t(entry ? 'blacklist.form.editTitle' : 'blacklist.form.newTitle')}
      savedText={t('blacklist.form.saved')}
      initialValues={entry ? { ...entry, forAll: !entry.customerId } : NEW_ENTRY}
      // An entry for every customer names none, whichever one was picked before the switch.
      inputOf={({ forAll: all, customerId, ...values }) => ({ ...values, id: entry?.id, customerId: all ? undefined : customerId })}
      onClose={onClose}
      form={form}
      width={620}
    >
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item name="subject" label={t('blacklist.field.subject')}>
            <Select options={BLACKLIST_SUBJECTS.map((subject) => ({ value: subject, label: t(`blacklist.subject.${subject}`) }))} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="matchKind" label={t('blacklist.field.matchKind')}>
            <Radio.Group optionType="button" options={BLACKLIST_MATCH_KINDS.map((kind) => ({ value: kind, label: t(`blacklist.matchKind.${kind}`) }))} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="value" label={t('blacklist.field.value')} extra={t('blacklist.form.valueHint', { any: WILDCARD_ANY, one: WILDCARD_ONE })}>
            <Input maxLength={BLACKLIST_LIMITS.valueMax} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="forAll" label={t('blacklist.field.customer')}>
            <Radio.Group optionType="button" options={[{ value: true, label: t('blacklist.allCustomers') }, { value: false, label: t('blacklist.form.customerPlaceholder') }]} />
          </Form.Item>
          {!forAll && (
            <Form.Item name="customerId" rules={[{ required: true, message: t('reason.required') }]}>
              <RemoteSelect command={blacklistCustomerComboBox} placeholder={t('blacklist.form.customerPlaceholder')}
                valueLabel={entry?.customerCode ? `${entry.customerCode} ${entry.customerName}` : undefined} aria-label={t('blacklist.field.customer')} />
            </Form.Item>
          )}
        </Col>
        <Col span={18}>
          <Form.Item name="note" label={t('blacklist.field.note')}>
            <Input maxLength={BLACKLIST_LIMITS.noteMax} showCount />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="enabled" label={t('blacklist.field.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      </Row>
    </CommandFormModal>
  );
}
