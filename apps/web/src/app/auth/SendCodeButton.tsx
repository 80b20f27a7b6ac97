import { useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { RESEND_CODE_SECONDS } from '@parcelflow/contract';
import { useCountdown } from './useCountdown.ts';

type Props = {
  /** Sends the code; answers the server's wait in seconds when it names one. Throws when nothing was sent. */
  onSend: () => Promise<number | void>;
  block?: boolean;
  /** A code was just sent elsewhere (the previous step): start with this wait. */
  waitFirst?: number;
};

/** "Send code", then a countdown before it may be sent again. */
export function SendCodeButton({ onSend, block, waitFirst }: Props) {
  const { t } = useTranslation();
  const [left, startCountdown] = useCountdown(waitFirst);
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      startCountdown((await onSend()) || RESEND_CODE_SECONDS);
    } catch {
      // The failure's hint is already shown; the button stays ready for another try.
    } finally {
      setSending(false);
    }
  };
  return (
    <Button block={block} disabled={left > 0} loading={sending} onClick={() => void send()}>
      {left > 0 ? t('auth.code.resendIn', { seconds: left }) : t('auth.code.send')}
    </Button>
  );
}
