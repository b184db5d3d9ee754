import { Button, TextInput } from '@mantine/core';
import { Send } from 'lucide-react';
import { bidiPart } from '@/components/bidi/bidi';
import { toast } from '@/components/toast';
import { useZodForm } from '@/lib/form';
import { useTranslation } from '@/lib/i18n-react';
import { blankNewsletter, newsletterSchema } from '../../types/layout';
import classes from './layout.module.css';

/**
 * Inline: name, e-mail and the button on one line (wrapping on a phone), the fields named by
 * their placeholders' words. Subscribed, the form empties.
 */
export function NewsletterForm() {
  const { t } = useTranslation('forms');
  const form = useZodForm(newsletterSchema, { initialValues: blankNewsletter() });
  return (
    <form
      noValidate
      className={classes.inline}
      onSubmit={form.onSubmit((subscriber) => {
        toast.success(t('layout.newsletter.saved', subscriber));
        form.reset();
      })}
    >
      <TextInput
        className={classes.inlineName}
        aria-label={t('layout.newsletter.name')}
        placeholder={t('layout.newsletter.name')}
        autoComplete="given-name"
        {...bidiPart('input')}
        {...form.getInputProps('name')}
      />
      <TextInput
        className={classes.inlineEmail}
        aria-label={t('layout.newsletter.email')}
        placeholder={t('layout.newsletter.email')}
        type="email"
        autoComplete="email"
        {...form.getInputProps('email')}
      />
      <Button
        type="submit"
        className={classes.inlineButton}
        loading={form.submitting}
        leftSection={<Send size={16} aria-hidden="true" className="mirror-rtl" />}
      >
        {t('layout.newsletter.submit')}
      </Button>
    </form>
  );
}
