import { App, Card, Flex, Switch, Table, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DATA_SWITCHES, getDataUpdate, saveDataSwitches, type DataSetView, type DataSwitch, type DataSwitches } from '@parcelflow/contract';
import { useFunction } from '../../app/authority.ts';
import { useCommandMutation, useCommandQuery } from '../../app/command.ts';

const when = (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm:ss');

/** systemManagent/dataUpdate: the company's reference data sets (size, last change) and the switches of the checks they drive. */
export function DataUpdatePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const edit = useFunction('dataUpdate.edit');
  const view = useCommandQuery(getDataUpdate, {}).data;
  const save = useCommandMutation(saveDataSwitches, [getDataUpdate]);
  const toggle = (key: DataSwitch, on: boolean) => {
    if (!view) return;
    const switches: DataSwitches = { ...view.switches, [key]: on };
    save.mutate(switches, { onSuccess: () => void message.success(t(on ? 'dataUpdate.switchedOn' : 'dataUpdate.switchedOff', { name: t(`dataUpdate.switch.${key}.name`) })) });
  };
  const columns: TableColumnsType<DataSetView> = [
    { title: t('dataUpdate.column.dataSet'), dataIndex: 'key', width: 200, render: (key: string) => t(`menu.${key}`) },
    { title: t('dataUpdate.column.rows'), dataIndex: 'rows', width: 120, align: 'right', render: (rows: number) => rows.toLocaleString() },
    // A seeded data set nobody has changed has no audit record: a plain dash, not an empty cell.
    { title: t('dataUpdate.column.changedAt'), dataIndex: 'changedAt', width: 180, render: (at: string | null) => (at ? when(at) : t('dataUpdate.never')) },
    { title: t('dataUpdate.column.changedBy'), dataIndex: 'changedBy', width: 160, render: (by: string | null) => by ?? t('dataUpdate.never') },
  ];
  return (
    <Flex vertical gap={12}>
      <Card size="small" title={t('dataUpdate.dataSetsTitle')}>
        <Table<DataSetView> size="small" rowKey="key" columns={columns} dataSource={view?.dataSets} loading={!view} pagination={false} />
      </Card>
      <Card size="small" title={t('dataUpdate.switchesTitle')}>
        {DATA_SWITCHES.map((key) => (
          <Flex key={key} gap={12} align="start" style={{ marginBottom: 12 }}>
            <Switch
              checked={view?.switches[key]}
              loading={!view || save.isPending}
              disabled={!edit.usable}
              aria-label={t(`dataUpdate.switch.${key}.name`)}
              onChange={(on) => toggle(key, on)}
            />
            <div>
              <Typography.Text strong>{t(`dataUpdate.switch.${key}.name`)}</Typography.Text>
              <div><Typography.Text type="secondary">{t(`dataUpdate.switch.${key}.description`)}</Typography.Text></div>
            </div>
          </Flex>
        ))}
        {view?.switchesChange.changedAt && (
          <Typography.Text type="secondary">{t('dataUpdate.switchesChanged', { at: when(view.switchesChange.changedAt), by: view.switchesChange.changedBy ?? '' })}</Typography.Text>
        )}
      </Card>
    </Flex>
  );
}
