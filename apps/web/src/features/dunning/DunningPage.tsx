import { useState } from 'react';
import { Alert, Button, Card, Tabs } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DunningRuleView } from '@parcelflow/contract';
import { useFunction } from '../../app/authority.ts';
import { DunningRemindersTab } from './DunningRemindersTab.tsx';
import { DunningRulesTab } from './DunningRulesTab.tsx';

type TabKey = 'rules' | 'sent';

/** financeManagement/dunning: the rules that remind customers of overdue bills, and the reminders they sent. */
export function DunningPage() {
  const { t } = useTranslation();
  const edit = useFunction('dunning.edit');
  const [tab, setTab] = useState<TabKey>('rules');
  const [editing, setEditing] = useState<DunningRuleView | null | undefined>(undefined);
  return (
    <Card size="small">
      <Alert type="info" showIcon title={t('dunning.intro')} style={{ marginBottom: 8 }} />
      <Tabs
        size="small"
        // The theme sets tab bars flush with what follows; the filters keep the gap they have under a card's title.
        styles={{ header: { marginBottom: 12 } }}
        activeKey={tab}
        onChange={(key) => setTab(key as TabKey)}
        tabBarExtraContent={tab === 'rules' && edit.visible && (
          <Button type="primary" size="small" icon={<PlusOutlined />} disabled={!edit.usable} onClick={() => setEditing(null)}>{t('dunning.list.new')}</Button>
        )}
        items={[
          { key: 'rules', label: t('dunning.tab.rules'), children: <DunningRulesTab edit={edit} editing={editing} onEdit={setEditing} /> },
          { key: 'sent', label: t('dunning.tab.sent'), children: <DunningRemindersTab /> },
        ]}
      />
    </Card>
  );
}
