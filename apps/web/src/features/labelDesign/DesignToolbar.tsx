import { useState } from 'react';
import { App, Button, Space, Tooltip, Upload } from 'antd';
import { BarcodeOutlined, BorderOutlined, FontSizeOutlined, LineOutlined, PictureOutlined, TableOutlined, TagOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LABEL_IMAGE_MAX_BYTES, LABEL_LIMITS, labelImageTypeOf, type LabelElementType } from '@parcelflow/contract';
import { uploadFile } from '../../app/transfer.ts';

type Props = {
  onAdd: (type: LabelElementType, fileId?: number) => void;
  /** Why a table cannot be added (a page per piece, or one already there), or nothing when it can. */
  tableRefusal?: string;
  /** The layout holds as many elements as it may. */
  full: boolean;
};

const ICONS = {
  text: <FontSizeOutlined />, field: <TagOutlined />, barcode: <BarcodeOutlined />, line: <LineOutlined />, box: <BorderOutlined />, invoiceTable: <TableOutlined />,
};

/**
 * Adds an element of each type. An image is checked in the browser as the server will check it (PNG or JPEG by its
 * first bytes, at most 2 MB), so a wrong file is refused before it uploads, then uploaded with file/upload; a failed
 * upload is told by the failure watcher.
 */
export function DesignToolbar({ onAdd, tableRefusal, full }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [uploading, setUploading] = useState(false);

  const addImage = async (file: File) => {
    if (file.size > LABEL_IMAGE_MAX_BYTES) return void message.error(t('labelDesign.image.tooBig'));
    if (!labelImageTypeOf(new Uint8Array(await file.slice(0, 8).arrayBuffer()))) return void message.error(t('labelDesign.image.notImage'));
    setUploading(true);
    try {
      onAdd('image', (await uploadFile(file)).fileId);
    } finally {
      setUploading(false);
    }
  };
  const fullText = full ? t('labelDesign.toolbar.full', { max: LABEL_LIMITS.elements }) : undefined;
  const add = (type: keyof typeof ICONS, disabledBy = fullText) => (
    <Tooltip title={disabledBy}>
      <Button size="small" icon={ICONS[type]} disabled={Boolean(disabledBy)} onClick={() => onAdd(type)}>{t(`labelDesign.type.${type}`)}</Button>
    </Tooltip>
  );
  return (
    <Space wrap size={8} className="label-design-toolbar">
      <span className="label-design-toolbar-title">{t('labelDesign.toolbar.add')}</span>
      {add('text')}
      {add('field')}
      {add('barcode')}
      {add('line')}
      {add('box')}
      <Upload accept=".png,.jpg,.jpeg,image/png,image/jpeg" showUploadList={false} beforeUpload={(file) => { void addImage(file).catch(() => undefined); return false; }}>
        <Button size="small" icon={<PictureOutlined />} loading={uploading} disabled={full}>{t('labelDesign.type.image')}</Button>
      </Upload>
      {add('invoiceTable', fullText ?? tableRefusal)}
    </Space>
  );
}
