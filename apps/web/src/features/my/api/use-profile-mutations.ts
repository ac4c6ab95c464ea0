/** One TanStack Query hook per profile endpoint (used inside pages wrapped with withQueryClient). */
import { useMutation } from '@tanstack/react-query';
import type { ProfileUpdate } from '@culture/protocol';
import { setCurrentUser } from '../../../lib/current-user';
import { updateProfile } from './profile-api';

export function useUpdateProfile() {
  return useMutation({
    mutationFn: (update: ProfileUpdate) => updateProfile(update),
    onSuccess: (user) => setCurrentUser(user),
  });
}
