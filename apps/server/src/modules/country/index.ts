export * from './country.table.ts';
export { seedCountries } from './country.seed.ts';
export { assertKnownCountry, containing, countryName, countryOptionPage, findUnknownCountries, listCountryPage } from './country.queries.ts';
