import { getUserInfo, type UserProfile } from '@parcelflow/contract';
import { useCommandQuery } from './command.ts';
import { useSession } from './useSession.ts';

/** The signed-in user's profile (uc/getUserInfo); idle without a session (a login or logout clears every answer). */
export function useProfile() {
  const session = useSession();
  return useCommandQuery(getUserInfo, {}, { enabled: Boolean(session), staleTime: 5 * 60_000 });
}

/** The company name for the interface language: the English name in English when the company has one. */
export function companyNameIn(profile: Pick<UserProfile, 'companyName' | 'companyNameEn'>, language: string): string {
  return language === 'en-US' && profile.companyNameEn ? profile.companyNameEn : profile.companyName;
}
