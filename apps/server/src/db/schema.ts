export * from '../modules/company/company.table.ts';
export * from '../modules/account/account.table.ts';
export * from '../modules/position/position.table.ts';
export * from '../modules/session/session.table.ts';
export * from '../modules/enterprise/enterprise.table.ts';
export * from '../modules/notify/notify.table.ts';
export * from '../modules/security/security.table.ts';
export * from '../modules/language/language.table.ts';
