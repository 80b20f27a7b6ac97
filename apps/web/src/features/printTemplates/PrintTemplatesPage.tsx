import { useMemo, useState } from 'react';
import { Button, Card, Flex, Space, Tabs } from 'antd';
import { CopyOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { listPrintTemplates, type CustomerPrintRuleView, type PrintTemplateSummary } from '@parcelflow/contract';
import { useFunction } from '../../app/authority.ts';
import { PagedTable } from '../../components/pagedTable/PagedTable.tsx';
import { usePagedList } from '../../components/pagedTable/usePagedList.ts';
import { PrintAgentStatus } from '../printAgent/PrintAgentStatus.tsx';
import { CustomerPrintRulesTab } from './printRules/CustomerPrintRulesTab.tsx';
import { CopyTemplateModal } from './CopyTemplateModal.tsx';
import { DefaultsModal } from './DefaultsModal.tsx';
import { PrintTemplateFilters } from './PrintTemplateFilters.tsx';
import { PrintTemplateFormModal } from './PrintTemplateFormModal.tsx';
import { PrintTemplateRowActions } from './PrintTemplateRowActions.tsx';
import { printTemplateColumns } from './printTemplateColumns.tsx';

type TabKey = 'templates' | 'rules';

/**
 * orderManagement/Print/printConfiguration: the company's print templates (their defaults and a preview of each) and,
 * on a second tab, the customer print rules that choose between them.
 */
export function PrintTemplatesPage() {
  const { t } = useTranslation();
  const edit = useFunction('printTemplate.edit');
  const templates = usePagedList(listPrintTemplates);
  const [editing, setEditing] = useState<PrintTemplateSummary | null | undefined>(undefined);
  const [copying, setCopying] = useState(false);
  const [defaultsOf, setDefaultsOf] = useState<PrintTemplateSummary>();
  const [tab, setTab] = useState<TabKey>('templates');
  const [ruleEditing, setRuleEditing] = useState<CustomerPrintRuleView | null | undefined>(undefined);

  const columns = useMemo(() => printTemplateColumns(t, (template) => (
    <PrintTemplateRowActions template={template} usable={edit.usable} onEdit={setEditing} onDefaults={setDefaultsOf} />
  )), [t, edit.usable]);

  return (
    <Flex vertical gap="small">
      {/* Templates printed by plugin go through this computer's print service: it is set up here. */}
      <PrintAgentStatus />
      <Card size="small">
        <Tabs
          size="small"
          activeKey={tab}
          onChange={(key) => setTab(key as TabKey)}
          tabBarExtraContent={edit.visible && (tab === 'templates' ? (
            <Space>
              <Button size="small" icon={<CopyOutlined />} disabled={!edit.usable} onClick={() => setCopying(true)}>{t('printTemplate.list.copy')}</Button>
              <Button type="primary" size="small" icon={<PlusOutlined />} disabled={!edit.usable} onClick={() => setEditing(null)}>{t('printTemplate.list.new')}</Button>
            </Space>
          ) : (
            <Button type="primary" size="small" icon={<PlusOutlined />} disabled={!edit.usable} onClick={() => setRuleEditing(null)}>{t('customerPrintRule.list.new')}</Button>
          ))}
          items={[
            {
              key: 'templates', label: t('printTemplate.tab.templates'), children: (
                <>
                  <PrintTemplateFilters onSearch={templates.search} />
                  <PagedTable<PrintTemplateSummary> list={templates} columns={columns} rowKey="id" totalText={(total) => t('printTemplate.list.total', { total })} />
                </>
              ),
            },
            { key: 'rules', label: t('printTemplate.tab.rules'), children: <CustomerPrintRulesTab editing={ruleEditing} onEdit={setRuleEditing} /> },
          ]}
        />
        {editing !== undefined && <PrintTemplateFormModal template={editing} onClose={() => setEditing(undefined)} />}
        {copying && <CopyTemplateModal onClose={() => setCopying(false)} />}
        {defaultsOf && <DefaultsModal template={defaultsOf} usable={edit.usable} onClose={() => setDefaultsOf(undefined)} />}
      </Card>
    </Flex>
  );
}
