import { Avatar, type AvatarProps } from '@mantine/core';
import { initials, safeAvatarUrl } from '@/lib/avatar';
import type { UserData } from '../session';

/** The user's picture, or their initials on the primary colour. */
export function UserAvatar({ user, ...props }: { user: UserData } & AvatarProps) {
  return (
    <Avatar src={safeAvatarUrl(user.avatar)} alt={user.fullName} color="mirante" {...props}>
      {initials(user.fullName)}
    </Avatar>
  );
}
