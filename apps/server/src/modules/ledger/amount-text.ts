/** The opposite of a signed decimal text, exact (no float on the way). */
export const negate = (amount: string): string => (amount.startsWith('-') ? amount.slice(1) : `-${amount}`);
