import { useMutation } from '@tanstack/react-query';
import { sendUserMail, type UserMail } from '../api/users';

export function useSendUserMail(id: string) {
  return useMutation({ mutationFn: (mail: UserMail) => sendUserMail(id, mail) });
}
