import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/api';
import { meQueryKey } from './get-me';

export const logout = () => api.post<void>('/user/logout');

/** Ends the session server-side, then forgets everything cached about the user either way. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      queryClient.clear();
      queryClient.setQueryData(meQueryKey, null);
      localStorage.clear();
      navigate('/signin', { replace: true });
    },
  });
}
