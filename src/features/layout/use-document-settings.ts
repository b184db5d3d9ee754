import { useDirection } from '@mantine/core';
import { useEffect } from 'react';
import { useLayoutStore } from './settings-store';

/** Mirrors skin and direction onto `<html>` (and Mantine's direction context). */
export function useDocumentSettings(): void {
  const skin = useLayoutStore((s) => s.skin);
  const direction = useLayoutStore((s) => s.direction);
  const { setDirection } = useDirection();

  useEffect(() => {
    document.documentElement.dataset.skin = skin;
  }, [skin]);

  useEffect(() => {
    document.documentElement.dir = direction;
    setDirection(direction);
  }, [direction, setDirection]);
}

export const colorSchemeOf = (skin: string) => (skin === 'dark' ? 'dark' : 'light');
