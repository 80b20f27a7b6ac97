export * from './company.table.ts';
export { findCarrierByNo, findCompanyByHost } from './company-host.ts';
