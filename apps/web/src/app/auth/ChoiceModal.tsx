import { Button, Modal, Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { USER_SOURCE_TYPES, type LoginChoice } from '@parcelflow/contract';
import { AntdProviders } from '../locale/AntdProviders.tsx';
import { userTypeLabel } from './userTypeLabel.ts';

type Props = {
  choices: LoginChoice[] | undefined;
  loading: boolean;
  onChoose: (choice: LoginChoice) => void;
  onCancel: () => void;
};

/** One account holding several identities: the user picks which one to sign in as (antd's, on the light login page). */
export function ChoiceModal({ choices, loading, onChoose, onCancel }: Props) {
  const { t } = useTranslation();
  const columns: TableColumnsType<LoginChoice> = [
    {
      title: t('auth.choice.userType'),
      dataIndex: 'userType',
      width: 120,
      render: (userType: number) => (
        <Tag color={userType === USER_SOURCE_TYPES.ordinary ? 'blue' : 'geekblue'}>{userTypeLabel(t, userType)}</Tag>
      ),
    },
    { title: t('auth.choice.userNo'), dataIndex: 'userNo', width: 130 },
    {
      title: t('auth.choice.company'),
      dataIndex: 'companyName',
      render: (name: string, choice) => `${name} (${choice.companyNo})`,
    },
    {
      key: 'action',
      width: 90,
      align: 'right',
      render: (_, choice) => (
        <Button type="primary" size="small" loading={loading} onClick={() => onChoose(choice)}>
          {t('auth.choice.enter')}
        </Button>
      ),
    },
  ];
  return (
    <AntdProviders>
      <Modal open={Boolean(choices)} title={t('auth.choice.title')} footer={null} width={640} onCancel={onCancel} destroyOnHidden>
        <p>{t('auth.choice.intro')}</p>
        <Table<LoginChoice>
          rowKey="userId"
          size="small"
          pagination={false}
          columns={columns}
          dataSource={choices}
          onRow={(choice) => ({ onDoubleClick: () => onChoose(choice) })}
        />
      </Modal>
    </AntdProviders>
  );
}
