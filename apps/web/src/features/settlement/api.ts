import { exportSettlementDetails, listMyTasks, settlementChart, type CommandInput } from '@parcelflow/contract';
import { useCommandMutation, useCommandQuery } from '../../app/command.ts';

/** A chart's figures; the previous ones stay drawn while new ones load. */
export const useSettlementChart = (input: CommandInput<typeof settlementChart>) => useCommandQuery(settlementChart, input, { keepPrevious: true });

/** Starts a task: the progress box asks for the user's tasks again at once. */
export const useExportSettlement = () => useCommandMutation(exportSettlementDetails, [listMyTasks]);
