import { Package } from 'lucide-react';
import { useState } from 'react';
import classes from './product-card.module.css';

interface ProductImageProps {
  src: string;
  /** Empty when the product's name is said beside the picture. */
  alt: string;
  /** The pixel size the box is drawn at, so that the page does not move as pictures arrive. */
  size: number;
  /** Below the first row of cards (or the fold): fetched when it comes near. */
  lazy?: boolean;
}

/**
 * The product's picture in a square box of fixed proportions: its room is kept before it
 * arrives, and a picture that cannot be had leaves a neutral mark in its place.
 */
export function ProductImage({ src, alt, size, lazy = false }: ProductImageProps) {
  const [failed, setFailed] = useState(false);
  return (
    <div className={classes.media}>
      {failed ? (
        <Package className={classes.placeholder} size={48} aria-hidden="true" />
      ) : (
        <img
          className={classes.image}
          src={src}
          alt={alt}
          width={size}
          height={size}
          loading={lazy ? 'lazy' : 'eager'}
          decoding="async"
          onError={() => setFailed(true)}
        />
      )}
    </div>
  );
}
