import { useNavigate } from 'react-router';
import type { UserLoginOutput } from '@parcelflow/contract';
import { queryClient } from '../queryClient.ts';
import { saveSession } from '../session.ts';
import { releaseLock } from '../shell/lockState.ts';

/** Stores a new session and opens the shell, or the password change a first login requires. */
export function useCompleteLogin(): (output: UserLoginOutput) => void {
  const navigate = useNavigate();
  return (output) => {
    if (!output.token || !output.userInfo) return;
    queryClient.clear();
    releaseLock();
    saveSession({ token: output.token, userInfo: output.userInfo });
    void navigate(output.mustChangePassword ? '/ChangePassword' : '/home', { replace: true });
  };
}
