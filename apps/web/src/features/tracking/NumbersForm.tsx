import { useState } from 'react';
import { Button, Input, Space, Typography } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ORDER_LIMITS, splitTrackingNumbers } from '@parcelflow/contract';

type Props = { loading: boolean; onSearch: (numbers: string) => void };

/** Up to 20 numbers, one a line; the count turns red past the limit and the search stays off. */
export function NumbersForm({ loading, onSearch }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const count = splitTrackingNumbers(text).length;
  const tooMany = count > ORDER_LIMITS.trackingLinesMax;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Input.TextArea
        value={text}
        onChange={(e) => setText(e.target.value)}
        autoSize={{ minRows: 4, maxRows: 10 }}
        placeholder={t('tracking.form.placeholder', { max: ORDER_LIMITS.trackingLinesMax })}
        aria-label={t('tracking.form.numbers')}
      />
      <Space>
        <Button type="primary" icon={<SearchOutlined />} loading={loading} disabled={!count || tooMany} onClick={() => onSearch(text)}>
          {t('tracking.form.search')}
        </Button>
        <Typography.Text type={tooMany ? 'danger' : 'secondary'}>
          {t('tracking.form.count', { count, max: ORDER_LIMITS.trackingLinesMax })}
        </Typography.Text>
      </Space>
    </Space>
  );
}
