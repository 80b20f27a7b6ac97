import { restoreShippedTexts } from '../locale/overrides.ts';
import { queryClient } from '../queryClient.ts';
import { clearSession, loginPathFor, readSession } from '../session.ts';
import { releaseLock } from '../shell/lockState.ts';
import { forgetTabs } from '../shell/tabList.ts';

/** Forgets everything of the signed-in user and answers where they log in again. */
export function endSession(): string {
  const path = loginPathFor(readSession()?.userInfo);
  clearSession();
  releaseLock();
  forgetTabs();
  restoreShippedTexts();
  queryClient.clear();
  return path;
}
