import { Col, Form, Input, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { FINANCE_DEPT_LIMITS, financeDeptFields, saveFinanceDept, type FinanceDeptFormOptions, type FinanceDeptView } from '@parcelflow/contract';
import { zodItem } from '../../app/forms/zodForm.ts';
import { CommandFormModal } from '../../components/CommandFormModal.tsx';
import { reloadedByDeptChange } from './api.ts';

type Props = { dept: FinanceDeptView | null; options?: FinanceDeptFormOptions; onClose: () => void };

/** A new department (dept null) or a change: code, name, person in charge (a staff member), phone, remark, enabled. */
export function FinanceDeptFormModal({ dept, options, onClose }: Props) {
  const { t } = useTranslation();
  const initialValues = dept
    ? { code: dept.code, name: dept.name, personInChargeId: dept.personInChargeId ?? undefined, phone: dept.phone, remark: dept.remark, enabled: dept.enabled }
    : { enabled: true };
  const staffOptions = options?.staff.map((person) => ({ value: person.id, label: `${person.code} ${person.name}` })) ?? [];
  return (
    <CommandFormModal
      command={saveFinanceDept}
      invalidates={reloadedByDeptChange}
      title={t(dept ? 'financeDept.form.editTitle' : 'financeDept.form.newTitle')}
      savedText={t('financeDept.form.saved')}
      initialValues={initialValues}
      inputOf={(values) => ({ ...values, id: dept?.id, personInChargeId: values.personInChargeId ?? null })}
      onClose={onClose}
      width={640}
    >
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item name="code" label={t('financeDept.field.code')} extra={t('financeDept.form.codeHint')} {...zodItem(financeDeptFields.code, t)}>
            <Input maxLength={FINANCE_DEPT_LIMITS.codeMax} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="name" label={t('financeDept.field.name')} {...zodItem(financeDeptFields.name, t)}>
            <Input maxLength={FINANCE_DEPT_LIMITS.nameMax} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="personInChargeId" label={t('financeDept.field.personInCharge')}>
            <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={staffOptions} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="phone" label={t('financeDept.field.phone')} {...zodItem(financeDeptFields.phone, t)}>
            <Input maxLength={FINANCE_DEPT_LIMITS.phoneMax} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="remark" label={t('financeDept.field.remark')} {...zodItem(financeDeptFields.remark, t)}>
            <Input.TextArea maxLength={FINANCE_DEPT_LIMITS.remarkMax} rows={2} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="enabled" label={t('financeDept.field.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      </Row>
    </CommandFormModal>
  );
}
