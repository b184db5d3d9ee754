import {
  List,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  VisuallyHidden,
} from '@mantine/core';
import { Check, Minus } from 'lucide-react';
import type { InputProps } from '@/lib/form';
import { useTranslation } from '@/lib/i18n-react';
import { PASSWORD_MIN, passwordRules } from './password-rules';

interface PasswordFieldsProps {
  /** The new password's input (`form.getInputProps('password')`). */
  password: InputProps<string>;
  /** The same password typed again. */
  confirm: InputProps<string>;
  /** The password in use, asked first on a line of its own (a person changing their own). */
  current?: InputProps<string> | undefined;
}

/**
 * A new password typed twice, with the rules it must meet beside it, each ticked as it
 * becomes true (`passwordSchema` checks the same rules). The form, its save and its words
 * around the fields are the caller's.
 */
export function PasswordFields({ password, confirm, current }: PasswordFieldsProps) {
  const { t } = useTranslation('account');
  const toggle = { 'aria-label': t('password.show') };
  return (
    <>
      {current && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <PasswordInput
            label={t('password.current')}
            autoComplete="current-password"
            withAsterisk
            visibilityToggleButtonProps={toggle}
            {...current}
          />
        </SimpleGrid>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <Stack gap="xs">
          <PasswordInput
            label={t('password.new')}
            autoComplete="new-password"
            withAsterisk
            visibilityToggleButtonProps={toggle}
            {...password}
          />
          <PasswordRuleList value={password.value} />
        </Stack>
        <PasswordInput
          label={t('password.confirm')}
          autoComplete="new-password"
          withAsterisk
          visibilityToggleButtonProps={toggle}
          {...confirm}
        />
      </SimpleGrid>
    </>
  );
}

/** The rules, each ticked once the typed password meets it (said in words to a reader too). */
function PasswordRuleList({ value }: { value: string }) {
  const { t } = useTranslation('account');
  return (
    <List spacing={4} size="sm" center aria-label={t('password.rulesLabel')}>
      {passwordRules.map((rule) => {
        const met = rule.met(value);
        return (
          <List.Item
            key={rule.id}
            data-met={met || undefined}
            icon={
              <ThemeIcon
                size={18}
                radius="xl"
                variant="light"
                color={met ? 'teal' : 'gray'}
                aria-hidden="true"
              >
                {met ? <Check size={12} /> : <Minus size={12} />}
              </ThemeIcon>
            }
          >
            <Text span size="sm" c={met ? undefined : 'dimmed'}>
              {t(`password.rules.${rule.id}`, { count: PASSWORD_MIN })}
            </Text>{' '}
            <VisuallyHidden>{t(met ? 'password.ruleMet' : 'password.ruleUnmet')}</VisuallyHidden>
          </List.Item>
        );
      })}
    </List>
  );
}
