import { Can } from '@casl/react';
import { Button, Card, Stack } from '@mantine/core';
import { Download, HandCoins, Pencil, Printer, Send } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { invoicePaths } from '../../use-invoice-actions';
import classes from './preview-layout.module.css';

interface PreviewActionsProps {
  id: number;
  onSend: () => void;
  onAddPayment: () => void;
}

const icon = { size: 16, 'aria-hidden': true } as const;

/**
 * What a person does with the invoice shown. The PDF is the print dialog's "save as PDF"
 * (the document's print style makes the page); sending, editing and paying need `update`.
 */
export function PreviewActions({ id, onSend, onAddPayment }: PreviewActionsProps) {
  const { t } = useTranslation('invoice-preview');
  return (
    <Card
      component="section"
      withBorder
      className={classes.actions}
      aria-label={t('actions.label')}
    >
      <Stack gap="sm">
        <Can I="update" a="Invoice">
          <Button leftSection={<Send {...icon} />} onClick={onSend}>
            {t('actions.send')}
          </Button>
        </Can>
        <Button
          variant="default"
          leftSection={<Download {...icon} />}
          onClick={() => window.print()}
        >
          {t('actions.download')}
        </Button>
        <Button
          variant="default"
          leftSection={<Printer {...icon} />}
          onClick={() => window.print()}
        >
          {t('actions.print')}
        </Button>
        <Can I="update" a="Invoice">
          <Button
            component={Link}
            to={invoicePaths.edit(id)}
            variant="default"
            leftSection={<Pencil {...icon} />}
          >
            {t('actions.edit')}
          </Button>
        </Can>
        <Can I="update" a="Invoice">
          <Button
            variant="light"
            color="teal"
            leftSection={<HandCoins {...icon} />}
            onClick={onAddPayment}
          >
            {t('actions.addPayment')}
          </Button>
        </Can>
      </Stack>
    </Card>
  );
}
