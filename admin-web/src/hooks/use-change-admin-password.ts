import { useMutation } from '@tanstack/react-query';
import { changeAdminPassword } from '../api/admin-session';

export function useChangeAdminPassword() {
  return useMutation({ mutationFn: changeAdminPassword });
}
