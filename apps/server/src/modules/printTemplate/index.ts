export * from './printTemplate.table.ts';
export * from './customerPrintRule.table.ts';
export { printTemplateCommands } from './printTemplate.commands.ts';
export { readLayoutImages } from './layout-images.ts';
export { templateImageAccess } from './template-image-access.ts';
