import { CardGrid } from '@/components/section-card/card-grid';
import { FileStatesCard } from '../components/files/file-states-card';
import { MultiFileCard } from '../components/files/multi-file-card';
import { SingleImageCard } from '../components/files/single-image-card';

export const namespaces = ['form-pickers'] as const;

/**
 * `/forms/elements/file-uploader`: the drop zone (`FileDrop`) with one picture and its
 * preview, several documents within type, size and count limits sent through the demo's file
 * call, and a required and a disabled zone.
 */
export default function FileUploaderPage() {
  return (
    <CardGrid>
      <SingleImageCard />
      <MultiFileCard />
      <FileStatesCard />
    </CardGrid>
  );
}
