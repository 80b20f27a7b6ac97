import { Col, Form, Space, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePostcodeLookup } from './api.ts';

type Place = { postcode: string; city: string; state: string };

/**
 * Under the order form's receiver: what the company's postcode data gives for the typed postcode. Its one place fills
 * the city and state (the order is refused with 40002 when they disagree); several postcodes starting with what was
 * typed are offered to choose from.
 */
export function ReceiverPlaceHint() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const country = Form.useWatch(['receiver', 'country'], form) as string | undefined;
  const postcode = Form.useWatch(['receiver', 'postcode'], form) as string | undefined;
  const places = usePostcodeLookup(country, postcode).data?.places ?? [];
  const fill = (place: Place) => form.setFieldsValue({ receiver: { postcode: place.postcode, city: place.city, state: place.state } });
  const single = places.length === 1 ? places[0] : undefined;
  // Only a postcode the user typed fills them: an order opened for editing keeps the place it was saved with.
  useEffect(() => {
    if (!single || !form.isFieldTouched(['receiver', 'postcode'])) return;
    form.setFieldsValue({ receiver: single.state ? { city: single.city, state: single.state } : { city: single.city } });
  }, [single, form]);
  if (places.length < 2) return null;
  return (
    <Col span={24}>
      <Space wrap size={4} style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary">{t('postcode.lookup.choose')}</Typography.Text>
        {places.map((place) => (
          <Tag.CheckableTag key={place.postcode} checked={false} onChange={() => fill(place)}>
            {`${place.postcode} ${place.city}${place.state ? `, ${place.state}` : ''}`}
          </Tag.CheckableTag>
        ))}
      </Space>
    </Col>
  );
}
