import { useNavigate } from 'react-router';
import type { UserLoginOutput } from '@parcelflow/contract';
import { saveSession } from '../session.ts';
import { releaseLock } from '../shell/lockState.ts';

/**
 * Stores a new session and opens the shell, or the password change a first login requires. What the query cache holds
 * of a previous user goes with the session's change (queryClient.ts).
 */
export function useCompleteLogin(): (output: UserLoginOutput) => void {
  const navigate = useNavigate();
  return (output) => {
    if (!output.token || !output.userInfo) return;
    releaseLock();
    saveSession({ token: output.token, userInfo: output.userInfo });
    void navigate(output.mustChangePassword ? '/ChangePassword' : '/home', { replace: true });
  };
}
