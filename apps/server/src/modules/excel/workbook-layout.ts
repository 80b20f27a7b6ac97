/** "C" for column 3, as the user sees it above the sheet. */
export function columnLetter(col: number): string {
  let letters = '';
  for (let rest = col; rest > 0; rest = Math.floor((rest - 1) / 26)) letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}
