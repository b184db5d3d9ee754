import type { Locator } from '@playwright/test';

/** The page as a right-to-left reader sees it, with the interface in English. */
export const rtlEnglish = { direction: '"rtl"', language: '"en"' };

/** Whether the text takes its own direction: dir="auto" on it or around it, or a <bdi>. */
export const isolated = (element: Locator) =>
  element.evaluate((node) => node.closest('[dir="auto"], bdi') !== null);

/**
 * Where the first and the last letter of an element's text are drawn, and its own box:
 * in logical order the first letter of a left-to-right text is left of the last one.
 */
export const letters = (element: Locator) =>
  element.evaluate((node) => {
    const text = [
      ...(function* walk(parent: Node): Generator<Text> {
        for (const child of parent.childNodes) {
          if (child instanceof Text && child.data.trim()) yield child;
          else yield* walk(child);
        }
      })(node),
    ];
    const first = text[0] as Text;
    const last = text.at(-1) as Text;
    const box = (textNode: Text, offset: number) => {
      const range = document.createRange();
      range.setStart(textNode, offset);
      range.setEnd(textNode, offset + 1);
      return range.getBoundingClientRect();
    };
    const start = box(first, first.data.search(/\S/));
    const end = box(last, last.data.trimEnd().length - 1);
    const own = (node as Element).getBoundingClientRect();
    return {
      text: node.textContent ?? '',
      firstLeft: start.left,
      lastRight: end.right,
      box: { left: own.left, right: own.right },
    };
  });

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
