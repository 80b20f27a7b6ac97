import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@parcelflow/contract';
import { countryLabel } from '../../../components/countryLabel.ts';

type Props = { title: string; party: OrderDetail['receiver'] | OrderDetail['sender'] };

/** A receiver or sender as a label would print it: who, how to reach them, where. */
export function OrderAddress({ title, party }: Props) {
  const { t, i18n } = useTranslation();
  const street = [party.address1, party.address2, party.address3, party.houseNo].filter(Boolean).join(', ');
  const place = [party.city, party.state, party.postcode].filter(Boolean).join(', ');
  return (
    <Descriptions size="small" column={1} bordered title={title} styles={{ label: { width: 140 } }}>
      <Descriptions.Item label={t('orderList.detail.name')}>{[party.name, party.company].filter(Boolean).join(' / ')}</Descriptions.Item>
      <Descriptions.Item label={t('orderList.detail.phone')}>{[party.phone, party.email].filter(Boolean).join(' / ')}</Descriptions.Item>
      <Descriptions.Item label={t('orderList.detail.address')}>{street}</Descriptions.Item>
      <Descriptions.Item label={t('orderList.detail.place')}>{[place, party.country && countryLabel(party.country, i18n.language)].filter(Boolean).join(' · ')}</Descriptions.Item>
    </Descriptions>
  );
}
