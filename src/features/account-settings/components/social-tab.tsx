import { SimpleGrid, TextInput } from '@mantine/core';
import * as z from 'zod/mini';
import { SectionCard } from '@/components/account/section-card';
import { useTranslation } from '@/lib/i18n-react';
import { useSaveSocialLinks } from '../api';
import {
  socialHosts,
  socialLinksSchema,
  socialNetworks,
  socialSchema,
  type Social,
} from '../types';
import { cardForm, useSectionForm } from './use-section-form';

const socialFormSchema = z.object({ socialLinks: socialLinksSchema });

/** The addresses of the person's profiles, each on its own network; saved together. */
export function SocialTab({ stored }: { stored: Social }) {
  const { t } = useTranslation('account-settings');
  const save = useSaveSocialLinks();
  const refused = 'account-settings:validation.refused';
  const section = useSectionForm({
    schema: socialFormSchema,
    stored,
    storedSchema: socialSchema,
    values: (social) => ({ socialLinks: social.socialLinks }),
    save: (values, version) => save.mutateAsync({ ...values, version }),
    savedMessage: t('toasts.socialSaved'),
    refused: Object.fromEntries(
      socialNetworks.map((network) => [`socialLinks.${network}`, refused]),
    ),
  });
  const { form } = section;

  return (
    <SectionCard
      title={t('social.title')}
      text={t('social.text')}
      form={cardForm(section, t('social.failed'))}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        {socialNetworks.map((network) => (
          <TextInput
            key={network}
            label={t(`social.networks.${network}`)}
            type="url"
            autoComplete="url"
            placeholder={t('social.placeholder', { host: socialHosts[network][0] })}
            {...form.getInputProps(`socialLinks.${network}`)}
          />
        ))}
      </SimpleGrid>
    </SectionCard>
  );
}
