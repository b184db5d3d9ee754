import { Avatar, type AvatarProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { initials } from '@/lib/avatar';
import { useImageSource } from '@/lib/data-images';

interface DataAvatarProps extends Omit<AvatarProps, 'src' | 'children'> {
  /** The picture's address from data. */
  src: string | null | undefined;
  /** The person's name: their initials are the placeholder. */
  name: string;
  alt?: string;
  children?: ReactNode;
}

/**
 * A person's picture from data under the policy for pictures from data: initials (the
 * neutral placeholder) until it may load, and the picture as soon as its host is allowed
 * (from a cover, another tab) without waiting for the next render. `safeAvatarUrl` is the
 * same rule for code that is not a component.
 */
export function DataAvatar({ src, name, alt = name, children, ...props }: DataAvatarProps) {
  const image = useImageSource(src);
  return (
    <Avatar {...props} src={image.src} alt={alt}>
      {children ?? initials(name)}
    </Avatar>
  );
}
