import { useMemo, useState } from 'react';
import { App, Button, Card, Popconfirm, Space, Tooltip, type TableColumnsType } from 'antd';
import { CopyOutlined, DeleteOutlined, DownloadOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { listCompanyImportTemplates, type CompanyImportTemplateSummary } from '@parcelflow/contract';
import { useFunction } from '../../app/authority.ts';
import { currentLanguage } from '../../app/i18n.ts';
import { PagedTable } from '../../components/pagedTable/PagedTable.tsx';
import { usePagedList } from '../../components/pagedTable/usePagedList.ts';
import { downloadCompanyTemplate, useDeleteTemplate } from './api.ts';
import { CopyTemplateModal } from './CopyTemplateModal.tsx';
import { TemplateEditor } from './TemplateEditor.tsx';
import { builtInNameOf } from './templateNames.ts';

/** null: a new template; a number: that template; undefined: the editor is closed. */
type Editing = number | null | undefined;

/** orderManagement/Print/importTheConfiguration: the company's own import templates, offered after the built-in ones on import. */
export function ImportTemplatesPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const edit = useFunction('importTemplate.edit');
  const templates = usePagedList(listCompanyImportTemplates);
  const { mutate: remove } = useDeleteTemplate();
  const [editing, setEditing] = useState<Editing>(undefined);
  const [copying, setCopying] = useState(false);

  const columns = useMemo<TableColumnsType<CompanyImportTemplateSummary>>(() => [
    { title: t('importTemplate.field.name'), dataIndex: 'name' },
    { title: t('importTemplate.field.kind'), dataIndex: 'kind', width: 220, render: (kind) => builtInNameOf(kind, currentLanguage()) },
    { title: t('importTemplate.field.columnCount'), dataIndex: 'columnCount', width: 90, align: 'right' },
    { title: t('importTemplate.field.updatedAt'), dataIndex: 'updatedAt', width: 170, render: (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm:ss') },
    { title: t('importTemplate.field.updatedBy'), dataIndex: 'updatedBy', width: 120 },
    {
      title: t('importTemplate.list.actions'), key: 'actions', width: 120, align: 'center',
      render: (_, row) => (
        <Space size={0}>
          <Tooltip title={t('importTemplate.list.download')}>
            <Button type="text" size="small" icon={<DownloadOutlined />} aria-label={t('importTemplate.list.download')} onClick={() => void downloadCompanyTemplate(row)} />
          </Tooltip>
          {edit.visible && (
            <>
              <Tooltip title={t('importTemplate.list.edit')}>
                <Button type="text" size="small" icon={<EditOutlined />} disabled={!edit.usable} aria-label={t('importTemplate.list.edit')} onClick={() => setEditing(row.id)} />
              </Tooltip>
              <Popconfirm title={t('importTemplate.list.deleteConfirm', { name: row.name })} disabled={!edit.usable}
                onConfirm={() => remove({ id: row.id }, { onSuccess: () => void message.success(t('importTemplate.list.deleted')) })}>
                <Button type="text" size="small" danger icon={<DeleteOutlined />} disabled={!edit.usable} aria-label={t('importTemplate.list.delete')} />
              </Popconfirm>
            </>
          )}
        </Space>
      ),
    },
  ], [t, message, edit.visible, edit.usable, remove]);
  return (
    <Card
      size="small"
      title={t('importTemplate.list.title')}
      extra={edit.visible && (
        <Space>
          <Button size="small" icon={<CopyOutlined />} disabled={!edit.usable} onClick={() => setCopying(true)}>{t('importTemplate.list.copy')}</Button>
          <Button type="primary" size="small" icon={<PlusOutlined />} disabled={!edit.usable} onClick={() => setEditing(null)}>{t('importTemplate.list.new')}</Button>
        </Space>
      )}
    >
      <PagedTable<CompanyImportTemplateSummary>
        list={templates}
        columns={columns}
        rowKey="id"
        emptyText={t('importTemplate.list.empty')}
        totalText={(total) => t('importTemplate.list.total', { total })}
      />
      {editing !== undefined && <TemplateEditor id={editing ?? undefined} onClose={() => setEditing(undefined)} />}
      {copying && <CopyTemplateModal onClose={() => setCopying(false)} onCopied={(id) => { setCopying(false); setEditing(id); }} />}
    </Card>
  );
}
