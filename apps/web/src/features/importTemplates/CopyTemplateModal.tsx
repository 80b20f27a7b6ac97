import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { copyBuiltInImportTemplate, IMPORT_TEMPLATE_LIMITS, type ImportTemplateKind } from '@parcelflow/contract';
import { CommandFormModal } from '../../components/CommandFormModal.tsx';
import { currentLanguage } from '../../app/i18n.ts';
import { changedByTemplates } from './api.ts';
import { builtInNameOf, kindOptions } from './templateNames.ts';

type Props = { onClose: () => void; onCopied: (id: number) => void };

/** Copies a built-in template under a new name, then the copy opens for editing. */
export function CopyTemplateModal({ onClose, onCopied }: Props) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [form] = Form.useForm();
  const nameOf = (kind: ImportTemplateKind) => t('importTemplate.copy.defaultName', { name: builtInNameOf(kind, language) });
  return (
    <CommandFormModal
      command={copyBuiltInImportTemplate}
      invalidates={changedByTemplates}
      form={form}
      title={t('importTemplate.copy.title')}
      okText={t('importTemplate.copy.ok')}
      initialValues={{ templateId: 'receive', name: nameOf('receive') }}
      onSaved={(copy) => onCopied(copy.id)}
      onClose={onClose}
    >
      <Form.Item name="templateId" label={t('importTemplate.copy.from')} required>
        <Select options={kindOptions(language)} onChange={(kind: ImportTemplateKind) => form.setFieldValue('name', nameOf(kind))} />
      </Form.Item>
      <Form.Item name="name" label={t('importTemplate.field.name')} required>
        <Input maxLength={IMPORT_TEMPLATE_LIMITS.nameMax} />
      </Form.Item>
    </CommandFormModal>
  );
}
