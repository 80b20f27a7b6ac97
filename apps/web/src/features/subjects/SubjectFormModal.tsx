import { Checkbox, Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { customerComboBox, listSubjects, saveSubject, SUBJECT_LIMITS, SUBJECT_TAX_TYPES, subjectFields, TAX_NUMBER_MAX, type SubjectView } from '@parcelflow/contract';
import { zodItem } from '../../app/forms/zodForm.ts';
import { CommandFormModal } from '../../components/CommandFormModal.tsx';
import { CountrySelect } from '../../components/CountrySelect.tsx';
import { RemoteSelect } from '../../components/RemoteSelect.tsx';

type Props = { row: SubjectView | null; onClose: () => void };

const L = SUBJECT_LIMITS;
const TAX_FIELDS = ['vatNo', 'eoriNo', 'iossNo'] as const;
/** What every IOSS number starts with; a code, so outside the translated hint. */
const IOSS_PREFIX = 'IM';

/** A new subject (row null) or a change: whose it is, the legal entity and its tax numbers. */
export function SubjectFormModal({ row, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <CommandFormModal
      command={saveSubject}
      invalidates={[listSubjects]}
      title={t(row ? 'subject.form.editTitle' : 'subject.form.newTitle')}
      savedText={t('subject.form.saved')}
      initialValues={row ? { ...row, otherTaxType: row.otherTaxType ?? undefined } : { isDefault: false }}
      inputOf={(values) => ({ ...values, id: row?.id })}
      onClose={onClose}
      width={640}
    >
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item name="customerId" label={t('subject.field.customerId')} rules={[{ required: true, message: t('reason.required') }]}>
            <RemoteSelect command={customerComboBox} valueLabel={row ? `${row.customerCode} ${row.customerName}` : undefined} aria-label={t('subject.field.customerId')} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="countryCode" label={t('subject.field.countryCode')} {...zodItem(subjectFields.countryCode, t)}>
            <CountrySelect aria-label={t('subject.field.countryCode')} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="name" label={t('subject.field.name')} {...zodItem(subjectFields.name, t)}>
            <Input maxLength={L.nameMax} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="address" label={t('subject.field.address')}>
            <Input maxLength={L.addressMax} />
          </Form.Item>
        </Col>
        {TAX_FIELDS.map((field) => (
          <Col span={8} key={field}>
            <Form.Item name={field} label={t(`subject.field.${field}`)} extra={t(`subject.form.${field}Hint`, { prefix: IOSS_PREFIX })} {...zodItem(subjectFields[field], t)}>
              <Input maxLength={24} />
            </Form.Item>
          </Col>
        ))}
        <Col span={8}>
          <Form.Item name="otherTaxType" label={t('subject.field.otherTaxType')}>
            <Select allowClear options={SUBJECT_TAX_TYPES.map((type) => ({ value: type, label: t(`subject.taxType.${type}`) }))} />
          </Form.Item>
        </Col>
        <Col span={16}>
          <Form.Item name="otherTaxNo" label={t('subject.field.otherTaxNo')} {...zodItem(subjectFields.otherTaxNo, t)}>
            <Input maxLength={TAX_NUMBER_MAX} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="isDefault" valuePropName="checked" extra={t('subject.form.defaultHint')}>
            <Checkbox>{t('subject.field.isDefault')}</Checkbox>
          </Form.Item>
        </Col>
      </Row>
    </CommandFormModal>
  );
}
