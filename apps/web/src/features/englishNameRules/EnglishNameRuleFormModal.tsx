import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ENGLISH_NAME_RULE_KINDS, ENGLISH_NAME_RULE_LIMITS, englishNameRuleFields, listEnglishNameRules, saveEnglishNameRule, type EnglishNameRuleView } from '@parcelflow/contract';
import { zodItem } from '../../app/forms/zodForm.ts';
import { CommandFormModal } from '../../components/CommandFormModal.tsx';

type Props = { row: EnglishNameRuleView | null; onClose: () => void };

const L = ENGLISH_NAME_RULE_LIMITS;

/** A new rule (row null) or a change: a mapping names a Chinese goods name and its English name, a refused word only the word. */
export function EnglishNameRuleFormModal({ row, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const kind = Form.useWatch('kind', form) ?? row?.kind ?? 'exact';
  return (
    <CommandFormModal
      form={form}
      command={saveEnglishNameRule}
      invalidates={[listEnglishNameRules]}
      title={t(row ? 'englishNameRule.form.editTitle' : 'englishNameRule.form.newTitle')}
      savedText={t('englishNameRule.form.saved')}
      initialValues={row ?? { kind: 'exact' }}
      inputOf={(values) => ({ ...values, id: row?.id })}
      onClose={onClose}
      width={520}
    >
      <Form.Item name="kind" label={t('englishNameRule.field.kind')} {...zodItem(englishNameRuleFields.kind, t)}>
        <Select aria-label={t('englishNameRule.field.kind')} options={ENGLISH_NAME_RULE_KINDS.map((value) => ({ value, label: t(`englishNameRule.kind.${value}`) }))} />
      </Form.Item>
      {kind !== 'refused' && (
        <Form.Item name="nameCn" label={t('englishNameRule.field.nameCn')} rules={[{ required: true, whitespace: true, message: t('reason.required') }]}>
          <Input maxLength={L.nameCnMax} />
        </Form.Item>
      )}
      <Form.Item
        name="nameEn"
        label={t('englishNameRule.field.nameEn')}
        extra={kind === 'refused' ? t('englishNameRule.form.nameEnRefusedHint') : undefined}
        {...zodItem(englishNameRuleFields.nameEn, t)}
      >
        <Input maxLength={L.nameEnMax} />
      </Form.Item>
    </CommandFormModal>
  );
}
