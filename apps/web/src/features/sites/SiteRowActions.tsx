import { App, Button, Popconfirm, Space, Tooltip } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { SiteRow } from '@parcelflow/contract';
import { useDeleteSite } from './api.ts';

type Props = { site: SiteRow; usable: boolean; onEdit: (site: SiteRow) => void };

/** Why a site cannot go (sub-sites first, then the people and customers on it), or null when it can. */
function deleteBlocker(site: SiteRow): string | null {
  if (site.childCount > 0) return 'site.list.deleteHasChildren';
  if (site.staffCount > 0 || site.customerCount > 0) return 'site.list.deleteInUse';
  return null;
}

/** Edit and delete of one site; delete asks first and is offered only for a site nothing hangs on. */
export function SiteRowActions({ site, usable, onEdit }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const remove = useDeleteSite();
  const blocker = deleteBlocker(site);
  return (
    <Space size={0}>
      <Tooltip title={t('site.list.edit')}>
        <Button type="text" size="small" icon={<EditOutlined />} disabled={!usable} aria-label={t('site.list.edit')} onClick={() => onEdit(site)} />
      </Tooltip>
      {/* Opens to the left, clear of the button's tooltip above it. */}
      <Popconfirm
        placement="left"
        title={t('site.list.deleteConfirm', { name: `${site.code} ${site.nameCn}` })}
        disabled={!usable || blocker !== null}
        // The shell has already shown why a refused delete failed; the confirm just closes.
        onConfirm={() => remove.mutateAsync({ id: site.id }).then(() => void message.success(t('site.list.deleted')), () => undefined)}
      >
        <Tooltip title={t(blocker ?? 'site.list.delete')}>
          <Button type="text" size="small" danger icon={<DeleteOutlined />} disabled={!usable || blocker !== null} aria-label={t('site.list.delete')} />
        </Tooltip>
      </Popconfirm>
    </Space>
  );
}
