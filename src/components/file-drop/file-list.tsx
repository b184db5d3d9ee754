import { ActionIcon, Text } from '@mantine/core';
import { File as FileIcon, FileText, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { bidiText } from '@/components/bidi/bidi';
import { useFormat } from '@/lib/use-format';
import { isPreviewable } from './file-rules';
import { useObjectUrl } from './use-object-url';
import classes from './file-drop.module.css';

/** A file's small picture: the picture itself, or an icon of its kind. */
export function FileThumb({ file }: { file: File }) {
  const src = useObjectUrl(isPreviewable(file) ? file : null);
  if (src) return <img src={src} alt="" className={classes.thumb} />;
  const Icon = file.type === 'application/pdf' ? FileText : FileIcon;
  return (
    <span className={classes.thumb}>
      <Icon size={20} aria-hidden="true" />
    </span>
  );
}

// Each file object's key for React, for as long as it lives.
const keys = new WeakMap<File, number>();
let lastKey = 0;
const keyOf = (file: File) => {
  let key = keys.get(file);
  if (key === undefined) {
    lastKey += 1;
    key = lastKey;
    keys.set(file, key);
  }
  return key;
};

interface FileListProps {
  files: readonly File[];
  /** The list's accessible name ("Arquivos escolhidos"). */
  label: string;
  removeLabel: (name: string) => string;
  onRemove: (file: File) => void;
  /** Something beside a file (its upload's state). */
  status?: ((file: File) => ReactNode) | undefined;
  /** No remove buttons (while the files are being sent). */
  locked?: boolean;
}

/** The files kept: a preview, the name, the size, a remove button each. */
export function FileList({ files, label, removeLabel, onRemove, status, locked }: FileListProps) {
  const format = useFormat();
  return (
    <ul className={classes.list} aria-label={label}>
      {files.map((file) => (
        <li key={keyOf(file)} className={classes.item}>
          <FileThumb file={file} />
          <div className={classes.details}>
            <Text size="sm" fw={500} truncate="end" {...bidiText()}>
              {file.name}
            </Text>
            <Text size="xs" c="dimmed">
              {format.bytes(file.size)}
            </Text>
            {status?.(file)}
          </div>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={removeLabel(file.name)}
            onClick={() => onRemove(file)}
            disabled={locked}
          >
            <X size={16} aria-hidden="true" />
          </ActionIcon>
        </li>
      ))}
    </ul>
  );
}
