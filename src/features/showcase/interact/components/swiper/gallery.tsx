import { Carousel } from '@mantine/carousel';
import { Text, UnstyledButton } from '@mantine/core';
import { Anchor, Bird, Flower2, Mountain, Sailboat, Sunrise, type LucideIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { gradient } from './gradient';
import { SwiperCarousel, type Embla } from './swiper-carousel';
import classes from './swiper.module.css';

const photos: {
  id: 'dawn' | 'boats' | 'canyon' | 'pantanal' | 'harbour' | 'ipe';
  place: string;
  Icon: LucideIcon;
  from: string;
  to: string;
}[] = [
  { id: 'dawn', place: 'Morro de São Paulo (BA)', Icon: Sunrise, from: 'red', to: 'grape' },
  { id: 'boats', place: 'Arraial do Cabo (RJ)', Icon: Sailboat, from: 'cyan', to: 'indigo' },
  { id: 'canyon', place: 'Cânion Itaimbezinho (RS)', Icon: Mountain, from: 'dark', to: 'teal' },
  { id: 'pantanal', place: 'Pantanal (MT)', Icon: Bird, from: 'teal', to: 'green' },
  { id: 'harbour', place: 'Porto de Galinhas (PE)', Icon: Anchor, from: 'indigo', to: 'cyan' },
  { id: 'ipe', place: 'Ipês em Brasília (DF)', Icon: Flower2, from: 'grape', to: 'red' },
];

/** A gallery: the large picture and a strip of thumbnails under it, each following the other. */
export function ThumbnailGallery() {
  const { t } = useTranslation('extensions-interact');
  const [embla, setEmbla] = useState<Embla | null>(null);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const read = () => setSelected(embla.selectedScrollSnap());
    read();
    embla.on('select', read);
    return () => {
      embla.off('select', read);
    };
  }, [embla]);

  // The strip keeps the current thumbnail in view.
  useEffect(() => {
    document
      .getElementById(`gallery-thumb-${selected}`)
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [selected]);

  return (
    <div>
      <SwiperCarousel label={t('swiper.gallery.label')} dots={false} onApi={setEmbla}>
        {photos.map(({ id, place, Icon, from, to }, index) => (
          <Carousel.Slide
            key={id}
            aria-roledescription={t('swiper.slide')}
            aria-label={t('swiper.slideOf', { index: index + 1, count: photos.length })}
          >
            <div className={classes.hero} style={{ backgroundImage: gradient(from, to) }}>
              <Icon size={48} aria-hidden="true" style={{ opacity: 0.5, marginBottom: 'auto' }} />
              <Text fw={700} fz="lg">
                {t(`swiper.gallery.photos.${id}`)}
              </Text>
              <Text size="sm">{place}</Text>
            </div>
          </Carousel.Slide>
        ))}
      </SwiperCarousel>
      <ul className={classes.thumbs} aria-label={t('swiper.gallery.thumbs')}>
        {photos.map(({ id, Icon, from, to }, index) => (
          <li key={id}>
            <UnstyledButton
              id={`gallery-thumb-${index}`}
              className={classes.thumb}
              style={{ backgroundImage: gradient(from, to) }}
              aria-label={t('swiper.gallery.show', {
                index: index + 1,
                name: t(`swiper.gallery.photos.${id}`),
              })}
              aria-current={index === selected}
              onClick={() => embla?.scrollTo(index)}
            >
              <Icon size={20} aria-hidden="true" />
            </UnstyledButton>
          </li>
        ))}
      </ul>
    </div>
  );
}
