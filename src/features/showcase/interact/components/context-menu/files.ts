/** A file in the shared drive: the sample the context menu acts on. */
export interface DriveFile {
  id: string;
  name: string;
  kind: 'pdf' | 'sheet' | 'doc' | 'image';
  bytes: number;
  /** When it last changed (`YYYY-MM-DD`). */
  day: string;
  folder: Folder;
}

export const folders = ['documents', 'finance', 'marketing', 'legal'] as const;
export type Folder = (typeof folders)[number];

export const sampleFiles: DriveFile[] = [
  {
    id: 'f1',
    name: 'Contrato de prestação de serviços.pdf',
    kind: 'pdf',
    bytes: 482_304,
    day: '2025-03-10',
    folder: 'legal',
  },
  {
    id: 'f2',
    name: 'Fluxo de caixa março 2025.xlsx',
    kind: 'sheet',
    bytes: 96_512,
    day: '2025-03-12',
    folder: 'finance',
  },
  {
    id: 'f3',
    name: 'Ata da reunião de diretoria.docx',
    kind: 'doc',
    bytes: 38_912,
    day: '2025-03-07',
    folder: 'documents',
  },
  {
    id: 'f4',
    name: 'Campanha Dia das Mães.png',
    kind: 'image',
    bytes: 2_457_600,
    day: '2025-03-11',
    folder: 'marketing',
  },
  {
    id: 'f5',
    name: 'Notas fiscais fevereiro.pdf',
    kind: 'pdf',
    bytes: 1_228_800,
    day: '2025-03-03',
    folder: 'finance',
  },
];

/** "Relatório.pdf" → "Relatório (cópia).pdf"; a second copy, "(cópia 2)". */
export function copyName(name: string, taken: readonly string[], copyWord: string): string {
  const dot = name.lastIndexOf('.');
  const [base, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let n = 1; ; n += 1) {
    const candidate = `${base} (${n === 1 ? copyWord : `${copyWord} ${n}`})${ext}`;
    if (!taken.includes(candidate)) return candidate;
  }
}
