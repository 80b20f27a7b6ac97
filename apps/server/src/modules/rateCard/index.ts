export * from './rateCard.table.ts';
export { rateCardCommands } from './rateCard.commands.ts';
export { cardsInForce, loadRateCards } from './rateCard.queries.ts';
export { saveRateCard, type RateCardSaver } from './rateCard.save.ts';
export { rateCardExcelCommands, rateCardImportHandler } from './excel/index.ts';
