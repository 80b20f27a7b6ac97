import { Button, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import { LANGUAGES, type Language } from '@parcelflow/contract';
import { LANGUAGE_ENDONYMS } from '../../app/locale/languageNames.ts';
import type { TextRow } from './textRows.ts';

type Grant = { visible: boolean; usable: boolean };

function TextCell({ row, language, t }: { row: TextRow; language: Language; t: TFunction }) {
  const override = row.overrides[language];
  const shipped = row.shipped[language];
  if (override) {
    return (
      <Space orientation="vertical" size={0}>
        <span>
          <Tag color="blue">{t('language.table.customised')}</Tag>
          {override.value}
        </span>
        {shipped !== undefined && <Typography.Text type="secondary" delete>{shipped}</Typography.Text>}
      </Space>
    );
  }
  return shipped === undefined ? <Tag color="red">{t('language.table.missing')}</Tag> : <span>{shipped}</span>;
}

export function textColumns(t: TFunction, edit: Grant, onEdit: (row: TextRow) => void): TableColumnsType<TextRow> {
  const columns: TableColumnsType<TextRow> = [
    {
      title: t('language.table.key'),
      dataIndex: 'key',
      width: 260,
      render: (key: string) => <Typography.Text code className="pf-text-key">{key}</Typography.Text>,
    },
    ...LANGUAGES.map((language) => ({
      title: LANGUAGE_ENDONYMS[language],
      key: language,
      render: (_: unknown, row: TextRow) => <TextCell row={row} language={language} t={t} />,
    })),
  ];
  if (edit.visible) {
    columns.push({
      title: t('language.table.actions'),
      key: 'actions',
      width: 72,
      align: 'center',
      fixed: 'right',
      render: (_, row) => (
        <Button type="link" size="small" icon={<EditOutlined />} disabled={!edit.usable} onClick={() => onEdit(row)}>
          {t('language.table.edit')}
        </Button>
      ),
    });
  }
  return columns;
}
