import { useQuery } from '@tanstack/react-query';
import type { UserProfile } from '@parcelflow/contract';
import { callCommand } from './envelope.ts';
import { useSession } from './useSession.ts';

export const profileKey = (token: string | undefined) => ['profile', token] as const;

/** The signed-in user's profile (uc/getUserInfo); idle without a session. */
export function useProfile() {
  const session = useSession();
  return useQuery({
    queryKey: profileKey(session?.token),
    queryFn: () => callCommand<UserProfile>('uc', 'getUserInfo'),
    enabled: Boolean(session),
    staleTime: 5 * 60_000,
  });
}

/** The company name for the interface language: the English name in English when the company has one. */
export function companyNameIn(profile: Pick<UserProfile, 'companyName' | 'companyNameEn'>, language: string): string {
  return language === 'en-US' && profile.companyNameEn ? profile.companyNameEn : profile.companyName;
}
