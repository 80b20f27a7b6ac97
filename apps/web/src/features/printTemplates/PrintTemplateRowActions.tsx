import { App, Button, Popconfirm, Space, Tooltip } from 'antd';
import { DeleteOutlined, EditOutlined, EyeOutlined, HighlightOutlined, StarOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PrintTemplateSummary } from '@parcelflow/contract';
import { openPreview, useDeleteTemplate } from './api.ts';

type Props = {
  template: PrintTemplateSummary;
  usable: boolean;
  onEdit: (template: PrintTemplateSummary) => void;
  onDefaults: (template: PrintTemplateSummary) => void;
};

/** Preview (anyone who sees the list), edit, design (the label designer), defaults and delete (those who manage templates) of one template. */
export function PrintTemplateRowActions({ template, usable, onEdit, onDefaults }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const remove = useDeleteTemplate();
  const navigate = useNavigate();
  const button = (key: string, icon: React.ReactNode, onClick: () => void, disabled = !usable) => (
    <Tooltip title={t(`printTemplate.list.${key}`)}>
      <Button type="text" size="small" icon={icon} disabled={disabled} aria-label={t(`printTemplate.list.${key}`)} onClick={onClick} />
    </Tooltip>
  );
  // A failed preview is told by the failure watcher; the tab it opened is closed.
  const preview = () => void openPreview({ id: template.id }).catch(() => undefined);
  const onDelete = () => remove.mutate({ id: template.id }, { onSuccess: () => void message.success(t('printTemplate.list.deleted')) });
  return (
    <Space size={0}>
      {button('preview', <EyeOutlined />, preview, false)}
      {button('edit', <EditOutlined />, () => onEdit(template))}
      {button('design', <HighlightOutlined />, () => void navigate(`/labeldesign/Labeldesign?id=${template.id}`))}
      {button('defaults', <StarOutlined />, () => onDefaults(template))}
      <Popconfirm title={t('printTemplate.list.deleteConfirm', { name: template.name })} description={t('printTemplate.list.deleteHint')} disabled={!usable} onConfirm={onDelete}>
        <Button type="text" size="small" danger icon={<DeleteOutlined />} disabled={!usable} aria-label={t('printTemplate.list.delete')} />
      </Popconfirm>
    </Space>
  );
}
