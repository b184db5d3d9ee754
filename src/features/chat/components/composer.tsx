import { ActionIcon, Textarea, VisuallyHidden } from '@mantine/core';
import { SendHorizontal } from 'lucide-react';
import { forwardRef, type KeyboardEvent } from 'react';
import { bidiPart } from '@/components/bidi/bidi';
import { useTranslation } from '@/lib/i18n-react';
import { MAX_MESSAGE_LENGTH, messageTextSchema } from '../types';
import classes from './chat.module.css';

interface ComposerProps {
  value: string;
  onChange: (value: string) => void;
  onSend: (message: string) => void;
}

/** Where a message is written: Enter sends, Shift+Enter starts a new line; blank is never sent. */
export const Composer = forwardRef<HTMLTextAreaElement, ComposerProps>(function Composer(
  { value, onChange, onSend },
  ref,
) {
  const { t } = useTranslation('chat');
  const sendable = messageTextSchema.safeParse(value).success;
  const send = () => {
    if (!sendable) return;
    onSend(value);
    onChange('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // A letter still being composed (an accent, an IME) is not a send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };
  return (
    <form
      className={classes.composer}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <Textarea
        ref={ref}
        className={classes.composerInput}
        aria-label={t('composer.label')}
        placeholder={t('composer.placeholder')}
        aria-describedby="chat-composer-hint"
        autosize
        minRows={1}
        maxRows={5}
        maxLength={MAX_MESSAGE_LENGTH}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        {...bidiPart('input')}
      />
      <VisuallyHidden id="chat-composer-hint">{t('composer.hint')}</VisuallyHidden>
      <ActionIcon
        type="submit"
        size={36}
        radius="xl"
        aria-label={t('composer.send')}
        disabled={!sendable}
      >
        <SendHorizontal size={18} aria-hidden="true" className="mirror-rtl" />
      </ActionIcon>
    </form>
  );
});
