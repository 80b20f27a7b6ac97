import { App, Button, Drawer, Form, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { saveCompanyImportTemplateInput } from '@parcelflow/contract';
import { showFailureOnForm, validateForm } from '../../app/forms/zodForm.ts';
import { currentLanguage } from '../../app/i18n.ts';
import { useCompanyTemplate, useSaveTemplate } from './api.ts';
import { newDraft, type TemplateDraft } from './templateDraft.ts';
import { TemplateForm } from './TemplateForm.tsx';

type Props = { id?: number; onClose: () => void };

/** A new template (no id) or one of the company's, edited at the version it was read at. */
export function TemplateEditor({ id, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TemplateDraft>();
  const loaded = useCompanyTemplate(id);
  const save = useSaveTemplate();
  const ready = id === undefined || loaded.data;

  const submit = () => {
    const input = validateForm(form, saveCompanyImportTemplateInput, { ...form.getFieldsValue(true), id, version: loaded.data?.version }, t);
    if (!input) return;
    save.mutate(input, {
      onSuccess: () => {
        void message.success(t('importTemplate.saved'));
        onClose();
      },
      onError: (error) => showFailureOnForm(form, error, t),
    });
  };
  return (
    <Drawer
      open
      size={960}
      title={t(id === undefined ? 'importTemplate.editor.newTitle' : 'importTemplate.editor.editTitle')}
      onClose={onClose}
      destroyOnHidden
      extra={(
        <Space>
          <Button onClick={onClose}>{t('importTemplate.editor.cancel')}</Button>
          <Button type="primary" loading={save.isPending} disabled={!ready} onClick={submit}>{t('importTemplate.editor.save')}</Button>
        </Space>
      )}
    >
      {ready ? <TemplateForm form={form} initial={loaded.data ?? newDraft('receive', currentLanguage())} /> : <Spin />}
    </Drawer>
  );
}
