import { Carousel } from '@mantine/carousel';
import { Avatar, Group, Text, ThemeIcon } from '@mantine/core';
import { BadgeCheck, CloudSun, Hotel, PackageCheck, ShieldAlert, Star, Wrench } from 'lucide-react';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { gradient } from './gradient';
import { SwiperCarousel } from './swiper-carousel';
import classes from './swiper.module.css';

const stays = [
  { id: 'paraty', place: 'Paraty (RJ)', cents: 42000, from: 'indigo', to: 'cyan' },
  { id: 'tiradentes', place: 'Tiradentes (MG)', cents: 38000, from: 'grape', to: 'dark' },
  { id: 'pipa', place: 'Praia da Pipa (RN)', cents: 51000, from: 'cyan', to: 'teal' },
  { id: 'gramado', place: 'Gramado (RS)', cents: 64000, from: 'red', to: 'grape' },
  { id: 'alter', place: 'Alter do Chão (PA)', cents: 35000, from: 'teal', to: 'green' },
  { id: 'jeri', place: 'Jericoacoara (CE)', cents: 47000, from: 'indigo', to: 'grape' },
  { id: 'ilhabela', place: 'Ilhabela (SP)', cents: 56000, from: 'dark', to: 'indigo' },
] as const;

/** Inns, several in view by the card's width, flicked freely (free drag). */
export function StaysCarousel() {
  const { t } = useTranslation('extensions-interact');
  const format = useFormat();
  return (
    <SwiperCarousel
      label={t('swiper.multi.label')}
      slideSize={{ base: '80%', xs: '50%', md: '33.333333%' }}
      slideGap="sm"
      dragFree
    >
      {stays.map((stay, index) => (
        <Carousel.Slide
          key={stay.id}
          aria-roledescription={t('swiper.slide')}
          aria-label={t('swiper.slideOf', { index: index + 1, count: stays.length })}
        >
          <div className={classes.tile} style={{ backgroundImage: gradient(stay.from, stay.to) }}>
            <Hotel size={24} aria-hidden="true" />
            <Text fw={700} size="sm">
              {t(`swiper.multi.stays.${stay.id}`)}
            </Text>
            <Text size="xs">{stay.place}</Text>
            <Text size="xs" fw={600}>
              {t('swiper.multi.perNight', { price: format.currency(stay.cents / 100) })}
            </Text>
          </div>
        </Carousel.Slide>
      ))}
    </SwiperCarousel>
  );
}

const reviews = [
  { id: 'helena', name: 'Helena Duarte', city: 'Campinas (SP)', color: 'grape' },
  { id: 'marcos', name: 'Marcos Tavares', city: 'Goiânia (GO)', color: 'indigo' },
  { id: 'beatriz', name: 'Beatriz Moraes', city: 'Natal (RN)', color: 'teal' },
  { id: 'otavio', name: 'Otávio Pinheiro', city: 'Londrina (PR)', color: 'red' },
] as const;

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

/** Customers' words, the current one centred with its neighbours peeking, in a loop. */
export function ReviewsCarousel() {
  const { t } = useTranslation('extensions-interact');
  return (
    <SwiperCarousel
      label={t('swiper.centered.label')}
      slideSize={{ base: '85%', sm: '60%' }}
      slideGap="md"
      align="center"
      loop
    >
      {reviews.map((review, index) => (
        <Carousel.Slide
          key={review.id}
          aria-roledescription={t('swiper.slide')}
          aria-label={t('swiper.slideOf', { index: index + 1, count: reviews.length })}
        >
          <figure className={classes.quote} style={{ margin: 0 }}>
            <blockquote style={{ margin: 0 }}>
              <Group gap={2} mb={6} aria-label={t('swiper.centered.stars')} role="img">
                {Array.from({ length: 5 }, (_, star) => (
                  <Star key={star} size={14} fill="currentColor" aria-hidden="true" />
                ))}
              </Group>
              <Text size="sm">{t(`swiper.centered.reviews.${review.id}`)}</Text>
            </blockquote>
            <Group gap="sm" component="figcaption" wrap="nowrap">
              <Avatar color={review.color} variant="light" aria-hidden="true">
                {initials(review.name)}
              </Avatar>
              <div>
                <Text size="sm" fw={600}>
                  {review.name}
                </Text>
                <Text size="xs">{review.city}</Text>
              </div>
            </Group>
          </figure>
        </Carousel.Slide>
      ))}
    </SwiperCarousel>
  );
}

const notices = [
  { id: 'maintenance', Icon: Wrench, color: 'indigo' },
  { id: 'security', Icon: ShieldAlert, color: 'red' },
  { id: 'shipping', Icon: PackageCheck, color: 'teal' },
  { id: 'weather', Icon: CloudSun, color: 'cyan' },
  { id: 'certified', Icon: BadgeCheck, color: 'grape' },
] as const;

/** The system's notices, one over the other: a vertical carousel moved by ↑ and ↓. */
export function NoticesCarousel() {
  const { t } = useTranslation('extensions-interact');
  return (
    <SwiperCarousel
      label={t('swiper.vertical.label')}
      orientation="vertical"
      height={220}
      slideSize="50%"
      slideGap="xs"
    >
      {notices.map(({ id, Icon, color }, index) => (
        <Carousel.Slide
          key={id}
          aria-roledescription={t('swiper.slide')}
          aria-label={t('swiper.slideOf', { index: index + 1, count: notices.length })}
        >
          <div className={classes.notice}>
            <ThemeIcon variant="light" color={color} aria-hidden="true">
              <Icon size={16} />
            </ThemeIcon>
            <div>
              <Text size="sm" fw={600}>
                {t(`swiper.vertical.notices.${id}.title`)}
              </Text>
              <Text size="xs" c="dimmed">
                {t(`swiper.vertical.notices.${id}.text`)}
              </Text>
            </div>
          </div>
        </Carousel.Slide>
      ))}
    </SwiperCarousel>
  );
}
