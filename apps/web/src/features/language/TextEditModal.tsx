import { useState } from 'react';
import { App, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_VALUE_MAX, LANGUAGES, type Language } from '@parcelflow/contract';
import { LANGUAGE_ENDONYMS } from '../../app/locale/languageNames.ts';
import { useApplyTextChanges } from './api.ts';
import { planTextChanges, type TextRow } from './textRows.ts';

type Props = { row: TextRow; onClose: () => void };
type Values = Partial<Record<Language, string>>;

/**
 * The company's wording of one text in each language; an empty field means the shipped text. Not a CommandFormModal:
 * saving runs one save or reset per changed language.
 */
export function TextEditModal({ row, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const apply = useApplyTextChanges();
  const [values, setValues] = useState<Values>(() => Object.fromEntries(LANGUAGES.map((l) => [l, row.overrides[l]?.value ?? ''])));
  const changes = planTextChanges(row, values);

  const save = () =>
    apply.mutate(changes, {
      onSuccess: () => {
        void message.success(t('language.edit.saved'));
        onClose();
      },
    });
  return (
    <Modal
      open
      width={720}
      title={t('language.edit.title')}
      okText={t('language.edit.save')}
      cancelText={t('language.edit.cancel')}
      okButtonProps={{ disabled: changes.length === 0 }}
      confirmLoading={apply.isPending}
      onOk={save}
      onCancel={onClose}
    >
      <Typography.Paragraph>
        <Typography.Text code copyable>{row.key}</Typography.Text>
      </Typography.Paragraph>
      <Form layout="vertical">
        {LANGUAGES.map((language) => (
          <Form.Item
            key={language}
            label={LANGUAGE_ENDONYMS[language]}
            extra={t('language.edit.shipped', { text: row.shipped[language] ?? t('language.edit.noShipped') })}
          >
            <Input.TextArea
              value={values[language]}
              placeholder={row.shipped[language] ?? ''}
              autoSize={{ minRows: 1, maxRows: 6 }}
              maxLength={LANGUAGE_VALUE_MAX}
              allowClear
              onChange={(e) => setValues({ ...values, [language]: e.target.value })}
            />
          </Form.Item>
        ))}
      </Form>
      <Typography.Text type="secondary">{t('language.edit.hint')}</Typography.Text>
    </Modal>
  );
}
