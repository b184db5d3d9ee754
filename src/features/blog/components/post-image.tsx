import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { useFileSrc } from '@/components/image-field/use-file-src';
import classes from './blog.module.css';

interface PostImageProps {
  /** The picture's address (a sample picture or a kept file); empty for none. */
  src: string;
  /** Below the first row of cards (or the fold): fetched when it comes near. */
  lazy?: boolean;
}

/**
 * A post's featured picture in a 16:9 box whose room is kept before it arrives (its width and
 * height are set); no picture, or one that cannot be had, leaves a neutral mark. Decorative:
 * the title beside it says what it is.
 */
export function PostImage({ src, lazy = false }: PostImageProps) {
  const url = useFileSrc(src || undefined);
  const [failed, setFailed] = useState(false);
  return (
    <div className={classes.media}>
      {url && !failed ? (
        <img
          className={classes.image}
          src={url}
          alt=""
          width={640}
          height={360}
          loading={lazy ? 'lazy' : 'eager'}
          decoding="async"
          onError={() => setFailed(true)}
        />
      ) : (
        <ImageOff className={classes.placeholder} size={40} aria-hidden="true" />
      )}
    </div>
  );
}
