import { useQueryClient } from '@tanstack/react-query';
import type { Language, UserProfile } from '@parcelflow/contract';
import { callCommand } from '../envelope.ts';
import { switchLanguage } from '../i18n.ts';
import { profileKey } from '../profile.ts';
import { useSession } from '../useSession.ts';

/** Switches the language; when signed in, also saves it as the user's choice for every device. */
export function useChangeLanguage(): (language: Language) => Promise<void> {
  const session = useSession();
  const queryClient = useQueryClient();
  return async (language) => {
    await switchLanguage(language);
    if (!session) return;
    await callCommand('uc', 'saveUserPreference', { language });
    queryClient.setQueryData<UserProfile>(profileKey(session.token), (profile) => profile && { ...profile, language });
  };
}
