import { listAuditLog, type ListAuditLogInput } from '@parcelflow/contract';
import { useCommandQuery } from '../../app/command.ts';

export function useAuditLog(query: ListAuditLogInput) {
  return useCommandQuery(listAuditLog, query, { keepPrevious: true });
}
