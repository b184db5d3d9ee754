import type { Ref } from 'react';

/** What the action page gives each of its cards: the way out, and a handle for focus. */
export interface GalleryCardProps {
  onRemove?: () => void;
  cardRef?: Ref<HTMLElement>;
}
