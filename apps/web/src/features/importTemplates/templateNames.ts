import { EXCEL_TEXTS, IMPORT_TEMPLATE_KINDS, type ImportTemplateKind, type Language } from '@parcelflow/contract';

/** A kind named as its built-in template is named in the import dialog ("Inbound order import"). */
export const builtInNameOf = (kind: ImportTemplateKind, language: Language): string => EXCEL_TEXTS[language].templateNames[kind];

export const kindOptions = (language: Language) => IMPORT_TEMPLATE_KINDS.map((kind) => ({ value: kind, label: builtInNameOf(kind, language) }));
