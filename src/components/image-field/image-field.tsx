import { Button, FileButton, Group, Image, Input, Skeleton, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { errorMessageKey } from '@/lib/api-error';
import { IMAGE_TYPES, MAX_FILE_BYTES } from '@/lib/file-address';
import { useTranslation } from '@/lib/i18n-react';
import { uploadImage, useFileSrc } from './use-file-src';
import classes from './image-field.module.css';

interface ImageFieldProps {
  label: string;
  /** The picture's address (a kept file, a sample picture), or empty for none. */
  value: string;
  onChange: (url: string) => void;
}

/**
 * Picks a picture, sends it to the API at once (the row that names it stays small) and
 * shows it; a file the API would refuse is refused here first, in words beside the field.
 * A failed upload keeps the picture there was.
 */
export function ImageField({ label, value, onChange }: ImageFieldProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const src = useFileSrc(value || undefined);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation({ mutationFn: uploadImage, meta: { errorShownBy: 'form' } });

  const pick = (file: File | null) => {
    if (!file) return;
    setProblem(null);
    if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
      return setProblem(t('imageField.wrongType'));
    }
    if (file.size > MAX_FILE_BYTES) return setProblem(t('imageField.tooLarge'));
    upload.mutate(file, {
      onSuccess: (kept) => onChange(kept.url),
      onError: (error) => setProblem(t(errorMessageKey(error))),
    });
  };

  return (
    <Input.Wrapper
      label={label}
      id={id}
      description={t('imageField.hint')}
      error={problem}
      labelElement="div"
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    >
      <Stack gap="xs" mt={4} role="group" aria-labelledby={`${id}-label`}>
        {src ? (
          <Image src={src} alt="" className={classes.preview} radius="sm" />
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
                aria-describedby={problem ? `${id}-error` : undefined}
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
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
