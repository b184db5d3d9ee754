import { safeAvatarUrl } from '@/lib/avatar';
import { useTranslation } from '@/lib/i18n-react';
import { PHOTO_SIZE } from '../sizes';
import type { Photo } from '../types';
import { ProfileCard } from './profile-card';
import classes from './profile.module.css';

/** The person's latest photos, three a row. */
export function LatestPhotosCard({ photos }: { photos: Photo[] }) {
  const { t } = useTranslation('profile');
  return (
    <ProfileCard title={t('photos.title')}>
      <ul className={classes.photos}>
        {photos.map((photo) => {
          const src = safeAvatarUrl(photo.img);
          return (
            <li key={photo.id}>
              {src && (
                <img
                  src={src}
                  alt={photo.title}
                  title={photo.title}
                  width={PHOTO_SIZE.width}
                  height={PHOTO_SIZE.height}
                  loading="lazy"
                  className={classes.photo}
                />
              )}
            </li>
          );
        })}
      </ul>
    </ProfileCard>
  );
}
