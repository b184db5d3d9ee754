import { Avatar, type AvatarProps } from '@mantine/core';
import { initials, safeAvatarUrl } from '@/lib/avatar';
import { avatarColors, type User } from '../types';

const palette = new Set<string>(avatarColors);

/** A user's picture, or their initials in their colour (a colour from data must be ours). */
export function UserAvatar({
  user,
  ...props
}: { user: Pick<User, 'fullName' | 'avatar' | 'avatarColor'> } & Omit<AvatarProps, 'src'>) {
  return (
    <Avatar
      src={safeAvatarUrl(user.avatar)}
      alt=""
      radius="xl"
      color={palette.has(user.avatarColor) ? user.avatarColor : 'mirante'}
      {...props}
    >
      {initials(user.fullName)}
    </Avatar>
  );
}
