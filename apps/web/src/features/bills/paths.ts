export const BILL_QUERY_PATH = '/financeManagement/billquery';
export const BILL_DETAILS_PATH = '/financeManagement/billdetails';

/** The lines of one bill, opened as the details tab (the address names the bill). */
export const billDetailsPathOf = (billId: number) => `${BILL_DETAILS_PATH}?billId=${billId}`;

/** The bill an address names (`?billId=12`), if any. */
export function billIdOf(search: URLSearchParams): number | undefined {
  const id = Number(search.get('billId'));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}
