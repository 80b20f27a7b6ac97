export * from './partner.table.ts';
export { partnerCommands } from './partner.commands.ts';
export { findActivePartnerOf } from './partner.queries.ts';
export { seedPartnerships } from './partner.seed.ts';
