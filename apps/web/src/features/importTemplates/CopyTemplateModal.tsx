import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { copyBuiltInImportTemplateInput, IMPORT_TEMPLATE_LIMITS, type ImportTemplateKind } from '@parcelflow/contract';
import { showFailureOnForm, validateForm } from '../../app/forms/zodForm.ts';
import { currentLanguage } from '../../app/i18n.ts';
import { useCopyTemplate } from './api.ts';
import { builtInNameOf, kindOptions } from './templateNames.ts';

type Props = { onClose: () => void; onCopied: (id: number) => void };
type Values = { templateId: ImportTemplateKind; name: string };

/** Copies a built-in template under a new name, then the copy opens for editing. */
export function CopyTemplateModal({ onClose, onCopied }: Props) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [form] = Form.useForm<Values>();
  const copy = useCopyTemplate();
  const nameOf = (kind: ImportTemplateKind) => t('importTemplate.copy.defaultName', { name: builtInNameOf(kind, language) });

  const submit = () => {
    const input = validateForm(form, copyBuiltInImportTemplateInput, form.getFieldsValue(), t);
    if (input) copy.mutate(input, { onSuccess: (saved) => onCopied(saved.id), onError: (error) => showFailureOnForm(form, error, t) });
  };
  return (
    <Modal open title={t('importTemplate.copy.title')} okText={t('importTemplate.copy.ok')} cancelText={t('importTemplate.editor.cancel')}
      confirmLoading={copy.isPending} onOk={submit} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={{ templateId: 'receive', name: nameOf('receive') }}>
        <Form.Item name="templateId" label={t('importTemplate.copy.from')} required>
          <Select options={kindOptions(language)} onChange={(kind: ImportTemplateKind) => form.setFieldValue('name', nameOf(kind))} />
        </Form.Item>
        <Form.Item name="name" label={t('importTemplate.field.name')} required>
          <Input maxLength={IMPORT_TEMPLATE_LIMITS.nameMax} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
