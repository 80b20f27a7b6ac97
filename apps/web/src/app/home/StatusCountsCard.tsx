import { Card, Col, Row, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ORDER_STATUSES, ORDER_STATUS_COLOURS, type OrderStatus } from '@parcelflow/contract';
import { orderListPath } from './api.ts';

type Props = { counts: Record<OrderStatus, number> | undefined; loading: boolean };

/** Orders per status; each opens the order list on that status when the list exists. */
export function StatusCountsCard({ counts, loading }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const listPath = orderListPath();
  return (
    <Card title={t('home.status.title')} loading={loading}>
      <Row gutter={[12, 12]}>
        {ORDER_STATUSES.map((status) => (
          <Col key={status} xs={12} md={6} xl={4}>
            <button
              type="button"
              className="pf-home-status"
              disabled={!listPath}
              onClick={() => listPath && void navigate(`${listPath}?status=${status}`)}
            >
              <Typography.Text strong className="pf-home-status-count">{counts?.[status] ?? 0}</Typography.Text>
              <Tag color={ORDER_STATUS_COLOURS[status]}>{t(`tracking.status.${status}`)}</Tag>
            </button>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
