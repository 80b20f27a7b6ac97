import { customerComboBox, partnerCarrierComboBox, transSortComBox } from '@parcelflow/contract';
import { Col, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { RemoteSelect } from '../../components/RemoteSelect.tsx';

/**
 * Who the rows are for: a carrier's own customer (for rows without a customer code), or the partner carrier a cargo
 * owner sends its forecast to; then a channel of that company for rows without a channel code.
 */
export function ImportTargetFields({ asOwner }: { asOwner: boolean }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const carrier = Form.useWatch('carrierCompanyNo', form) as string | undefined;
  return (
    <>
      <Col xs={24} xl={8}>
        {asOwner ? (
          <Form.Item name="carrierCompanyNo" label={t('order.field.carrierCompanyNo')} tooltip={t('orderImport.carrierHint')} rules={[{ required: true, message: t('reason.required') }]}>
            <RemoteSelect command={partnerCarrierComboBox} placeholder={t('orderForm.placeholder.carrier')} onPick={() => form.setFieldValue('channelId', undefined)} />
          </Form.Item>
        ) : (
          <Form.Item name="customerId" label={t('order.field.customerId')} tooltip={t('orderImport.customerHint')}>
            <RemoteSelect command={customerComboBox} allowClear placeholder={t('orderForm.placeholder.customer')} />
          </Form.Item>
        )}
      </Col>
      <Col xs={24} xl={8}>
        <Form.Item name="channelId" label={t('order.field.channelId')} tooltip={t('orderImport.channelHint')}>
          <RemoteSelect
            command={transSortComBox}
            params={asOwner && carrier ? { companyNo: carrier } : undefined}
            disabled={asOwner && !carrier}
            allowClear
            placeholder={t('orderForm.placeholder.channel')}
          />
        </Form.Item>
      </Col>
    </>
  );
}
