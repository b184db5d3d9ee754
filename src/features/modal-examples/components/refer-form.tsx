import { Group, List, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { Gift, Send, UserPlus } from 'lucide-react';
import { FormActions } from '@/components/form-actions/form-actions';
import { toast } from '@/components/toast';
import { useZodForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import type { ExampleBodyProps } from '../examples';
import { referSchema } from '../types';
import { CopyField } from './copy-field';

/** What each side earns, in reais. */
const REWARD = 50;
/** The example's own code: the sign-up page takes no referral. */
const referralLink = () => `${window.location.origin}/register?ref=MIRANTE-7K2Q`;

const steps = [
  { id: 'invite', icon: Send },
  { id: 'signUp', icon: UserPlus },
  { id: 'earn', icon: Gift },
] as const;

/** "Indique e ganhe": how it works in three steps, an invitation by e-mail, the link to copy. */
export default function ReferForm({ onDone }: ExampleBodyProps) {
  const { t } = useTranslation('modal-examples');
  const format = useFormat();
  const form = useZodForm(referSchema, { initialValues: { email: '' } });
  const reward = format.currency(REWARD);
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ email }) => {
        toast.success(t('toasts.referralChecked', { email }));
        onDone();
      })}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('refer.hint', { reward })}
        </Text>
        <List type="ordered" spacing="sm" listStyleType="none" p={0} m={0}>
          {steps.map(({ id, icon: Icon }, index) => (
            <List.Item key={id}>
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <ThemeIcon variant="light" color="pink" radius="xl" size={36}>
                  <Icon size={18} aria-hidden="true" />
                </ThemeIcon>
                <div>
                  <Text fw={600} size="sm">
                    {t('refer.stepTitle', {
                      number: index + 1,
                      title: t(`refer.steps.${id}.title`),
                    })}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t(`refer.steps.${id}.text`, { reward })}
                  </Text>
                </div>
              </Group>
            </List.Item>
          ))}
        </List>
        <TextInput
          label={t('refer.email')}
          placeholder={t('refer.emailPlaceholder')}
          type="email"
          withAsterisk
          data-autofocus
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <CopyField label={t('refer.link')} value={referralLink()} copied={t('toasts.linkCopied')} />
        <FormActions
          cancelLabel={t('actions.cancel')}
          onCancel={onDone}
          submitLabel={t('refer.submit')}
          submitting={form.submitting}
        />
      </Stack>
    </form>
  );
}
