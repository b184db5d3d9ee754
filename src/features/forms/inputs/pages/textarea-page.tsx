import { SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { CardGrid } from '@/components/section-card/card-grid';
import { TitledCard } from '@/components/section-card/titled-card';
import { useTranslation } from '@/lib/i18n-react';
import { sizes } from '../variants';

export const namespaces = ['form-inputs'] as const;

const MESSAGE_MAX = 280;
/** From here on the counter says how few are left, in the error colour. */
const MESSAGE_WARN = 260;
const resizes = ['none', 'vertical', 'both'] as const;
const variants = ['default', 'filled', 'unstyled'] as const;
/** A resized box never grows past its card (no sideways scroll on a phone). */
const withinCard = { input: { maxWidth: '100%' } };

/** `/forms/elements/textarea`: long text in every size, growing with its text, counted, resized. */
export default function TextareaPage() {
  const { t } = useTranslation('form-inputs');
  const [message, setMessage] = useState('');
  const left = MESSAGE_MAX - message.length;
  return (
    <CardGrid>
      <TitledCard title={t('textarea.sizes.title')} text={t('textarea.sizes.text')}>
        <Stack gap="sm">
          {sizes.map((size) => (
            <Textarea
              key={size}
              size={size}
              label={t('common.size', { size })}
              placeholder={t('textarea.sizes.placeholder')}
              rows={2}
            />
          ))}
        </Stack>
      </TitledCard>

      <TitledCard title={t('textarea.autosize.title')} text={t('textarea.autosize.text')}>
        <Stack gap="md">
          <Textarea
            label={t('textarea.autosize.product')}
            description={t('textarea.autosize.productHint')}
            defaultValue={t('textarea.autosize.productValue')}
            autosize
            minRows={2}
            maxRows={6}
          />
          <Textarea
            label={t('textarea.autosize.comment')}
            placeholder={t('textarea.autosize.commentPlaceholder')}
            description={t('textarea.autosize.commentHint')}
            autosize
            minRows={1}
          />
        </Stack>
      </TitledCard>

      <TitledCard title={t('textarea.counter.title')} text={t('textarea.counter.text')}>
        <Textarea
          label={t('textarea.counter.label')}
          placeholder={t('textarea.counter.placeholder')}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
          maxLength={MESSAGE_MAX}
          autosize
          minRows={3}
          maxRows={8}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          description={
            message.length >= MESSAGE_WARN
              ? t('textarea.counter.left', { count: left })
              : t('textarea.counter.count', { count: message.length, max: MESSAGE_MAX })
          }
          descriptionProps={{
            c: message.length >= MESSAGE_WARN ? 'var(--mantine-color-error)' : undefined,
          }}
        />
      </TitledCard>

      <TitledCard title={t('textarea.states.title')} text={t('textarea.states.text')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Textarea
            label={t('textarea.states.disabled')}
            defaultValue={t('textarea.states.disabledValue')}
            disabled
          />
          <Textarea
            label={t('textarea.states.readOnly')}
            defaultValue={t('textarea.states.readOnlyValue')}
            readOnly
          />
          <Textarea
            label={t('textarea.states.error')}
            defaultValue={t('textarea.states.errorValue')}
            error={t('textarea.states.errorMessage')}
          />
          <Textarea
            label={t('textarea.states.required')}
            description={t('textarea.states.requiredHint')}
            placeholder={t('textarea.states.requiredPlaceholder')}
            required
          />
        </SimpleGrid>
      </TitledCard>

      <TitledCard title={t('textarea.resize.title')} text={t('textarea.resize.text')}>
        <Stack gap="md">
          {resizes.map((resize) => (
            <Textarea
              key={resize}
              resize={resize}
              styles={withinCard}
              label={t(`textarea.resize.${resize}`)}
              placeholder={t('textarea.resize.placeholder')}
              rows={2}
            />
          ))}
        </Stack>
      </TitledCard>

      <TitledCard title={t('textarea.variants.title')} text={t('textarea.variants.text')}>
        <Stack gap="md">
          {variants.map((variant) => (
            <Textarea
              key={variant}
              variant={variant}
              label={t(`textarea.variants.${variant}`)}
              placeholder={t('textarea.variants.placeholder')}
              rows={2}
            />
          ))}
        </Stack>
      </TitledCard>
    </CardGrid>
  );
}
