export { useEarlyInput } from './early-input';
export { translateError, type FieldError } from './errors';
export { insertListItem, removeListItem, reorderListItem, replaceListItem } from './list';
export { itemKey, type ListItem, type ListPath, type Path, type PathValue } from './paths';
export type { CheckboxProps, FormState, InputProps, ZodForm } from './types';
export { useZodForm } from './use-zod-form';
export { textField, type TextFieldMessages } from './text';
