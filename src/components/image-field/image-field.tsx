import {
  Avatar,
  Button,
  FileButton,
  Group,
  Image,
  Input,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { errorMessageKey } from '@/lib/api-error';
import { DataImage } from '@/components/data-image/data-image';
import { fileIdOf, IMAGE_TYPES, MAX_FILE_BYTES } from '@/lib/file-address';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/use-format';
import { uploadImage, useFileSrc } from './use-file-src';
import classes from './image-field.module.css';

interface ImageFieldProps {
  label: string;
  /** The picture's address (a kept file, a sample picture), or empty for none. */
  value: string;
  onChange: (url: string) => void;
  /** A limit below the API's own (an avatar's 800 KB): said in the hint, checked on picking. */
  maxBytes?: number;
  /** How the picture is shown: a wide cover (the default) or a person's square avatar. */
  preview?: 'cover' | 'avatar';
  /** More buttons after the field's own (an avatar's "back to the saved one"). */
  actions?: ReactNode;
  /** The form's error for the field (a refused save), when the picker has none of its own. */
  error?: string | undefined;
}

/**
 * Picks a picture, sends it to the API at once (the row that names it stays small) and
 * shows it; a file the API would refuse is refused here first, in words beside the field.
 * A failed upload keeps the picture there was.
 */
export function ImageField({
  label,
  value,
  onChange,
  maxBytes,
  preview = 'cover',
  actions,
  error,
}: ImageFieldProps) {
  const { t } = useTranslation('common');
  const format = useFormat();
  const id = useId();
  const limit = maxBytes === undefined ? null : format.bytes(maxBytes);
  const src = useFileSrc(value || undefined);
  const [problem, setProblem] = useState<string | null>(null);
  const Layout = preview === 'avatar' ? Group : Stack;
  const upload = useMutation({ mutationFn: uploadImage, meta: { errorShownBy: 'form' } });

  const pick = (file: File | null) => {
    if (!file) return;
    setProblem(null);
    if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
      return setProblem(t('imageField.wrongType'));
    }
    if (file.size > Math.min(maxBytes ?? MAX_FILE_BYTES, MAX_FILE_BYTES)) {
      return setProblem(
        limit ? t('imageField.tooLargeFor', { size: limit }) : t('imageField.tooLarge'),
      );
    }
    upload.mutate(file, {
      onSuccess: (kept) => onChange(kept.url),
      onError: (error) => setProblem(t(errorMessageKey(error))),
    });
  };

  return (
    <Input.Wrapper
      label={label}
      id={id}
      description={limit ? t('imageField.hintUpTo', { size: limit }) : t('imageField.hint')}
      error={problem ?? error}
      labelElement="div"
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    >
      <Layout gap="xs" mt={4} role="group" aria-labelledby={`${id}-label`}>
        {preview === 'avatar' ? (
          // The default figure while there is none; a kept picture shows once it has arrived.
          <Avatar src={src} alt="" size={88} radius="md" />
        ) : src ? (
          <Image src={src} alt="" className={classes.preview} radius="sm" />
        ) : value && fileIdOf(value) === null ? (
          // Another site's picture: a placeholder until its host is allowed.
          <DataImage src={value} className={classes.preview} />
        ) : value ? (
          // A kept picture on its way from the API.
          <Skeleton className={classes.preview} radius="sm" />
        ) : (
          <Text size="sm" c="dimmed">
            {t('imageField.none')}
          </Text>
        )}
        <Group gap="xs">
          <FileButton onChange={pick} accept={IMAGE_TYPES.join(',')}>
            {(props) => (
              <Button
                {...props}
                variant="light"
                size="xs"
                leftSection={<ImagePlus size={14} aria-hidden="true" />}
                loading={upload.isPending}
                aria-describedby={(problem ?? error) ? `${id}-error` : undefined}
              >
                {value ? t('imageField.replace') : t('imageField.choose')}
              </Button>
            )}
          </FileButton>
          {value && (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<Trash2 size={14} aria-hidden="true" />}
              onClick={() => {
                setProblem(null);
                onChange('');
              }}
            >
              {t('imageField.remove')}
            </Button>
          )}
          {actions}
        </Group>
      </Layout>
    </Input.Wrapper>
  );
}
