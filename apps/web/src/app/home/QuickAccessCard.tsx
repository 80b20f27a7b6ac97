import { Card, Col, Empty, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { leafEntries, type MenuEntry } from '../shell/menuEntries.ts';
import { menuIcon } from '../shell/menuIcons.tsx';

type Props = { entries: MenuEntry[]; loading: boolean };

/** The pages this user may open, grouped by their menu, one click away. */
export function QuickAccessCard({ entries, loading }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const groups = entries.filter((entry) => leafEntries([entry]).length > 0);
  return (
    <Card title={t('shell.home.quickAccess.title')} loading={loading}>
      {groups.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shell.noMenu.text')} />}
      <Row gutter={[12, 12]}>
        {groups.flatMap((group) =>
          leafEntries([group]).map((entry) => (
            <Col key={entry.id} xs={12} lg={6}>
              <button
                type="button"
                className="pf-quick"
                disabled={entry.disabled}
                onClick={() => entry.path && void navigate(entry.path)}
              >
                <span className="pf-quick-icon">{menuIcon(entry.key)}</span>
                <span>
                  <strong>{t(`menu.${entry.key}`)}</strong>
                  <Typography.Text type="secondary">{t(`menu.${group.key}`)}</Typography.Text>
                </span>
              </button>
            </Col>
          )),
        )}
      </Row>
    </Card>
  );
}
