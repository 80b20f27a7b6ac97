import { Col, Form, Input, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { DESTINATION_KINDS, DESTINATION_LIMITS, destinationFields, listDestinations, saveDestination, type DestinationView } from '@parcelflow/contract';
import { zodItem } from '../../app/forms/zodForm.ts';
import { CommandFormModal } from '../../components/CommandFormModal.tsx';
import { CountrySelect } from '../../components/CountrySelect.tsx';

type Props = { destination: DestinationView | null; onClose: () => void };

const NEW_DESTINATION = { kind: 'country', enabled: true };
const L = DESTINATION_LIMITS;

/** A new destination code (destination null) or a change: its code, names, country, kind and zone. */
export function DestinationFormModal({ destination, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <CommandFormModal
      command={saveDestination}
      invalidates={[listDestinations]}
      title={t(destination ? 'destination.form.editTitle' : 'destination.form.newTitle')}
      savedText={t('destination.form.saved')}
      initialValues={destination ?? NEW_DESTINATION}
      inputOf={(values) => ({ ...values, id: destination?.id })}
      onClose={onClose}
      width={640}
    >
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item name="code" label={t('destination.field.code')} extra={t('destination.form.codeHint')} {...zodItem(destinationFields.code, t)}>
            <Input maxLength={L.codeMax} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="kind" label={t('destination.field.kind')}>
            <Select options={DESTINATION_KINDS.map((kind) => ({ value: kind, label: t(`destination.kind.${kind}`) }))} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="nameCn" label={t('destination.field.nameCn')} {...zodItem(destinationFields.nameCn, t)}>
            <Input maxLength={L.nameMax} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="nameEn" label={t('destination.field.nameEn')}>
            <Input maxLength={L.nameMax} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="countryCode" label={t('destination.field.countryCode')} {...zodItem(destinationFields.countryCode, t)}>
            <CountrySelect aria-label={t('destination.field.countryCode')} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="zone" label={t('destination.field.zone')} extra={t('destination.form.zoneHint')}>
            <Input maxLength={L.zoneMax} />
          </Form.Item>
        </Col>
        <Col span={18}>
          <Form.Item name="remarks" label={t('destination.field.remarks')}>
            <Input maxLength={L.remarksMax} showCount />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="enabled" label={t('destination.field.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      </Row>
    </CommandFormModal>
  );
}
