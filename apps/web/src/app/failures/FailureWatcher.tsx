import { useEffect, useRef } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { endSession } from '../auth/endSession.ts';
import { onCommandFailure } from '../envelope.ts';
import { readSession } from '../session.ts';
import { planFailure } from './planFailure.ts';

const HINT_SECONDS = 2;

/** Shows every failed command's hint, ends expired sessions and offers a new login after a timeout. */
export function FailureWatcher() {
  const { message, modal } = App.useApp();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const asking = useRef(false);

  useEffect(
    () =>
      onCommandFailure((failure, options) => {
        const action = planFailure(failure, options, t, readSession() !== null);
        if (action.kind === 'message') void message.error({ content: action.text, duration: HINT_SECONDS, key: action.text });
        if (action.kind === 'expire') void navigate(endSession(), { replace: true });
        if (action.kind === 'relogin' && !asking.current) {
          asking.current = true;
          void modal.confirm({
            title: t('session.reloginTitle'),
            content: t('session.reloginContent'),
            okText: t('session.relogin'),
            onOk: () => navigate(endSession(), { replace: true }),
            afterClose: () => {
              asking.current = false;
            },
          });
        }
      }),
    [message, modal, navigate, t],
  );
  return null;
}
