import { CloseButton, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { AtSign, Globe, Lock, MapPin, Phone, Search, TicketPercent, UserRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { FloatingInput } from './floating-input';
import sideLabel from './side-label.module.css';

const icon = { size: 16, 'aria-hidden': true } as const;

/** Icons at the start, the end or both, a field that clears itself and one checking a code. */
export function InputIcons() {
  const { t } = useTranslation('form-inputs');
  const [city, setCity] = useState(t('input.icons.cityValue'));
  return (
    <Stack gap="md">
      <TextInput
        type="search"
        label={t('input.icons.search')}
        placeholder={t('input.icons.searchPlaceholder')}
        leftSection={<Search {...icon} />}
      />
      <TextInput
        type="email"
        label={t('input.icons.email')}
        placeholder={t('input.icons.emailPlaceholder')}
        autoComplete="email"
        rightSection={<AtSign {...icon} />}
      />
      <TextInput
        label={t('input.icons.city')}
        placeholder={t('input.icons.cityPlaceholder')}
        value={city}
        onChange={(event) => setCity(event.currentTarget.value)}
        leftSection={<MapPin {...icon} />}
        rightSection={
          city !== '' && (
            <CloseButton
              size="sm"
              aria-label={t('input.icons.clear')}
              onClick={() => setCity('')}
            />
          )
        }
        rightSectionPointerEvents="all"
      />
      <TextInput
        label={t('input.icons.coupon')}
        defaultValue={t('input.icons.couponValue')}
        description={t('input.icons.couponHint')}
        leftSection={<TicketPercent {...icon} />}
        loading
      />
    </Stack>
  );
}

/** The types that bring the right keyboard and autofill; a password with its toggle. */
export function InputTypes() {
  const { t } = useTranslation('form-inputs');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput
        type="email"
        label={t('input.types.email')}
        placeholder={t('input.types.emailPlaceholder')}
        autoComplete="email"
        leftSection={<AtSign {...icon} />}
      />
      <TextInput
        type="url"
        label={t('input.types.url')}
        placeholder={t('input.types.urlPlaceholder')}
        autoComplete="url"
        leftSection={<Globe {...icon} />}
      />
      <TextInput
        type="tel"
        label={t('input.types.tel')}
        placeholder={t('input.types.telPlaceholder')}
        autoComplete="tel"
        leftSection={<Phone {...icon} />}
      />
      <TextInput
        type="search"
        label={t('input.types.search')}
        placeholder={t('input.types.searchPlaceholder')}
        leftSection={<Search {...icon} />}
      />
      <PasswordInput
        label={t('input.types.password')}
        description={t('input.types.passwordHint')}
        autoComplete="new-password"
        leftSection={<Lock {...icon} />}
        visibilityToggleFocusable
        visibilityToggleButtonProps={{ 'aria-label': t('input.types.showPassword') }}
      />
    </SimpleGrid>
  );
}

/** A label beside its field (above it on a phone), and one floating inside the field. */
export function InputLabels() {
  const { t } = useTranslation('form-inputs');
  return (
    <Stack gap="md">
      <TextInput
        classNames={sideLabel}
        label={t('input.labels.firstName')}
        placeholder={t('input.labels.firstNamePlaceholder')}
        autoComplete="given-name"
        leftSection={<UserRound {...icon} />}
      />
      <TextInput
        classNames={sideLabel}
        label={t('input.labels.lastName')}
        placeholder={t('input.labels.lastNamePlaceholder')}
        description={t('input.labels.lastNameHint')}
        autoComplete="family-name"
      />
      <FloatingInput
        label={t('input.labels.company')}
        placeholder={t('input.labels.companyPlaceholder')}
        autoComplete="organization"
      />
      <FloatingInput
        label={t('input.labels.role')}
        placeholder={t('input.labels.rolePlaceholder')}
        autoComplete="organization-title"
      />
    </Stack>
  );
}
