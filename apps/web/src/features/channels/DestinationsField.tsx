import { Button, Col, Form, Row, Select, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CHANNEL_DESTINATION_LIMITS } from '@parcelflow/contract';
import { CountrySelect } from '../../components/CountrySelect.tsx';

/**
 * The countries a channel serves, one a row; a postcode-based channel lists each country's postcodes as prefixes
 * ("90", "SW1") or ranges of prefixes ("100-199"), typed and confirmed with Enter, a comma or a space.
 */
export function DestinationsField({ postcodeBased }: { postcodeBased: boolean }) {
  const { t } = useTranslation();
  return (
    <Form.List name="destinations">
      {(rows, { add, remove }, { errors }) => (
        <>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
            {t(postcodeBased ? 'channel.form.postcodesHint' : 'channel.form.destinationsHint')}
          </Typography.Paragraph>
          {rows.map((row) => (
            <Row gutter={8} key={row.key} align="top">
              <Col span={postcodeBased ? 7 : 22}>
                <Form.Item name={[row.name, 'country']} rules={[{ required: true, message: t('reason.required') }]}>
                  <CountrySelect placeholder={t('channel.field.country')} aria-label={t('channel.field.country')} />
                </Form.Item>
              </Col>
              {postcodeBased && (
                <Col span={15}>
                  <Form.Item name={[row.name, 'postcodes']}>
                    <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[',', ' ', '，']} maxCount={CHANNEL_DESTINATION_LIMITS.rulesPerCountry}
                      placeholder={t('channel.form.postcodesPlaceholder')} aria-label={t('channel.field.postcodes')} />
                  </Form.Item>
                </Col>
              )}
              <Col span={2}>
                <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('channel.form.removeCountry')} onClick={() => remove(row.name)} />
              </Col>
            </Row>
          ))}
          <Form.ErrorList errors={errors} />
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ postcodes: [] })} disabled={rows.length >= CHANNEL_DESTINATION_LIMITS.countries}>
            {t('channel.form.addCountry')}
          </Button>
        </>
      )}
    </Form.List>
  );
}
