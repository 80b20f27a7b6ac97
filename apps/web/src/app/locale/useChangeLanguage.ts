import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getUserInfo, saveUserPreference, type Language, type UserProfile } from '@parcelflow/contract';
import { commandKeyOf, runCommand } from '../command.ts';
import { browserLanguage, chosenLanguage, followBrowserLanguage, switchLanguage } from '../i18n.ts';
import { useProfile } from '../profile.ts';
import { useSession } from '../useSession.ts';
import { loadAntdLocale } from './antdLocale.ts';

/** A language, or null: follow the browser's. */
export type LanguageChoice = Language | null;

/**
 * The language the user chose (on this device or, signed in, for every device), or null when the interface
 * follows the browser; and the way to choose. Signed in, the choice is saved to the account, null clearing it.
 */
export function useLanguageChoice(): { chosen: LanguageChoice; choose: (choice: LanguageChoice) => Promise<void> } {
  const session = useSession();
  const queryClient = useQueryClient();
  const saved = useProfile().data?.language ?? null;
  // This device's choice lives in local storage, which React does not watch: a choice re-reads it.
  const [device, setDevice] = useState(chosenLanguage);
  const choose = async (choice: LanguageChoice) => {
    // antd's texts of the new language first, so antd's screens switch with the rest.
    await loadAntdLocale(choice ?? browserLanguage());
    await (choice ? switchLanguage(choice) : followBrowserLanguage());
    setDevice(chosenLanguage());
    if (!session) return;
    await runCommand(saveUserPreference, { language: choice });
    queryClient.setQueryData<UserProfile>(commandKeyOf(getUserInfo, {}), (profile) => profile && { ...profile, language: choice });
  };
  return { chosen: device ?? (session ? saved : null), choose };
}
