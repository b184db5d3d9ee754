import { Avatar, type AvatarProps } from '@mantine/core';
import type { UserData } from '../session';

/** The user's picture, or their initials on the primary colour. */
export function UserAvatar({ user, ...props }: { user: UserData } & AvatarProps) {
  return (
    <Avatar src={user.avatar || null} alt={user.fullName} color="mirante" {...props}>
      {user.fullName
        .split(/\s+/)
        .slice(0, 2)
        .map((part) => part[0]?.toUpperCase() ?? '')
        .join('')}
    </Avatar>
  );
}
