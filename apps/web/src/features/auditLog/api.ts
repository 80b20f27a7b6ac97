import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditLogRow, ListAuditLogInput, Page } from '@parcelflow/contract';
import { callCommand } from '../../app/envelope.ts';

export function useAuditLog(query: ListAuditLogInput) {
  return useQuery({
    queryKey: ['auditLog', query],
    queryFn: () => callCommand<Page<AuditLogRow>>('main', 'listAuditLog', query),
    placeholderData: keepPreviousData,
  });
}
