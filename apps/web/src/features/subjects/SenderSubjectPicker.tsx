import { useEffect } from 'react';
import { Col, Form, Select, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { customerSubjects, type SubjectView } from '@parcelflow/contract';
import { useCommandQuery } from '../../app/command.ts';
import { hasNoTaxNumbers, holdsNumbersOf, SENDER_TAX_FIELDS, senderTaxFieldsOf } from './senderTaxFields.ts';

/** Puts the subject's numbers into the sender's tax fields and checks them. */
function fillSender(form: FormInstance, subject: SubjectView): void {
  const sender = (form.getFieldValue('sender') ?? {}) as Record<string, unknown>;
  form.setFieldValue('sender', { ...sender, ...senderTaxFieldsOf(subject) });
  void form.validateFields(SENDER_TAX_FIELDS.map((field) => ['sender', field]));
}

/**
 * On the order form: the subjects of the order's customer; choosing one fills the sender's tax numbers. The
 * customer's default fills them by itself while the sender has none (an order opened for editing keeps its own).
 */
export function SenderSubjectPicker() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const customerId = Form.useWatch('customerId') as number | undefined;
  const subjects = useCommandQuery(customerSubjects, { customerId: customerId ?? 0 }, { enabled: Boolean(customerId), staleTime: 60_000 }).data;
  const sender = Form.useWatch('sender') as Record<string, unknown> | undefined;
  // The subject shown is the one whose numbers the sender holds, however they came there.
  const shown = subjects?.find((subject) => holdsNumbersOf(sender, subject));

  // Another customer's subjects: its default fills a sender that has no tax number yet.
  useEffect(() => {
    const preferred = subjects?.find((subject) => subject.isDefault);
    if (preferred && hasNoTaxNumbers(form.getFieldValue('sender') as Record<string, unknown> | undefined)) fillSender(form, preferred);
  }, [subjects, form]);

  if (!customerId) return null;
  return (
    <Col xs={24} md={12} xl={6}>
      <Form.Item label={t('subject.orderPick.label')}>
        <Select
          value={shown?.id}
          placeholder={t('subject.orderPick.placeholder')}
          notFoundContent={t('subject.orderPick.empty')}
          aria-label={t('subject.orderPick.label')}
          options={(subjects ?? []).map((subject) => ({ value: subject.id, label: subject.isDefault ? `${subject.name} · ${t('subject.defaultMark')}` : subject.name }))}
          onChange={(id: number) => {
            const subject = subjects?.find((item) => item.id === id);
            if (subject) fillSender(form, subject);
          }}
        />
      </Form.Item>
    </Col>
  );
}
