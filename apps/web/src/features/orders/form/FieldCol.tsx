import { Col, Form } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { zodItem } from '../../../app/forms/zodForm.ts';

type Props = { name: NamePath; label: string; schema: z.ZodType; span?: number; tooltip?: ReactNode; children: ReactNode };

/** One form field in the order form's grid, checked by its contract schema. */
export function FieldCol({ name, label, schema, span = 6, tooltip, children }: Props) {
  const { t } = useTranslation();
  return (
    <Col xs={24} md={12} xl={span}>
      <Form.Item name={name} label={label} tooltip={tooltip} {...zodItem(schema, t)}>
        {children}
      </Form.Item>
    </Col>
  );
}
