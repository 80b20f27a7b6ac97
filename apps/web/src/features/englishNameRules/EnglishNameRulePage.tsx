import { useMemo } from 'react';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { ENGLISH_NAME_RULE_KINDS, englishNameRuleExcel, listEnglishNameRules, type EnglishNameRuleView } from '@parcelflow/contract';
import { ReferenceTablePage } from '../../components/referenceTable/ReferenceTablePage.tsx';
import { useDeleteEnglishNameRule } from './api.ts';
import { EnglishNameRuleFormModal } from './EnglishNameRuleFormModal.tsx';

/** englishNameRule: the company's Chinese-to-English goods name mappings and refused English words, with add, edit and delete. */
export function EnglishNameRulePage() {
  const { t } = useTranslation();
  const { mutate: remove } = useDeleteEnglishNameRule();
  const columns = useMemo<TableColumnsType<EnglishNameRuleView>>(() => [
    { title: t('englishNameRule.field.kind'), dataIndex: 'kind', width: 140, render: (kind: string) => t(`englishNameRule.kind.${kind}`) },
    { title: t('englishNameRule.field.nameCn'), dataIndex: 'nameCn', width: 240 },
    { title: t('englishNameRule.field.nameEn'), dataIndex: 'nameEn', width: 240 },
  ], [t]);
  return (
    <ReferenceTablePage
      namespace="englishNameRule" list={listEnglishNameRules} excel={englishNameRuleExcel} editFunction="englishNameRule.edit"
      columns={columns} rowKey="id" form={EnglishNameRuleFormModal} onDelete={(row, options) => remove({ id: row.id }, options)}
      filterBar={{
        name: 'englishNameRuleFilters',
        fields: [
          { kind: 'enum', name: 'kind', label: t('englishNameRule.field.kind'), values: ENGLISH_NAME_RULE_KINDS, labels: 'englishNameRule.kind' },
          { kind: 'text', name: 'nameCn', label: t('englishNameRule.field.nameCn'), maxLength: 100 },
          { kind: 'text', name: 'nameEn', label: t('englishNameRule.field.nameEn'), maxLength: 100 },
        ],
      }}
    />
  );
}
