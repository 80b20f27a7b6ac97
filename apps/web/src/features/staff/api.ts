import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BindStaffLoginInput, BindableLogin, CreateStaffLoginInput, ListStaffInput, Page, SaveStaffInput, StaffLogin, StaffPositionOption, StaffRow,
} from '@parcelflow/contract';
import { callCommand } from '../../app/envelope.ts';

export function useStaff(query: ListStaffInput) {
  return useQuery({
    queryKey: ['staff', query],
    queryFn: () => callCommand<Page<StaffRow>>('main', 'listStaff', query),
    placeholderData: keepPreviousData,
  });
}

export function useStaffPositions() {
  return useQuery({ queryKey: ['staffPositions'], queryFn: () => callCommand<StaffPositionOption[]>('main', 'listStaffPositions') });
}

export function useBindableLogins(enabled: boolean) {
  return useQuery({ queryKey: ['bindableLogins'], queryFn: () => callCommand<BindableLogin[]>('main', 'listBindableLogins'), enabled });
}

/** A staff change also changes site counts and which logins are free, so those lists reload too. */
function useStaffMutation<I, O>(command: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => callCommand<O>('main', command, input),
    onSuccess: () => Promise.all(['staff', 'bindableLogins', 'sites'].map((key) => queryClient.invalidateQueries({ queryKey: [key] }))),
  });
}

export const useSaveStaff = () => useStaffMutation<SaveStaffInput, { id: number }>('saveStaff');
export const useDeleteStaff = () => useStaffMutation<{ id: number }, object>('deleteStaff');
export const useCreateStaffLogin = () => useStaffMutation<CreateStaffLoginInput, StaffLogin>('createStaffLogin');
export const useBindStaffLogin = () => useStaffMutation<BindStaffLoginInput, StaffLogin>('bindStaffLogin');
export const useUnbindStaffLogin = () => useStaffMutation<{ staffId: number }, object>('unbindStaffLogin');
