import { Button, Form, InputNumber, Space, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FREIGHT_TRIAL_LIMITS } from '@parcelflow/contract';

const SIDES = ['length', 'width', 'height'] as const;

/** The shipment's pieces as lines of identical pieces: how many, one piece's weight and its sides; rows added and removed. */
export function PiecesField() {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('priceQuery.form.pieces')} required>
      <Form.List name="pieces">
        {(lines, { add, remove }) => (
          <Space direction="vertical" size={4}>
            {lines.map((line, index) => (
              <Space key={line.key} align="start" wrap size={4}>
                <Typography.Text type="secondary" style={{ lineHeight: '32px', minWidth: 16 }}>{index + 1}</Typography.Text>
                <Form.Item name={[line.name, 'quantity']} noStyle>
                  <InputNumber aria-label={t('priceQuery.form.quantity')} placeholder={t('priceQuery.form.quantity')} min={1} precision={0} style={{ width: 90 }} />
                </Form.Item>
                <Form.Item name={[line.name, 'weight']} noStyle>
                  <InputNumber aria-label={t('priceQuery.form.weight')} placeholder={t('priceQuery.form.weight')} min={0} precision={3} style={{ width: 160 }} />
                </Form.Item>
                {SIDES.map((side) => (
                  <Form.Item key={side} name={[line.name, side]} noStyle>
                    <InputNumber aria-label={t(`priceQuery.form.${side}`)} placeholder={t(`priceQuery.form.${side}`)} min={1} precision={0} style={{ width: 100 }} />
                  </Form.Item>
                ))}
                <Button type="text" icon={<DeleteOutlined />} aria-label={t('priceQuery.form.removePiece')} disabled={lines.length === 1} onClick={() => remove(line.name)} />
              </Space>
            ))}
            <Button type="dashed" icon={<PlusOutlined />} disabled={lines.length >= FREIGHT_TRIAL_LIMITS.lines} onClick={() => add({ quantity: 1 })}>
              {t('priceQuery.form.addPiece')}
            </Button>
          </Space>
        )}
      </Form.List>
    </Form.Item>
  );
}
