import type { CSSProperties, ReactNode } from 'react';

type Props = { widthPx: number; heightPx: number; rotation: number; children: ReactNode };

/**
 * The content's frame inside an element's box, turned clockwise about the box's centre as the PDF engine turns it
 * (element-frame.ts): at 90 and 270 the frame's width is the box's height, so text runs along the box's height.
 */
export function RotatedFrame({ widthPx, heightPx, rotation, children }: Props) {
  const sideways = rotation === 90 || rotation === 270;
  const width = sideways ? heightPx : widthPx;
  const height = sideways ? widthPx : heightPx;
  const style: CSSProperties = {
    position: 'absolute', width, height, left: (widthPx - width) / 2, top: (heightPx - height) / 2,
    transform: rotation ? `rotate(${rotation}deg)` : undefined, overflow: 'hidden',
  };
  return <div style={style}>{children}</div>;
}
