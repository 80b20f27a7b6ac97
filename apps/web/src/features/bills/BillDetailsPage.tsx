import { useSearchParams } from 'react-router';
import { BillLines } from './BillLines.tsx';
import { billIdOf } from './paths.ts';

/**
 * financeManagement/billdetails: bill lines, of every bill the caller sees or of the one the address names (a bill's
 * "details" in the bill list); another bill named later starts the page again on it.
 */
export function BillDetailsPage() {
  const [search] = useSearchParams();
  const billId = billIdOf(search);
  return <BillLines key={billId ?? 'all'} billId={billId} />;
}
