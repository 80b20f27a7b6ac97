import { Popover, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** A channel's service terms cut to the cell, the whole text in a popover (terms run to several lines). */
export function ServiceTerms({ text }: { text: string }) {
  const { t } = useTranslation();
  if (!text) return null;
  return (
    <Popover title={t('priceQuery.result.serviceTerms')} content={<div style={{ maxWidth: 360, whiteSpace: 'pre-wrap' }}>{text}</div>}>
      <Typography.Text ellipsis style={{ maxWidth: 200, cursor: 'help' }}>{text}</Typography.Text>
    </Popover>
  );
}
