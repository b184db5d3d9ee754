import { Button, Group, Stack } from '@mantine/core';
import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import type * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { toast } from '@/components/toast';
import { useZodForm, type ZodForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n-react';

interface RuleFormProps<S extends $ZodType, V> {
  schema: S;
  initialValues: V;
  /** The family's name, said in the confirmation. */
  rule: string;
  children: (form: ZodForm<V, z.output<S>>) => ReactNode;
}

/**
 * One family of rules in a form of its own: errors beside the fields once the form was sent
 * (or a field left), then as each field changes; a valid form is confirmed in a toast and
 * keeps its values.
 */
export function RuleForm<S extends $ZodType, V = z.input<S>>({
  schema,
  initialValues,
  rule,
  children,
}: RuleFormProps<S, V>) {
  const { t } = useTranslation('forms');
  const form = useZodForm<S, V>(schema, { initialValues });
  return (
    <form noValidate onSubmit={form.onSubmit(() => toast.success(t('rules.valid', { rule })))}>
      <Stack gap="sm">
        {children(form)}
        <Group justify="flex-end">
          <Button
            type="submit"
            variant="light"
            loading={form.submitting}
            leftSection={<ShieldCheck size={16} aria-hidden="true" />}
          >
            {t('rules.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
