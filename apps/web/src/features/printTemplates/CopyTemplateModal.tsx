import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { BUILT_IN_LAYOUT_KEYS, PRINT_TEMPLATE_LIMITS, copyPrintTemplate, printTemplateFields } from '@parcelflow/contract';
import { zodItem } from '../../app/forms/zodForm.ts';
import { CommandFormModal } from '../../components/CommandFormModal.tsx';
import { changedByTemplates } from './api.ts';

/** Saves a built-in layout as a new template under a name of the user's (a PDF label or invoice for audited orders). */
export function CopyTemplateModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <CommandFormModal
      command={copyPrintTemplate}
      invalidates={changedByTemplates}
      title={t('printTemplate.copy.title')}
      okText={t('printTemplate.copy.ok')}
      savedText={t('printTemplate.form.saved')}
      initialValues={{ builtIn: 'thermal.receive' }}
      inputOf={({ name, builtIn }) => ({ name, from: { source: 'builtIn', builtIn } })}
      onClose={onClose}
      width={480}
    >
      <Form.Item name="builtIn" label={t('printTemplate.copy.from')} required>
        <Select options={BUILT_IN_LAYOUT_KEYS.map((value) => ({ value, label: t(`printTemplate.builtIn.${value}`) }))} />
      </Form.Item>
      <Form.Item name="name" label={t('printTemplate.field.name')} {...zodItem(printTemplateFields.name, t)}>
        <Input maxLength={PRINT_TEMPLATE_LIMITS.nameMax} />
      </Form.Item>
    </CommandFormModal>
  );
}
