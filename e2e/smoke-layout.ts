import { expect, type Page } from '@playwright/test';
import type { Direction } from './smoke-checks';

/**
 * Rules of the drawn page that hold on every page, checked by the smoke walk in each pass:
 * no text cut without an ellipsis in table cells and menus, fields mirrored in right to left,
 * and toasts clear of the navbar.
 */

/**
 * No text in a table cell or a menu is cut without an ellipsis. Text may be cut by the
 * element holding it, or the cell by a box around it; either is fine when it ends with an
 * ellipsis, or when the box that cuts it scrolls (a wide table on a phone: the scroll region
 * is named, takes the focus and shades the end where more lies).
 */
export async function expectNoCutText(page: Page, context: string) {
  const cut = await page.evaluate(() => {
    const clips = (style: CSSStyleDeclaration) =>
      style.overflowX === 'hidden' || style.overflowX === 'clip';
    const scrolls = (style: CSSStyleDeclaration) =>
      style.overflowX === 'auto' || style.overflowX === 'scroll';
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 2 && box.height > 2 && getComputedStyle(element).visibility !== 'hidden';
    };
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    const found: string[] = [];
    const holders = document.querySelectorAll(
      'td, th, [role="menuitem"], nav a, [role="tab"], [role="radio"] label',
    );
    for (const holder of holders) {
      if (!shown(holder) || !(holder.textContent ?? '').trim()) continue;
      // Cut inside: an element between the text and the holder clips its own content.
      const inner = [holder, ...holder.querySelectorAll('*')].find((element) => {
        if (!shown(element) || element.clientWidth <= 2) return false;
        const style = getComputedStyle(element);
        if (!clips(style) || style.textOverflow === 'ellipsis') return false;
        if (style.clipPath !== 'none' || style.position === 'absolute') return false;
        const hasText = [...element.childNodes].some(
          (child) => child.nodeType === Node.TEXT_NODE && (child.textContent ?? '').trim(),
        );
        return hasText && element.scrollWidth > element.clientWidth + 1;
      });
      if (inner) {
        found.push(`${name(inner)} clipped in ${name(holder)}`);
        continue;
      }
      // Cut outside: the first box around the holder that does not let it show whole.
      const own = holder.getBoundingClientRect();
      for (let box = holder.parentElement; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (scrolls(style)) break;
        if (!clips(style)) continue;
        const outer = box.getBoundingClientRect();
        // Text kept for screen readers only (a chart's table): not drawn, not cut.
        if (outer.width <= 2 || outer.height <= 2) break;
        if (own.left < outer.left - 1 || own.right > outer.right + 1)
          found.push(`${name(holder)} cut by ${name(box)}`);
        break;
      }
    }
    return found.slice(0, 8);
  });
  expect(cut, `text cut without an ellipsis ${context}`).toEqual([]);
}

/**
 * Fields follow the page's direction: their icon at the line's start (the right in right to
 * left), what is typed and the placeholder reading in their own direction (no `dir` of
 * their own, which would turn the icon round: the stylesheet does it for every field).
 */
export async function expectFieldsMirrored(page: Page, direction: Direction, context: string) {
  const wrong = await page.evaluate((rtl) => {
    const found: string[] = [];
    const fields = document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'input:not([type="checkbox"], [type="radio"], [type="hidden"], [type="range"], [type="file"], [type="color"]), textarea',
    );
    for (const field of fields) {
      const box = field.getBoundingClientRect();
      if (box.width <= 2 || box.height <= 2) continue;
      const label = field.getAttribute('aria-label') ?? field.placeholder ?? field.name;
      const own = field.getAttribute('dir');
      if (own !== null && own !== 'auto') found.push(`"${label}" has dir="${own}"`);
      if (getComputedStyle(field).unicodeBidi !== 'plaintext' && own !== 'auto')
        found.push(`"${label}" does not read in its own direction`);
      if (field.placeholder && getComputedStyle(field, '::placeholder').unicodeBidi !== 'plaintext')
        found.push(`"${label}": its placeholder does not read in its own direction`);
      const wrapper = field.closest('.mantine-Input-wrapper');
      const section = wrapper?.querySelector(':scope > [data-position="left"]');
      if (!section) continue;
      const icon = section.getBoundingClientRect();
      if (icon.width <= 2) continue;
      const middle = box.left + box.width / 2;
      const atStart = rtl ? icon.left >= middle : icon.right <= middle;
      if (!atStart) found.push(`"${label}": its icon is not at the line's start`);
    }
    return found.slice(0, 8);
  }, direction === 'rtl');
  expect(wrong, `fields not mirrored ${context}`).toEqual([]);
}

/** Toasts start below the navbar: none may cover its controls. */
export async function expectToastsClearOfNavbar(page: Page, context: string) {
  const overlap = await page.evaluate(() => {
    const header = document.querySelector('header');
    if (!header) return null;
    const bottom = header.getBoundingClientRect().bottom;
    const roots = document.querySelectorAll('.mantine-Notifications-root');
    const tops = [...roots]
      .filter((root) => (root.getAttribute('data-position') ?? '').startsWith('top'))
      .map((root) => root.getBoundingClientRect().top);
    return tops.length === 0 ? null : Math.min(...tops) - bottom;
  });
  if (overlap === null) return;
  expect(overlap, `toasts start below the navbar ${context}`).toBeGreaterThanOrEqual(-1);
}
