import { z } from 'zod';
import { declareCommand, emptyInput, emptyOutput, pageOf } from '../command.ts';
import {
  dunningFormOptions, dunningReminderView, dunningRuleIdInput, dunningRuleView, listDunningRemindersInput, listDunningRulesInput, listMyDunningRemindersInput,
  markDunningRemindersReadInput, markDunningRemindersReadOutput, myDunningRemindersOutput, saveDunningRuleInput,
} from './dunning.ts';

export const listDunningRules = declareCommand({
  service: 'main', command: 'listDunningRules', permission: 'dunning.view', input: listDunningRulesInput, output: pageOf(dunningRuleView),
  summary: "One page of the company's dunning rules by name, each with its limits and how many reminders it sent.",
});

export const getDunningFormOptions = declareCommand({
  service: 'main', command: 'getDunningFormOptions', permission: 'dunning.edit', input: emptyInput, output: dunningFormOptions,
  summary: "What a dunning rule's limits choose from: the company's sites in tree order and its staff users.",
});

export const saveDunningRule = declareCommand({
  service: 'main', command: 'saveDunningRule', permission: 'dunning.edit', input: saveDunningRuleInput, output: z.object({ id: z.number() }),
  summary: "Create a dunning rule (no id) or change one; the name is unique in the company, the sites and users are the company's.",
});

export const deleteDunningRule = declareCommand({
  service: 'main', command: 'deleteDunningRule', permission: 'dunning.edit', input: dunningRuleIdInput, output: emptyOutput,
  summary: 'Delete a dunning rule; the reminders it sent are kept with its name.',
});

export const listDunningReminders = declareCommand({
  service: 'main', command: 'listDunningReminders', permission: 'dunning.view', input: listDunningRemindersInput, output: pageOf(dunningReminderView),
  summary: 'One page of the reminders sent, newest first, by rule, customer, bill or customer keyword and day sent, with how many recipients read each.',
});

export const listMyDunningReminders = declareCommand({
  service: 'main', command: 'listMyDunningReminders', permission: 'session', input: listMyDunningRemindersInput, output: myDunningRemindersOutput,
  summary: "The caller's own payment reminders, newest first, with how many are unread.",
});

export const markDunningRemindersRead = declareCommand({
  service: 'main', command: 'markDunningRemindersRead', permission: 'session', input: markDunningRemindersReadInput, output: markDunningRemindersReadOutput,
  summary: "Mark some of the caller's reminders read, or all of them when no ids are given; answers how many stay unread.",
});

export const dunningDeclarations = [
  listDunningRules, getDunningFormOptions, saveDunningRule, deleteDunningRule, listDunningReminders, listMyDunningReminders, markDunningRemindersRead,
];
