import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { CommandFailure, failWith } from '../../app/envelope.ts';

/**
 * Runs a print silently and, when the server answers 20161 (orders printed before), asks whether to print them again
 * and runs it once more confirmed. Any other failure is shown as every failure is. Resolves to undefined when the user
 * declines.
 */
export function useReprintConfirm() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  return async <T,>(print: (confirmReprint: boolean) => Promise<T>): Promise<T | undefined> => {
    try {
      return await print(false);
    } catch (error) {
      if (!(error instanceof CommandFailure)) throw error;
      if (error.code !== 20161) throw failWith(error);
      const again = await modal.confirm({
        title: t('print.reprint.title'),
        content: t('hint.20161', error.params),
        okText: t('print.reprint.ok'),
        cancelText: t('common.actions.cancel'),
        autoFocusButton: 'ok',
      });
      if (!again) return undefined;
      try {
        return await print(true);
      } catch (failure) {
        throw failure instanceof CommandFailure ? failWith(failure) : failure;
      }
    }
  };
}
