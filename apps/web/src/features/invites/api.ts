import { abolishInvite, generateInvite, listInvites, type ListInvitesInput } from '@parcelflow/contract';
import { useCommandMutation, useCommandQuery } from '../../app/command.ts';

export const useInvites = (query: ListInvitesInput) => useCommandQuery(listInvites, query, { keepPrevious: true });

export const useGenerateInvite = () => useCommandMutation(generateInvite, [listInvites]);
export const useAbolishInvite = () => useCommandMutation(abolishInvite, [listInvites]);
