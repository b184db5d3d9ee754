import type { ImgHTMLAttributes } from 'react';
import { BlockedImage } from './blocked-image';
import { useDataImage } from './use-data-image';

type ImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'>;

/**
 * A picture whose address comes from data (a card's cover, a post's image): drawn as an
 * `<img>` when the policy lets it load (`@/lib/data-images`), as a neutral placeholder with
 * "Mostrar imagens de <host>" while its site is not allowed, and not at all when there is
 * nothing to show. `className` styles both, so the placeholder takes the picture's place.
 */
export function DataImage({ src, alt = '', className, ...props }: ImgProps & { src?: string }) {
  const image = useDataImage(src);
  if (image.blockedHost !== null) {
    return <BlockedImage host={image.blockedHost} onAllow={image.allow} className={className} />;
  }
  if (image.src === null) return null;
  return <img {...props} src={image.src} alt={alt} className={className} />;
}
