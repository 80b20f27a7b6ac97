import { useEffect, useRef } from 'react';
import { App } from 'antd';
import { useBlocker } from 'react-router';
import { useTranslation } from 'react-i18next';

/**
 * While the design has unsaved changes: leaving it inside the app (another tab, menu entry or address) asks first, and
 * closing or reloading the browser tab gets the browser's own warning (its text is the browser's).
 */
export function useUnsavedGuard(dirty: boolean): void {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  // One question per blocked navigation, however often the page renders meanwhile.
  const asking = useRef(false);

  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    modal.confirm({
      title: t('labelDesign.leave.title'),
      content: t('labelDesign.leave.content'),
      okText: t('labelDesign.leave.ok'),
      cancelText: t('common.actions.cancel'),
      okButtonProps: { danger: true },
      onOk: () => { asking.current = false; blocker.proceed(); },
      onCancel: () => { asking.current = false; blocker.reset(); },
    });
  }, [blocker, modal, t]);

  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
