import { Button, Card, Stack, Text } from '@mantine/core';
import { Eye, Save } from 'lucide-react';
import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormFailure } from '@/components/form-failure/form-failure';
import { useTranslation } from '@/lib/i18n-react';
import { invoicePaths } from '../../use-invoice-actions';
import classes from './invoice-form.module.css';

interface FormActionsProps {
  /** The invoice being edited; none while adding. */
  invoiceId: number | undefined;
  submitting: boolean;
  /** Why the last save failed, said above the button that tries again. */
  failure: unknown;
  /** A save refused because another tab saved first: puts the stored invoice in the form. */
  onUseCurrent?: (current: unknown) => void;
}

/** The side card: save, cancel, and the preview of what is saved. */
export function FormActions({ invoiceId, submitting, failure, onUseCurrent }: FormActionsProps) {
  const { t } = useTranslation('invoice-form');
  const navigate = useNavigate();
  const hint = useId();
  const editing = invoiceId !== undefined;
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-label={t('actions.label')}
      className={classes.aside}
    >
      <Stack gap="sm">
        <FormFailure error={failure} title={t('saveFailed')} onUseCurrent={onUseCurrent} />
        <Button
          type="submit"
          fullWidth
          loading={submitting}
          leftSection={<Save size={16} aria-hidden="true" />}
        >
          {t('actions.save')}
        </Button>
        <Button
          variant="default"
          fullWidth
          onClick={() =>
            void navigate(editing ? invoicePaths.preview(invoiceId) : invoicePaths.list)
          }
        >
          {t('actions.cancel')}
        </Button>
        {editing ? (
          <Button
            component={Link}
            to={invoicePaths.preview(invoiceId)}
            variant="light"
            fullWidth
            leftSection={<Eye size={16} aria-hidden="true" />}
          >
            {t('actions.preview')}
          </Button>
        ) : (
          <>
            <Button
              variant="light"
              fullWidth
              disabled
              aria-describedby={hint}
              leftSection={<Eye size={16} aria-hidden="true" />}
            >
              {t('actions.preview')}
            </Button>
            <Text id={hint} size="xs" c="dimmed">
              {t('actions.previewHint')}
            </Text>
          </>
        )}
      </Stack>
    </Card>
  );
}
