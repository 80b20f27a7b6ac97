import { useQuery } from '@tanstack/react-query';
import {
  deleteDunningRule, getDunningFormOptions, listDunningReminders, listDunningRules, listMyDunningReminders, markDunningRemindersRead,
} from '@parcelflow/contract';
import { commandKeyOf, runCommand, useCommandMutation, useCommandQuery } from '../../app/command.ts';
import { useSession } from '../../app/useSession.ts';

/** A rule's change reloads the rules (their counts come with them). */
export const reloadedByRuleChange = [listDunningRules];

/** Sites and staff users for the rule's limits: loaded only for those who may edit (the command needs the right). */
export const useDunningFormOptions = (enabled: boolean) => useCommandQuery(getDunningFormOptions, {}, { enabled });

export const useDeleteDunningRule = () => useCommandMutation(deleteDunningRule, [listDunningRules, listDunningReminders]);

/** How many of the caller's reminders the header and the bills page show. */
const MY_REMINDERS_SHOWN = 20;
/** Reminders are sent by the day: a look every five minutes is soon enough. */
const MY_REMINDERS_POLL_MS = 5 * 60_000;

/** The caller's own payment reminders and the unread count, quietly (any session may ask). */
export function useMyDunningReminders() {
  const session = useSession();
  return useQuery({
    // Another login's reminders are another answer: the token keeps them apart.
    queryKey: [...commandKeyOf(listMyDunningReminders, {}), session?.token],
    queryFn: () => runCommand(listMyDunningReminders, { limit: MY_REMINDERS_SHOWN }, { silent: true }),
    enabled: Boolean(session),
    refetchInterval: MY_REMINDERS_POLL_MS,
  });
}

export const useMarkDunningRemindersRead = () => useCommandMutation(markDunningRemindersRead, [listMyDunningReminders, listDunningReminders]);
