import { PictureOutlined } from '@ant-design/icons';
import { useLabelImage } from './api.ts';

/** An image element's picture fitted into its box keeping its proportions, as the engine fits it; an icon until it loads. */
export function LabelImage({ fileId }: { fileId: number }) {
  const image = useLabelImage(fileId);
  if (!image.data) return <div className="label-design-image-empty"><PictureOutlined /></div>;
  return <img className="label-design-image" src={image.data} alt="" draggable={false} />;
}
