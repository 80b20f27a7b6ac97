/** A site's name for the interface language: the English name in English when it has one. */
export function siteName(site: { nameCn: string; nameEn: string }, language: string): string {
  return language === 'en-US' && site.nameEn ? site.nameEn : site.nameCn;
}

/** "1002 Guangzhou Branch": how pickers and lists name a site. */
export function siteLabel(site: { code: string; nameCn: string; nameEn: string }, language: string): string {
  return `${site.code} ${siteName(site, language)}`;
}
