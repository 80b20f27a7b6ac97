import { Col, Form, Input, Radio, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { listRemoteAreas, REMOTE_AREA_LIMITS, REMOTE_CLASSES, remoteAreaFields, saveRemoteArea, transSortComBox, type RemoteAreaView } from '@parcelflow/contract';
import { zodItem, zodRules } from '../../app/forms/zodForm.ts';
import { CommandFormModal } from '../../components/CommandFormModal.tsx';
import { CountrySelect } from '../../components/CountrySelect.tsx';
import { RemoteSelect } from '../../components/RemoteSelect.tsx';

type Props = { row: RemoteAreaView | null; onClose: () => void };
type Place = 'postcode' | 'city';

const L = REMOTE_AREA_LIMITS;

/** A new remote area (row null) or a change: the channel or every channel, the country, a postcode rule or a city, the class. */
export function RemoteAreaFormModal({ row, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const place = (Form.useWatch('place', form) as Place | undefined) ?? (row?.city ? 'city' : 'postcode');
  const initialValues = row
    ? { ...row, channelId: row.channelId ?? undefined, place: row.city ? 'city' : 'postcode' }
    : { place: 'postcode', remoteClass: 'remote' };
  return (
    <CommandFormModal
      command={saveRemoteArea}
      invalidates={[listRemoteAreas]}
      title={t(row ? 'remoteArea.form.editTitle' : 'remoteArea.form.newTitle')}
      savedText={t('remoteArea.form.saved')}
      initialValues={initialValues}
      inputOf={({ place: chosen, postcode, city, channelId, ...values }) => ({
        ...values, id: row?.id, channelId: channelId ?? null, postcode: chosen === 'postcode' ? postcode : undefined, city: chosen === 'city' ? city : undefined,
      })}
      form={form}
      // The place missing is named on the field shown (the schema names the postcode).
      fieldsWithOwnRules={['postcode', 'city']}
      onClose={onClose}
      width={600}
    >
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item name="channelId" label={t('remoteArea.field.channel')} extra={t('remoteArea.form.channelHint')}>
            <RemoteSelect command={transSortComBox} allowClear placeholder={t('remoteArea.allChannels')} valueLabel={row?.channelCode ?? undefined} aria-label={t('remoteArea.field.channel')} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="country" label={t('remoteArea.field.country')} {...zodItem(remoteAreaFields.country, t)}>
            <CountrySelect aria-label={t('remoteArea.field.country')} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="place" label={t('remoteArea.field.place')}>
            <Radio.Group optionType="button" options={[{ value: 'postcode', label: t('remoteArea.field.postcode') }, { value: 'city', label: t('remoteArea.field.city') }]} />
          </Form.Item>
        </Col>
        <Col span={12}>
          {place === 'postcode' ? (
            <Form.Item name="postcode" label={t('remoteArea.field.postcode')} extra={t('remoteArea.form.postcodeHint')} required rules={[{ required: true, message: t('reason.required') }, ...zodRules(remoteAreaFields.postcode, t)]}>
              <Input maxLength={L.ruleMax} aria-label={t('remoteArea.field.postcode')} />
            </Form.Item>
          ) : (
            <Form.Item name="city" label={t('remoteArea.field.city')} extra={t('remoteArea.form.cityHint')} required rules={[{ required: true, message: t('reason.required') }, ...zodRules(remoteAreaFields.city, t)]}>
              <Input maxLength={L.cityMax} aria-label={t('remoteArea.field.city')} />
            </Form.Item>
          )}
        </Col>
        <Col span={12}>
          <Form.Item name="remoteClass" label={t('remoteArea.field.remoteClass')}>
            <Select options={REMOTE_CLASSES.map((value) => ({ value, label: t(`remoteArea.class.${value}`) }))} aria-label={t('remoteArea.field.remoteClass')} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="remarks" label={t('remoteArea.field.remarks')}>
            <Input maxLength={L.remarksMax} showCount />
          </Form.Item>
        </Col>
      </Row>
    </CommandFormModal>
  );
}
