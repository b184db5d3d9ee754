import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Hash, Mail } from 'lucide-react';
import { useState } from 'react';
import { CardGrid } from '@/components/section-card/card-grid';
import { TitledCard } from '@/components/section-card/titled-card';
import { useTranslation } from '@/lib/i18n-react';
import { InputIcons, InputLabels, InputTypes } from '../components/input-examples';
import { sizes } from '../variants';
import successClasses from '../components/success.module.css';

const successText = { className: successClasses.success };

export const namespaces = ['form-inputs'] as const;

const radii = ['xs', 'md', 'xl'] as const;
const variants = ['default', 'filled', 'unstyled'] as const;
const TITLE_MAX = 60;

/** `/forms/elements/input`: text fields in every size, variant, state, type and label place. */
export default function InputPage() {
  const { t } = useTranslation('form-inputs');
  const [title, setTitle] = useState(t('input.counter.value'));
  return (
    <CardGrid>
      <TitledCard title={t('input.sizes.title')} text={t('input.sizes.text')}>
        <Stack gap="sm">
          {sizes.map((size) => (
            <TextInput
              key={size}
              size={size}
              label={t('common.size', { size })}
              placeholder={t('input.sizes.placeholder')}
            />
          ))}
        </Stack>
      </TitledCard>

      <TitledCard title={t('input.variants.title')} text={t('input.variants.text')}>
        <Stack gap="md">
          {variants.map((variant) => (
            <TextInput
              key={variant}
              variant={variant}
              label={t(`input.variants.${variant}`)}
              placeholder={t('input.variants.placeholder')}
            />
          ))}
        </Stack>
      </TitledCard>

      <TitledCard title={t('input.states.title')} text={t('input.states.text')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('input.states.disabled')}
            defaultValue="CLI-00482"
            leftSection={<Hash size={16} aria-hidden="true" />}
            disabled
          />
          <TextInput
            label={t('input.states.readOnly')}
            defaultValue="2024-0153"
            description={t('input.states.readOnlyHint')}
            readOnly
          />
          <TextInput
            type="email"
            label={t('input.states.error')}
            defaultValue="ana.souza@"
            error={t('input.states.errorMessage')}
            leftSection={<Mail size={16} aria-hidden="true" />}
          />
          <TextInput
            label={t('input.states.success')}
            defaultValue="ana.souza"
            successProps={successText}
            success={t('input.states.successMessage')}
          />
          <TextInput
            label={t('input.states.description')}
            description={t('input.states.descriptionText')}
            placeholder={t('input.states.descriptionPlaceholder')}
          />
          <TextInput
            label={t('input.states.required')}
            placeholder={t('input.states.requiredPlaceholder')}
            autoComplete="name"
            required
          />
        </SimpleGrid>
      </TitledCard>

      <TitledCard title={t('input.icons.title')} text={t('input.icons.text')}>
        <InputIcons />
      </TitledCard>

      <TitledCard title={t('input.types.title')} text={t('input.types.text')}>
        <InputTypes />
      </TitledCard>

      <TitledCard title={t('input.labels.title')} text={t('input.labels.text')}>
        <InputLabels />
      </TitledCard>

      <TitledCard title={t('input.radius.title')} text={t('input.radius.text')}>
        <Stack gap="md">
          {radii.map((radius) => (
            <TextInput
              key={radius}
              radius={radius}
              label={t('input.radius.label', { radius })}
              placeholder={t('input.radius.placeholder')}
            />
          ))}
        </Stack>
      </TitledCard>

      <TitledCard title={t('input.counter.title')} text={t('input.counter.text')}>
        <TextInput
          label={t('input.counter.label')}
          placeholder={t('input.counter.placeholder')}
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          maxLength={TITLE_MAX}
          description={t('input.counter.count', { count: title.length, max: TITLE_MAX })}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
      </TitledCard>
    </CardGrid>
  );
}
