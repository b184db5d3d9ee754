import { Input, Stack, Text, UnstyledButton } from '@mantine/core';
import { Upload } from 'lucide-react';
import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { useFormat } from '@/lib/use-format';
import { FileList } from './file-list';
import { sortFiles, type FileRejection } from './file-rules';
import classes from './file-drop.module.css';

export type { FileRejection, FileRejectionReason } from './file-rules';

/** The limits a refusal may name, ready to read ("2 MB"). */
export interface FileLimits {
  /** The refused file's size. */
  size: string;
  /** The largest size taken, when there is one. */
  maxSize: string;
  maxFiles: number;
}

/** The zone's words, in the caller's language and namespace. */
export interface FileDropWords {
  /** The zone's call to act: "Arraste arquivos até aqui ou clique para escolher". */
  prompt: string;
  /** While files are dragged over it: "Solte os arquivos para adicioná-los". */
  drop: string;
  /** The kept files' list: "Arquivos escolhidos". */
  list: string;
  /** A kept file's remove button: "Remover contrato.pdf". */
  remove: (name: string) => string;
  /** Above the refused files: "Estes arquivos não foram adicionados:". */
  rejected: string;
  /** Why one was refused: "contrato.docx: use PDF, PNG ou JPG." */
  reason: (rejection: FileRejection, limits: FileLimits) => string;
}

export interface FileDropProps {
  /** The field's name, shown above the zone. */
  label: string;
  /** What it takes, under the label ("PDF, PNG ou JPG, até 2 MB cada"). */
  description?: string;
  /** MIME types, families (`image/*`) or name endings (`.pdf`); absent: any file. */
  accept?: readonly string[];
  /** The largest file, in bytes. */
  maxSize?: number;
  /** How many files may be kept. `1`: a single file, which a new pick replaces. */
  maxFiles?: number;
  /** The files kept (the page holds them). */
  value: readonly File[];
  onChange: (files: File[]) => void;
  words: FileDropWords;
  disabled?: boolean;
  /** The form's error for the field ("Escolha pelo menos um arquivo."). */
  error?: string | undefined;
  /** Something beside a kept file (its upload's state). */
  fileStatus?: (file: File) => ReactNode;
  /** No removing while the files are being sent. */
  locked?: boolean;
  /** The file list drawn by the page (a large preview): the zone draws none. */
  withList?: boolean;
}

/**
 * A drop zone: files dragged onto it, or picked with a click, Enter or Space (the browser's
 * picker); kept when they are of an `accept` type, within `maxSize` and `maxFiles`, refused
 * otherwise with the reason in words, file by file. The kept files are listed with a preview
 * (pictures) or an icon, their size and a remove button. Nothing is sent: the page decides
 * what to do with the files (`value`, `onChange`).
 */
export function FileDrop({
  label,
  description,
  accept,
  maxSize,
  maxFiles = Infinity,
  value,
  onChange,
  words,
  disabled = false,
  error,
  fileStatus,
  locked = false,
  withList = true,
}: FileDropProps) {
  const format = useFormat();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const zone = useRef<HTMLButtonElement>(null);
  const [rejected, setRejected] = useState<FileRejection[]>([]);
  const [dragging, setDragging] = useState(false);
  // dragenter and dragleave fire for every child crossed: count them.
  const depth = useRef(0);
  const single = maxFiles === 1;
  const inactive = disabled || locked;

  const add = (incoming: readonly File[]) => {
    // A single file's zone replaces the one kept by the first file it takes.
    const kept = single ? [] : value;
    const sorted = sortFiles(incoming, kept, { accept, maxSize, maxFiles });
    setRejected(sorted.rejected);
    if (sorted.accepted.length > 0) onChange([...kept, ...sorted.accepted]);
  };

  const remove = (file: File) => {
    onChange(value.filter((kept) => kept !== file));
    setRejected([]);
    // The button pressed is gone: back to the zone rather than to the page's top.
    zone.current?.focus();
  };

  const onDrag = (event: DragEvent, change: -1 | 0 | 1) => {
    event.preventDefault();
    if (inactive) return;
    depth.current = Math.max(0, depth.current + change);
    setDragging(depth.current > 0);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    depth.current = 0;
    setDragging(false);
    if (!inactive) add(Array.from(event.dataTransfer.files));
  };

  const limits = (file: File): FileLimits => ({
    size: format.bytes(file.size),
    maxSize: maxSize === undefined ? '' : format.bytes(maxSize),
    maxFiles,
  });
  const describedBy = [description && `${id}-description`, error && `${id}-error`]
    .filter(Boolean)
    .join(' ');

  return (
    <Input.Wrapper
      id={id}
      label={label}
      description={description}
      error={error}
      labelElement="div"
      inputWrapperOrder={['label', 'description', 'input', 'error']}
    >
      <Stack gap="sm" mt={6}>
        <UnstyledButton
          ref={zone}
          className={classes.zone}
          data-active={dragging || undefined}
          data-invalid={error ? true : undefined}
          data-compact={single && value.length > 0 ? true : undefined}
          disabled={inactive}
          aria-labelledby={`${id}-label ${id}-prompt`}
          aria-describedby={describedBy || undefined}
          onClick={() => input.current?.click()}
          onDragEnter={(event) => onDrag(event, 1)}
          onDragOver={(event) => onDrag(event, 0)}
          onDragLeave={(event) => onDrag(event, -1)}
          onDrop={onDrop}
        >
          <Upload
            size={single && value.length > 0 ? 18 : 28}
            className={classes.icon}
            aria-hidden="true"
          />
          <Text component="span" size="sm" fw={500} id={`${id}-prompt`}>
            {dragging ? words.drop : words.prompt}
          </Text>
        </UnstyledButton>
        <input
          ref={input}
          type="file"
          hidden
          aria-label={label}
          multiple={!single}
          accept={accept?.join(',')}
          disabled={inactive}
          onChange={(event) => {
            add(Array.from(event.currentTarget.files ?? []));
            // The same file picked again is a new choice.
            event.currentTarget.value = '';
          }}
        />
        {rejected.length > 0 && (
          <div role="alert">
            <Text size="sm" c="var(--mantine-color-error)" fw={500}>
              {words.rejected}
            </Text>
            <ul className={classes.rejected}>
              {rejected.map((rejection, index) => (
                <Text component="li" size="sm" c="var(--mantine-color-error)" key={index}>
                  {words.reason(rejection, limits(rejection.file))}
                </Text>
              ))}
            </ul>
          </div>
        )}
        {withList && value.length > 0 && (
          <FileList
            files={value}
            label={words.list}
            removeLabel={words.remove}
            onRemove={remove}
            status={fileStatus}
            locked={locked}
          />
        )}
      </Stack>
    </Input.Wrapper>
  );
}
