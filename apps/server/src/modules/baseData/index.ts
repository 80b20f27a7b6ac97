export * from './baseData.table.ts';
export { baseDataCommands } from './baseData.commands.ts';
export { baseDataWriter } from './baseData.writer.ts';
export { unknownGoodsTypeWhen } from './goods-type-check.ts';
export { goodsTypesByName } from './goods-type-names.ts';
