import { Button, Checkbox, Popover, Space, Tooltip } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ColumnChoice } from './columnPreference.ts';

type Props<K extends string> = {
  config: ColumnChoice<K>;
  shown: readonly K[];
  onChoose: (columns: K[]) => void;
  titleOf: (key: K) => string;
};

/** A settings popover with a checkbox per column; the first column always stays. */
export function ColumnChooser<K extends string>({ config, shown, onChoose, titleOf }: Props<K>) {
  const { t } = useTranslation();
  const pinned = config.columns[0];
  const options = config.columns.map((key) => ({ value: key, label: titleOf(key), disabled: key === pinned }));
  const content = (
    <Space orientation="vertical" size="small">
      <Checkbox.Group
        value={[...shown]}
        options={options}
        onChange={(keys) => onChoose(config.columns.filter((key) => keys.includes(key)))}
        style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(140px, auto))', rowGap: 6 }}
      />
      <Button size="small" type="link" style={{ paddingInline: 0 }} onClick={() => onChoose([...config.defaultColumns])}>
        {t('orderList.columns.reset')}
      </Button>
    </Space>
  );
  return (
    <Popover trigger="click" placement="bottomRight" title={t('orderList.columns.title')} content={content}>
      <Tooltip title={t('orderList.columns.title')}>
        <Button icon={<SettingOutlined />} aria-label={t('orderList.columns.title')} />
      </Tooltip>
    </Popover>
  );
}
