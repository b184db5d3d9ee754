import { useEffect } from 'react';
import { useLayoutStore } from './settings-store';

/**
 * Mirrors skin and direction onto `<html>`. Mantine's styles follow `dir` there; the few
 * components that take a side (drawers) are given it from the settings store.
 */
export function useDocumentSettings(): void {
  const skin = useLayoutStore((s) => s.skin);
  const direction = useLayoutStore((s) => s.direction);

  useEffect(() => {
    document.documentElement.dataset.skin = skin;
  }, [skin]);

  useEffect(() => {
    document.documentElement.dir = direction;
  }, [direction]);
}

export const colorSchemeOf = (skin: string) => (skin === 'dark' ? 'dark' : 'light');
