import { Select, Stack } from '@mantine/core';
import { TitledCard } from '@/components/section-card/titled-card';
import { useTranslation } from '@/lib/i18n-react';

const sizes = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
const fruits = ['acai', 'cashew', 'guava', 'jabuticaba', 'passion'] as const;

/** The five sizes of a field, the smallest for dense tables, the largest for a hero form. */
export function SelectSizesCard() {
  const { t } = useTranslation('form-pickers');
  const data = fruits.map((value) => ({ value, label: t(`select.sizes.fruits.${value}`) }));
  return (
    <TitledCard title={t('select.sizes.title')} text={t('select.sizes.text')}>
      <Stack gap="sm">
        {sizes.map((size) => (
          <Select
            key={size}
            size={size}
            label={t(`sizes.${size}`)}
            data={data}
            defaultValue="acai"
            allowDeselect={false}
          />
        ))}
      </Stack>
    </TitledCard>
  );
}
