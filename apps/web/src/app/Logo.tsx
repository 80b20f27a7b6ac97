type Props = { size?: number };

/** The product mark: a parcel on a route line, drawn inline so it needs no asset request. */
export function Logo({ size = 32 }: Props) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="7" fill="#1656c9" />
      <path d="M16 6.5 25 11v10l-9 4.5L7 21V11z" fill="none" stroke="#fff" strokeWidth="1.8" strokeLinejoin="round" />
      <path d="M7 11l9 4.5 9-4.5M16 15.5v10" fill="none" stroke="#fff" strokeWidth="1.8" strokeLinejoin="round" />
      <path d="M11.5 8.7l9 4.6" stroke="#7fb0ff" strokeWidth="1.8" />
    </svg>
  );
}
