import { Button, Group } from '@mantine/core';
import { Paperclip, Save, Send, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { IconButton } from '@/components/icon-button/icon-button';
import { useTranslation } from '@/lib/i18n-react';

interface ComposeFooterProps {
  sending: boolean;
  saving: boolean;
  /** Something is written: there is a draft to save. */
  canSave: boolean;
  onSend: () => void;
  onSaveDraft: () => void;
  onAttach: (files: Iterable<File>) => void;
  onDiscard: () => void;
}

/** Send, save to Drafts, attach (through a hidden file input) and discard. */
export function ComposeFooter({
  sending,
  saving,
  canSave,
  onSend,
  onSaveDraft,
  onAttach,
  onDiscard,
}: ComposeFooterProps) {
  const { t } = useTranslation('email');
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <Group justify="space-between" wrap="nowrap">
      <Group gap="xs" wrap="nowrap">
        <Button
          leftSection={<Send size={16} aria-hidden="true" />}
          onClick={onSend}
          loading={sending}
          loaderProps={{ 'aria-label': t('compose.sending') }}
          disabled={saving}
        >
          {t('compose.send')}
        </Button>
        <Button
          variant="default"
          onClick={onSaveDraft}
          loading={saving}
          disabled={sending || !canSave}
          visibleFrom="xs"
        >
          {t('compose.saveDraft')}
        </Button>
        <IconButton
          label={t('compose.saveDraft')}
          icon={Save}
          variant="default"
          size="lg"
          onClick={onSaveDraft}
          loading={saving}
          disabled={sending || !canSave}
          hiddenFrom="xs"
        />
        <IconButton
          label={t('compose.attach')}
          icon={Paperclip}
          variant="default"
          size="lg"
          onClick={() => fileInput.current?.click()}
        />
        <input
          ref={fileInput}
          type="file"
          multiple
          hidden
          aria-label={t('compose.attach')}
          data-testid="compose-file-input"
          onChange={(event) => {
            onAttach(event.currentTarget.files ?? []);
            event.currentTarget.value = '';
          }}
        />
      </Group>
      <IconButton
        label={t('compose.discard')}
        icon={Trash2}
        color="red"
        size="lg"
        onClick={onDiscard}
      />
    </Group>
  );
}
