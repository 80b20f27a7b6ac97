export * from './rateCard.table.ts';
export { rateCardCommands } from './rateCard.commands.ts';
export { cardsInForce, cardsInForceSql, loadRateCards, type CardInForce } from './rateCard.queries.ts';
export { saveRateCard, type RateCardSaver } from './rateCard.save.ts';
export { rateCardExcelCommands, rateCardImportHandler } from './excel/index.ts';
