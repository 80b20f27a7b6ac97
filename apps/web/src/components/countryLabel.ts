// Apart from CountrySelect, so that the public tracking page names countries without loading antd's select.
const displayNames = new Map<string, Intl.DisplayNames>();

/** "US United States" / "US 美国": the server sends ISO codes, the name follows the interface language. */
export function countryLabel(code: string, language: string): string {
  if (!displayNames.has(language)) displayNames.set(language, new Intl.DisplayNames([language], { type: 'region', fallback: 'code' }));
  const name = code.length === 2 ? displayNames.get(language)!.of(code) : undefined;
  return name && name !== code ? `${code} ${name}` : code;
}
