import type { BarcodeSymbology } from '@parcelflow/contract';

/** The quiet zone the engine leaves inside the box, in modules each side (barcode-symbols.ts), and the symbol's width in modules. */
const LINEAR: Partial<Record<BarcodeSymbology, { quiet: number; modules: number }>> = {
  code128: { quiet: 10, modules: 90 },
  code39: { quiet: 10, modules: 120 },
  ean13: { quiet: 11, modules: 95 },
};
const MATRIX: Partial<Record<BarcodeSymbology, { quiet: number; cells: number }>> = { qr: { quiet: 4, cells: 25 }, datamatrix: { quiet: 2, cells: 20 } };

/** A fixed pseudo-random pattern (a picture of a barcode, not its encoding: the preview shows the real one). */
function pattern(count: number, seed: number): boolean[] {
  let state = seed;
  return Array.from({ length: count }, () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % 7 < 3;
  });
}

const BARS = pattern(120, 7);
const CELLS = pattern(625, 11);

function isFinder(cells: number, x: number, y: number): { inside: boolean; dark: boolean } {
  for (const [fx, fy] of [[0, 0], [cells - 7, 0], [0, cells - 7]] as const) {
    const dx = x - fx;
    const dy = y - fy;
    if (dx >= 0 && dx < 7 && dy >= 0 && dy < 7) {
      const ring = Math.max(Math.abs(dx - 3), Math.abs(dy - 3));
      return { inside: true, dark: ring !== 2 };
    }
  }
  return { inside: false, dark: false };
}

/** A matrix symbol's dark cells: QR's three finder squares, DataMatrix's L-shaped border and timing pattern, noise inside. */
function matrixCells(symbology: BarcodeSymbology, cells: number): [number, number][] {
  const dark: [number, number][] = [];
  for (let y = 0; y < cells; y += 1) {
    for (let x = 0; x < cells; x += 1) {
      let on = CELLS[y * cells + x]!;
      if (symbology === 'qr') {
        const finder = isFinder(cells, x, y);
        if (finder.inside) on = finder.dark;
      } else if (x === 0 || y === cells - 1) on = true;
      else if (y === 0) on = x % 2 === 0;
      else if (x === cells - 1) on = y % 2 === 1;
      if (on) dark.push([x, y]);
    }
  }
  return dark;
}

/**
 * A barcode drawn the way the engine fills its box: linear bars at the box's full height inside their quiet zones,
 * matrix symbols square and centred. The bars are a stand-in: what they encode shows in the PDF preview.
 */
export function BarcodePicture({ symbology }: { symbology: BarcodeSymbology }) {
  const linear = LINEAR[symbology];
  if (linear) {
    const total = linear.modules + 2 * linear.quiet;
    return (
      <svg width="100%" height="100%" viewBox={`0 0 ${total} 10`} preserveAspectRatio="none" aria-hidden>
        {BARS.slice(0, linear.modules).map((on, index) => (on ? <rect key={index} x={linear.quiet + index} y={0} width={1} height={10} /> : null))}
      </svg>
    );
  }
  const matrix = MATRIX[symbology] ?? { quiet: 4, cells: 25 };
  const total = matrix.cells + 2 * matrix.quiet;
  return (
    <svg width="100%" height="100%" viewBox={`0 0 ${total} ${total}`} preserveAspectRatio="xMidYMid meet" aria-hidden>
      {matrixCells(symbology, matrix.cells).map(([x, y]) => <rect key={`${x}.${y}`} x={matrix.quiet + x} y={matrix.quiet + y} width={1.02} height={1.02} />)}
    </svg>
  );
}
