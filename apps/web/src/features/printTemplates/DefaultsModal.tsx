import { useState } from 'react';
import { App, Button, Divider, Modal, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { getPrintTemplate, PRINT_DEFAULT_TARGETS, printDefaultTargetComboBox, type PrintDefaultTarget, type PrintTemplateSummary } from '@parcelflow/contract';
import { useCommandQuery } from '../../app/command.ts';
import { RemoteSelect } from '../../components/RemoteSelect.tsx';
import { useSetDefault, useUnsetDefault } from './api.ts';

type Props = { template: PrintTemplateSummary; usable: boolean; onClose: () => void };

/** The channels and customers whose orders print with this template for its type: add one, or remove one with its tag. */
export function DefaultsModal({ template, usable, onClose }: Props) {
  const { t } = useTranslation();
  const current = useCommandQuery(getPrintTemplate, { id: template.id }).data ?? template;
  return (
    <Modal open title={t('printTemplate.defaults.title', { name: template.name })} onCancel={onClose} footer={null} width={560}>
      <p>{t('printTemplate.defaults.hint', { type: t(`printTemplate.type.${template.type}`) })}</p>
      {PRINT_DEFAULT_TARGETS.map((target) => (
        <DefaultTargets key={target} templateId={template.id} target={target} usable={usable}
          holders={target === 'channel' ? current.defaultChannels : current.defaultCustomers} />
      ))}
    </Modal>
  );
}

type TargetsProps = { templateId: number; target: PrintDefaultTarget; usable: boolean; holders: PrintTemplateSummary['defaultChannels'] };

function DefaultTargets({ templateId, target, usable, holders }: TargetsProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [picked, setPicked] = useState<number>();
  const set = useSetDefault();
  const unset = useUnsetDefault();
  const add = () => picked !== undefined && set.mutate({ id: templateId, target, targetId: picked }, {
    onSuccess: () => {
      setPicked(undefined);
      void message.success(t('printTemplate.defaults.set'));
    },
  });
  return (
    <>
      <Divider titlePlacement="start" plain>{t(`printTemplate.defaults.${target}s`)}</Divider>
      <Space wrap style={{ marginBottom: 8 }}>
        {holders.length === 0 && <Typography.Text type="secondary">{t('printTemplate.defaults.none')}</Typography.Text>}
        {holders.map((holder) => (
          <Tag key={holder.id} closable={usable} onClose={(event) => {
            event.preventDefault();
            unset.mutate({ id: templateId, target, targetId: holder.id });
          }}>{`${holder.code} ${holder.name}`}</Tag>
        ))}
      </Space>
      <Space.Compact style={{ width: '100%' }}>
        <RemoteSelect command={printDefaultTargetComboBox} params={{ target }} value={picked} onChange={(value) => setPicked(value as number | undefined)}
          placeholder={t(`printTemplate.defaults.pick.${target}`)} aria-label={t(`printTemplate.defaults.pick.${target}`)} allowClear disabled={!usable} style={{ flex: 1 }} />
        <Button type="primary" disabled={!usable || picked === undefined} loading={set.isPending} onClick={add}>{t('printTemplate.defaults.add')}</Button>
      </Space.Compact>
    </>
  );
}
