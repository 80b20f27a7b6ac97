import { useState } from 'react';
import { App, Form, Modal, Radio, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  getPrintOption, listMyTasks, PRINT_LIMITS, PRINT_TEMPLATE_TYPES, printOrders, startPrintTask, type OrderKind, type PrintSelection, type PrintTemplateType,
} from '@parcelflow/contract';
import { useQueryClient } from '@tanstack/react-query';
import { commandKeyOf, runCommand, useCommandQuery } from '../../app/command.ts';
import { useTaskBox } from '../tasks/useTaskBox.ts';
import { usePrintAgent } from '../printAgent/usePrintAgent.ts';
import { deliverPdf, type PrintOutput } from './api.ts';
import { useReprintConfirm } from './useReprintConfirm.ts';

type Props = {
  selection: PrintSelection;
  /** How many orders the selection holds, when known: over PRINT_LIMITS.pdfOrders the print runs as a task. */
  count: number;
  transportMode: OrderKind;
  onClose: () => void;
  onPrinted?: () => void;
};

type Values = { type: PrintTemplateType; templateId: number | 'default'; output: PrintOutput };

/**
 * What to print the orders with and where: the document type, a template (else each order's default), and the
 * printer of the print agent on this computer or a PDF download. Over 1,000 orders print as a background task.
 */
export function PrintDialog({ selection, count, transportMode, onClose, onPrinted }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const agent = usePrintAgent();
  const taskBox = useTaskBox();
  const queryClient = useQueryClient();
  const confirmReprint = useReprintConfirm();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const type = Form.useWatch('type', form) ?? 'label';
  const option = useCommandQuery(getPrintOption, { transportMode }, { staleTime: 60_000 });
  const templates = (option.data?.templates ?? []).filter((template) => template.type === type);
  const agentReady = agent.status === 'ready' && Boolean(agent.printer);
  const asTask = count > PRINT_LIMITS.pdfOrders;

  const submit = async (values: Values) => {
    const input = { selection, type: values.type, templateId: values.templateId === 'default' ? undefined : values.templateId, scenario: 'batch' as const };
    const output: PrintOutput = agentReady ? values.output : 'pdf';
    setBusy(true);
    try {
      if (asTask) {
        const started = await confirmReprint((confirm) => runCommand(startPrintTask, { ...input, confirmReprint: confirm }, { silent: true }));
        if (!started) return;
        taskBox.started('export');
        void queryClient.invalidateQueries({ queryKey: commandKeyOf(listMyTasks) });
        void message.success(t('print.dialog.taskStarted', { count }));
      } else {
        const printer = output === 'agent' ? agent.printer ?? '' : '';
        const printed = await confirmReprint((confirm) => runCommand(printOrders, { ...input, printer, confirmReprint: confirm }, { silent: true }));
        if (!printed) return;
        const sentTo = await deliverPdf(printed, output, agent);
        void message.success(sentTo ? t('print.dialog.sent', { count: printed.count, printer: sentTo }) : t('print.dialog.saved', { count: printed.count }));
      }
      onPrinted?.();
      onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open title={t('print.dialog.title', { count })} okText={asTask ? t('print.dialog.startTask') : t('print.dialog.print')} cancelText={t('common.actions.cancel')}
      confirmLoading={busy} onOk={() => form.submit()} onCancel={onClose} destroyOnHidden width={520}
    >
      <Form<Values>
        form={form} layout="horizontal" labelCol={{ flex: '96px' }} initialValues={{ type: 'label', templateId: 'default', output: agentReady ? 'agent' : 'pdf' }}
        onFinish={(values) => void submit(values).catch(() => undefined)}
      >
        <Form.Item name="type" label={t('print.dialog.type')}>
          <Select options={PRINT_TEMPLATE_TYPES.map((value) => ({ value, label: t(`printTemplate.type.${value}`) }))} onChange={() => form.setFieldValue('templateId', 'default')} />
        </Form.Item>
        <Form.Item name="templateId" label={t('print.dialog.template')} extra={t('print.dialog.templateHint')}>
          <Select
            loading={option.isFetching}
            options={[{ value: 'default', label: t('print.dialog.eachDefault') }, ...templates.map((template) => ({ value: template.id, label: template.name }))]}
          />
        </Form.Item>
        <Form.Item name="output" label={t('print.dialog.output')}>
          <Radio.Group>
            <Space direction="vertical">
              <Radio value="agent" disabled={!agentReady}>
                {t('print.dialog.toPrinter')}{' '}
                <Typography.Text type="secondary">{agentReady ? agent.printer : t(`printAgent.status.${agent.status}`)}</Typography.Text>
              </Radio>
              <Radio value="pdf">{t('print.dialog.toPdf')}</Radio>
            </Space>
          </Radio.Group>
        </Form.Item>
        {asTask && <Typography.Paragraph type="secondary">{t('print.dialog.taskHint', { max: PRINT_LIMITS.taskOrders })}</Typography.Paragraph>}
      </Form>
    </Modal>
  );
}
