import { useState } from 'react';
import { App, Card, Empty, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PositionSummary } from '@parcelflow/contract';
import { useProfile } from '../../app/profile.ts';
import { usePositionRights, usePositions } from './api.ts';
import { PositionFormModal } from './PositionFormModal.tsx';
import { PositionList } from './PositionList.tsx';
import { RightsEditor } from './RightsEditor.tsx';
import './positions.css';

/** The position the form edits (null: a new one); null: the form is closed. */
type Editing = { position: PositionSummary | null } | null;

/** enterpriseManagement/powerManagement/authority: positions on the left, the chosen one's rights on the right. */
export function AuthorityPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { data: profile } = useProfile();
  const positions = usePositions();
  const [chosenId, setChosenId] = useState<number>();
  const [editing, setEditing] = useState<Editing>(null);
  const [dirty, setDirty] = useState(false);
  const selected = positions.data?.find((p) => p.id === chosenId) ?? positions.data?.[0];
  const rights = usePositionRights(selected?.id);

  const select = (id: number) => {
    if (id === selected?.id) return;
    const go = () => {
      setDirty(false);
      setChosenId(id);
    };
    if (!dirty) return go();
    void modal.confirm({ title: t('position.rights.discardTitle'), content: t('position.rights.discardText'), onOk: go });
  };

  return (
    <div className="pf-authority">
      <PositionList
        positions={positions.data}
        loading={positions.isPending}
        selectedId={selected?.id}
        onSelect={select}
        onEdit={(position) => setEditing({ position })}
      />
      <div className="pf-authority-rights">
        {selected && rights.data && profile ? (
          <RightsEditor
            key={`${selected.id}-${rights.dataUpdatedAt}`}
            position={selected}
            rights={rights.data}
            isCarrier={profile.companyKind === 'carrier'}
            onDirtyChange={setDirty}
          />
        ) : (
          <Card size="small">{positions.isPending || rights.isFetching ? <Spin /> : <Empty description={t('position.rights.choose')} />}</Card>
        )}
      </div>
      {editing && <PositionFormModal position={editing.position} onSaved={setChosenId} onClose={() => setEditing(null)} />}
    </div>
  );
}
