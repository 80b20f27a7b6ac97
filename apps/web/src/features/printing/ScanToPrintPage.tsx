import { useEffect, useRef, useState } from 'react';
import { Card, Col, Input, Radio, Result, Row, Space, Statistic, Table, Tag, Typography, type InputRef, type TableColumnsType } from 'antd';
import { BarcodeOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { PRINT_LIMITS } from '@parcelflow/contract';
import { PrintAgentStatus } from '../printAgent/PrintAgentStatus.tsx';
import { usePrintAgent } from '../printAgent/usePrintAgent.ts';
import type { PrintOutput } from './api.ts';
import { useScanPrint, type ScanEntry } from './useScanPrint.ts';
import './scanToPrint.css';

/** The last scan, large enough to read from a step away. */
function LastScan({ entry }: { entry: ScanEntry | undefined }) {
  const { t } = useTranslation();
  if (!entry) return <Result icon={<BarcodeOutlined />} title={t('print.scan.waiting')} subTitle={t('print.scan.waitingHint')} />;
  if (entry.failure) return <Result status="error" title={entry.number} subTitle={entry.failure} />;
  const { order } = entry;
  return (
    <Result
      status="success" title={order!.waybillNo}
      subTitle={t('print.scan.printedLine', { channel: order!.channelName, pieces: order!.pieces, where: entry.printer || t('print.log.pdfDownload') })}
    />
  );
}

/**
 * orderManagement/ScantoPrint: a screen for a scanner gun. The input keeps the focus; each scan (waybill, order,
 * reference or sub-waybill number, ended by the scanner's Enter) prints at once, with a sound for the outcome.
 */
export function ScanToPrintPage() {
  const { t } = useTranslation();
  const agent = usePrintAgent();
  const [output, setOutput] = useState<PrintOutput>('agent');
  const effectiveOutput: PrintOutput = agent.status === 'ready' && agent.printer ? output : 'pdf';
  const { entries, busy, scan, printed } = useScanPrint(agent, effectiveOutput);
  const [number, setNumber] = useState('');
  const input = useRef<InputRef>(null);

  // Back to the input after anything took the focus (the reprint question, a click), so the next scan lands there.
  useEffect(() => {
    const refocus = () => setTimeout(() => {
      if (!document.querySelector('.ant-modal-wrap') && document.activeElement?.tagName !== 'INPUT') input.current?.focus();
    }, 150);
    document.addEventListener('focusout', refocus);
    return () => document.removeEventListener('focusout', refocus);
  }, []);
  useEffect(() => {
    if (!busy) input.current?.focus();
  }, [busy]);

  const submit = () => {
    const scanned = number;
    setNumber('');
    void scan(scanned);
  };

  const columns: TableColumnsType<ScanEntry> = [
    { title: t('print.scan.column.time'), dataIndex: 'at', width: 100, render: (at: Date) => dayjs(at).format('HH:mm:ss') },
    { title: t('print.scan.column.number'), dataIndex: 'number', width: 190 },
    {
      title: t('print.scan.column.result'), key: 'result', width: 120,
      render: (_, entry) => (entry.failure ? <Tag color="red">{t('print.scan.failed')}</Tag> : <Tag color={entry.order!.reprint ? 'orange' : 'green'}>{entry.order!.reprint ? t('print.log.reprint') : t('print.scan.printed')}</Tag>),
    },
    { title: t('print.log.column.waybillNo'), key: 'waybillNo', width: 170, render: (_, entry) => entry.order?.waybillNo },
    { title: t('print.scan.column.channel'), key: 'channel', width: 200, ellipsis: true, render: (_, entry) => entry.order?.channelName },
    { title: t('print.scan.column.pieces'), key: 'pieces', width: 70, align: 'right', render: (_, entry) => entry.order?.pieces },
    { title: t('print.scan.column.detail'), key: 'detail', ellipsis: true, render: (_, entry) => entry.failure ?? (entry.printer || t('print.log.pdfDownload')) },
  ];

  return (
    <Space direction="vertical" size={12} className="scan-to-print">
      <Row gutter={12}>
        <Col xs={24} xl={14}>
          <Card size="small" title={t('print.scan.title')}>
            <Input
              ref={input} size="large" autoFocus allowClear value={number} maxLength={PRINT_LIMITS.scanNumberMax} prefix={<BarcodeOutlined />}
              placeholder={t('print.scan.placeholder')} aria-label={t('print.scan.placeholder')} disabled={busy}
              onChange={(event) => setNumber(event.target.value)} onPressEnter={submit}
            />
            <Space className="scan-to-print-options" wrap>
              <Typography.Text type="secondary">{t('print.dialog.output')}</Typography.Text>
              <Radio.Group value={effectiveOutput} onChange={(event) => setOutput(event.target.value as PrintOutput)}>
                <Radio value="agent" disabled={agent.status !== 'ready' || !agent.printer}>{t('print.dialog.toPrinter')}</Radio>
                <Radio value="pdf">{t('print.dialog.toPdf')}</Radio>
              </Radio.Group>
              <Statistic title={t('print.scan.printedCount')} value={printed} className="scan-to-print-count" />
            </Space>
            <LastScan entry={entries[0]} />
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <PrintAgentStatus />
        </Col>
      </Row>
      <Card size="small" title={t('print.scan.history')}>
        <Table<ScanEntry> size="small" rowKey="key" columns={columns} dataSource={entries} pagination={false} scroll={{ y: 360 }} />
      </Card>
    </Space>
  );
}
