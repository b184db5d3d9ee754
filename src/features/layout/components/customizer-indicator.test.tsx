import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { Customizer } from './customizer-toggle';

/**
 * jsdom lays nothing out: each segmented control is drawn here as a row of 100 px options,
 * in reading order, so that the options trade places when `<html dir>` changes, as they do
 * in a browser.
 */
const OPTION_WIDTH = 100;
const rootOf = (element: Element) => element.closest('.mantine-SegmentedControl-root');
const labelsOf = (root: Element) =>
  [...root.querySelectorAll('.mantine-SegmentedControl-label')].filter(
    (label) => rootOf(label) === root,
  );

function layout(this: Element): DOMRect {
  const root = rootOf(this);
  if (!root) return new DOMRect(0, 0, 0, 0);
  const labels = labelsOf(root);
  if (this === root) return new DOMRect(0, 0, labels.length * OPTION_WIDTH, 30);
  const index = labels.indexOf(this);
  if (index < 0) return new DOMRect(0, 0, 0, 0);
  const rtl = document.documentElement.dir === 'rtl';
  const slot = rtl ? labels.length - 1 - index : index;
  return new DOMRect(slot * OPTION_WIDTH, 0, OPTION_WIDTH, 30);
}

/** jsdom's styles drop `transform`: it is kept here, per style object, as a browser keeps it. */
const transforms = new WeakMap<CSSStyleDeclaration, string>();
const transform = Object.getOwnPropertyDescriptor(CSSStyleDeclaration.prototype, 'transform');

/** Where the control's indicator is drawn, and where its checked option is. */
function placement(group: HTMLElement) {
  const indicator = group.querySelector<HTMLElement>('.mantine-SegmentedControl-indicator');
  const checked = within(group)
    .getAllByRole('radio')
    .find((radio) => (radio as HTMLInputElement).checked);
  const label = checked && group.querySelector(`label[for="${checked.id}"]`);
  const left = label ? label.getBoundingClientRect().left : NaN;
  return {
    indicator: indicator?.style.transform,
    checked: `translateY(0px) translateX(${left}px)`,
  };
}

const groups = () =>
  screen
    .getAllByRole('radiogroup')
    .filter((group) => group.classList.contains('mantine-SegmentedControl-root'));

beforeEach(() => {
  Object.defineProperty(CSSStyleDeclaration.prototype, 'transform', {
    configurable: true,
    get(this: CSSStyleDeclaration) {
      return transforms.get(this) ?? '';
    },
    set(this: CSSStyleDeclaration, value: string) {
      transforms.set(this, value);
    },
  });
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(layout);
  // jsdom reads an unset border as `medium`, which the indicator's sums cannot use.
  const computed = window.getComputedStyle.bind(window);
  vi.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
    const style = computed(element, pseudo);
    return new Proxy(style, {
      get: (target, name) =>
        typeof name === 'string' && /^border\w+Width$/.test(name)
          ? '0px'
          : (Reflect.get(target, name) as unknown),
    });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  if (transform) Object.defineProperty(CSSStyleDeclaration.prototype, 'transform', transform);
  else Reflect.deleteProperty(CSSStyleDeclaration.prototype, 'transform');
});

describe('Customizer, segmented controls', () => {
  it('keeps every highlight on its checked option when the direction is switched live', async () => {
    const { user } = renderWithProviders(<Customizer />);
    await user.click(screen.getByRole('button', { name: 'Personalizar layout' }));
    await screen.findByRole('dialog');
    expect(groups()).toHaveLength(5);
    for (const group of groups()) {
      await waitFor(() => expect(placement(group).indicator).toBe(placement(group).checked));
    }

    await user.click(screen.getByRole('radio', { name: 'Direita → esquerda' }));
    expect(document.documentElement.dir).toBe('rtl');
    for (const group of groups()) {
      await waitFor(() => expect(placement(group).indicator).toBe(placement(group).checked));
    }

    // And back, after another choice made in right to left.
    await user.click(screen.getByRole('radio', { name: 'Total' }));
    await user.click(screen.getByRole('radio', { name: 'Esquerda → direita' }));
    expect(document.documentElement.dir).toBe('ltr');
    for (const group of groups()) {
      await waitFor(() => expect(placement(group).indicator).toBe(placement(group).checked));
    }

    // Everything at once: the default layout, back from right to left.
    await user.click(screen.getByRole('radio', { name: 'Direita → esquerda' }));
    await user.click(screen.getByRole('radio', { name: 'Fixo' }));
    await user.click(screen.getByRole('button', { name: 'Restaurar layout padrão' }));
    expect(document.documentElement.dir).toBe('ltr');
    for (const group of groups()) {
      await waitFor(() => expect(placement(group).indicator).toBe(placement(group).checked));
    }
  });
});
