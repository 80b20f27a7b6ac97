import { Col, DatePicker, Form, Input, Radio, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { GENDERS, STAFF_CODE_MAX, STAFF_NAME_MAX, STAFF_STATUSES, saveStaff, staffFields, type StaffRow } from '@parcelflow/contract';
import { zodItem } from '../../app/forms/zodForm.ts';
import { CommandFormModal } from '../../components/CommandFormModal.tsx';
import { positionLabel } from '../positions/positionLabel.ts';
import { SiteTreeSelect } from '../sites/SiteTreeSelect.tsx';
import { reloadedByStaffChange, useStaffPositions } from './api.ts';

type Props = { person: StaffRow | null; withSites: boolean; onClose: () => void };

const DAY_FORMAT = 'YYYY-MM-DD';
const NEW_PERSON = { gender: 'male', status: 'inPost' };

/** New staff member (person null) or a change; a bound login follows the position and the status. */
export function StaffFormModal({ person, withSites, onClose }: Props) {
  const { t } = useTranslation();
  const positions = useStaffPositions();
  return (
    <CommandFormModal
      command={saveStaff}
      invalidates={reloadedByStaffChange}
      title={t(person ? 'staff.form.editTitle' : 'staff.form.newTitle')}
      savedText={t('staff.form.saved')}
      initialValues={person ? { ...person, hireDate: person.hireDate ? dayjs(person.hireDate) : undefined } : NEW_PERSON}
      inputOf={(values) => ({ ...values, hireDate: (values.hireDate as Dayjs | undefined)?.format(DAY_FORMAT), id: person?.id })}
      onClose={onClose}
      width={720}
    >
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="code" label={t('staff.field.code')} {...zodItem(staffFields.code, t)}>
            <Input maxLength={STAFF_CODE_MAX} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="name" label={t('staff.field.name')} {...zodItem(staffFields.name, t)}>
            <Input maxLength={STAFF_NAME_MAX} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="gender" label={t('staff.field.gender')} required>
            <Radio.Group options={GENDERS.map((gender) => ({ value: gender, label: t(`staff.gender.${gender}`) }))} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="status" label={t('staff.field.status')} required extra={person?.login ? t('staff.form.statusGovernsLogin') : undefined}>
            <Select options={STAFF_STATUSES.map((status) => ({ value: status, label: t(`staff.status.${status}`) }))} />
          </Form.Item>
        </Col>
        {withSites && (
          <Col span={12}>
            <Form.Item name="siteId" label={t('staff.field.site')}>
              <SiteTreeSelect allowClear />
            </Form.Item>
          </Col>
        )}
        <Col span={12}>
          <Form.Item name="department" label={t('staff.field.department')} {...zodItem(staffFields.department, t)}>
            <Input maxLength={40} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="phone" label={t('staff.field.phone')} {...zodItem(staffFields.phone, t)}>
            <Input maxLength={40} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="positionId" label={t('staff.field.position')} extra={person?.login ? t('staff.form.positionGovernsLogin') : undefined}>
            <Select
              allowClear
              loading={positions.isPending}
              showSearch={{ optionFilterProp: 'label' }}
              options={positions.data?.map((position) => ({ value: position.id, label: positionLabel(t, position) }))}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="hireDate" label={t('staff.field.hireDate')}>
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
    </CommandFormModal>
  );
}
