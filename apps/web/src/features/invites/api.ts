import { abolishInvite, listInvites } from '@parcelflow/contract';
import { useCommandMutation } from '../../app/command.ts';

export const useAbolishInvite = () => useCommandMutation(abolishInvite, [listInvites]);
