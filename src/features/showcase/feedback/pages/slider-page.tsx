import { CardGrid } from '@/components/section-card/card-grid';
import { TitledCard } from '@/components/section-card/titled-card';
import { useTranslation } from '@/lib/i18n-react';
import {
  BasicSlider,
  BoundedSlider,
  DisabledSliders,
  IconSliders,
  MarkedSlider,
  PriceRange,
  SliderSizes,
} from '../components/slider-examples';

export const namespaces = ['extensions-feedback'] as const;

/**
 * `/extensions/slider`: Mantine's `Slider` and `RangeSlider`. Every thumb is named and says
 * its value in words; arrows, Page Up/Down, Home and End move it, mirrored in right to left.
 */
export default function SliderPage() {
  const { t } = useTranslation('extensions-feedback');
  return (
    <CardGrid>
      <TitledCard title={t('slider.basic.heading')} text={t('slider.basic.description')}>
        <BasicSlider />
      </TitledCard>
      <TitledCard title={t('slider.marks.heading')} text={t('slider.marks.description')}>
        <MarkedSlider />
      </TitledCard>
      <TitledCard title={t('slider.bounds.heading')} text={t('slider.bounds.description')}>
        <BoundedSlider />
      </TitledCard>
      <TitledCard title={t('slider.price.heading')} text={t('slider.price.description')}>
        <PriceRange />
      </TitledCard>
      <TitledCard title={t('slider.icons.heading')} text={t('slider.icons.description')}>
        <IconSliders />
      </TitledCard>
      <TitledCard title={t('slider.sizes.heading')} text={t('slider.sizes.description')}>
        <SliderSizes />
      </TitledCard>
      <TitledCard title={t('slider.disabled.heading')} text={t('slider.disabled.description')}>
        <DisabledSliders />
      </TitledCard>
    </CardGrid>
  );
}
