export * from './company.table.ts';
export { findCarrierByNo, findCompanyByHost, findPublicCarrier } from './company-host.ts';
