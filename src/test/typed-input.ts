import type { ChangeEvent } from 'react';

/**
 * A focused input in the document holding `value`, the caret at `caret`: what a masked
 * field's change handler finds after a keystroke. Remove it at the end of the test.
 */
export function inputWith(value: string, caret: number): HTMLInputElement {
  const input = document.createElement('input');
  document.body.append(input);
  input.value = value;
  input.focus();
  input.setSelectionRange(caret, caret);
  return input;
}

/** The change event React hands a field's `onChange` for `input`. */
export const changeOf = (input: HTMLInputElement) =>
  ({ currentTarget: input }) as unknown as ChangeEvent<HTMLInputElement>;
