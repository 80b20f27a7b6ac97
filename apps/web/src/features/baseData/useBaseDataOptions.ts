import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BASE_DATA_KINDS, BUILT_IN_BASE_DATA, baseDataOptions, matchLanguage, type BaseDataKind, type BaseDataNames, type BaseDataValue } from '@parcelflow/contract';
import { useCommandQuery } from '../../app/command.ts';

/** The built-in values: what the forms offer until the company's own arrive (or when they cannot be read). */
const BUILT_IN: readonly BaseDataValue[] = BASE_DATA_KINDS.flatMap((kind) => BUILT_IN_BASE_DATA[kind].map((value) => ({ kind, ...value, builtIn: true })));

/** A value's name in the interface language (Simplified Chinese for any other). */
export function baseDataNameIn(value: BaseDataNames, language: string): string {
  const matched = matchLanguage(language);
  if (matched === 'zh-TW') return value.nameZhTw;
  return matched === 'en-US' ? value.nameEn : value.nameZhCn;
}

export type BaseDataOptions = {
  /** The values of a kind, built-in first. */
  valuesOf: (kind: BaseDataKind) => readonly BaseDataValue[];
  /** A code's name in the interface language; the code itself when no value has it (a deleted one, say). */
  nameOf: (kind: BaseDataKind, code: string) => string;
};

/**
 * The values an order may name: the built-in ones and those of the company that carries it, which for a cargo
 * owner is the carrier its form names. The answer is shared by every field that asks (one query per carrier).
 */
export function useBaseDataOptions(carrierCompanyNo?: string): BaseDataOptions {
  const { i18n } = useTranslation();
  const answer = useCommandQuery(baseDataOptions, carrierCompanyNo ? { carrierCompanyNo } : {}, { staleTime: 5 * 60_000, silent: true });
  const list = answer.data?.list ?? BUILT_IN;
  const language = i18n.language;
  return useMemo(() => {
    const valuesOf = (kind: BaseDataKind) => list.filter((value) => value.kind === kind);
    const nameOf = (kind: BaseDataKind, code: string) => {
      // Orders keep a goods type in lower case and a unit in upper case; a code matches in any case.
      const value = list.find((candidate) => candidate.kind === kind && candidate.code.toLowerCase() === code.toLowerCase());
      return value ? baseDataNameIn(value, language) : code;
    };
    return { valuesOf, nameOf };
  }, [list, language]);
}
