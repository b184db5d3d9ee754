import { useState, type DragEvent } from 'react';

/** Drag-and-drop of files onto an area: whether files hover it, and the handlers to spread. */
export function useFileDrop(onFiles: (files: FileList) => void) {
  const [dragging, setDragging] = useState(false);
  return {
    dragging,
    handlers: {
      onDragOver: (event: DragEvent<HTMLElement>) => {
        if (!event.dataTransfer.types.includes('Files')) return;
        event.preventDefault();
        setDragging(true);
      },
      onDragLeave: (event: DragEvent<HTMLElement>) => {
        // Moving between the area's own children is not leaving it.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      },
      onDrop: (event: DragEvent<HTMLElement>) => {
        event.preventDefault();
        setDragging(false);
        onFiles(event.dataTransfer.files);
      },
    },
  };
}
