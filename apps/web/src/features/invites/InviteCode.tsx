import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** A code as it is read out, in groups of four, copied whole. */
export function InviteCode({ code, strong }: { code: string; strong?: boolean }) {
  const { t } = useTranslation();
  return (
    <Typography.Text code strong={strong} copyable={{ text: code, tooltips: [t('invite.copy'), t('invite.copied')] }}>
      {code.match(/.{1,4}/g)?.join(' ')}
    </Typography.Text>
  );
}
