import { Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { listPostcodes, POSTCODE_CITY_MAX, POSTCODE_MAX, POSTCODE_STATE_MAX, postcodeFields, savePostcode, type PostcodeListRow } from '@parcelflow/contract';
import { zodItem } from '../../app/forms/zodForm.ts';
import { CommandFormModal } from '../../components/CommandFormModal.tsx';
import { CountrySelect } from '../../components/CountrySelect.tsx';

type Props = { row: PostcodeListRow | null; onClose: () => void };

/** A new postcode (row null) or a change: its country, the postcode in the country's format, its city and state. */
export function PostcodeFormModal({ row, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <CommandFormModal
      command={savePostcode}
      invalidates={[listPostcodes]}
      title={t(row ? 'postcode.form.editTitle' : 'postcode.form.newTitle')}
      savedText={t('postcode.form.saved')}
      initialValues={row ?? {}}
      inputOf={(values) => ({ ...values, id: row?.id })}
      onClose={onClose}
      width={520}
    >
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item name="country" label={t('postcode.field.country')} {...zodItem(postcodeFields.country, t)}>
            <CountrySelect aria-label={t('postcode.field.country')} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="postcode" label={t('postcode.field.postcode')} extra={t('postcode.form.postcodeHint')} {...zodItem(postcodeFields.postcode, t)}>
            <Input maxLength={POSTCODE_MAX} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="city" label={t('postcode.field.city')} {...zodItem(postcodeFields.city, t)}>
            <Input maxLength={POSTCODE_CITY_MAX} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="state" label={t('postcode.field.state')}>
            <Input maxLength={POSTCODE_STATE_MAX} />
          </Form.Item>
        </Col>
      </Row>
    </CommandFormModal>
  );
}
