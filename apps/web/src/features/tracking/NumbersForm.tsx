import { useState } from 'react';
import { Button, Input, Space, Typography } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { splitTrackingLines } from '@parcelflow/contract';

/** max: how many lines a query takes (20, or the company's lower limit). */
type Props = { loading: boolean; max: number; onSearch: (numbers: string) => void };

/** Up to `max` numbers, one a line; the count turns red past the limit and the search stays off. */
export function NumbersForm({ loading, max, onSearch }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  // The limit counts lines, a repeated number too, as the server does.
  const count = splitTrackingLines(text).length;
  const tooMany = count > max;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Input.TextArea
        value={text}
        onChange={(e) => setText(e.target.value)}
        autoSize={{ minRows: 4, maxRows: 10 }}
        placeholder={t('tracking.form.placeholder', { max })}
        aria-label={t('tracking.form.numbers')}
      />
      <Space>
        <Button type="primary" icon={<SearchOutlined />} loading={loading} disabled={!count || tooMany} onClick={() => onSearch(text)}>
          {t('tracking.form.search')}
        </Button>
        <Typography.Text type={tooMany ? 'danger' : 'secondary'}>
          {t('tracking.form.count', { count, max })}
        </Typography.Text>
      </Space>
    </Space>
  );
}
