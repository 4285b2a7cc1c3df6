import './form-field.css';

/** Class names of a form's label and text input (or textarea), for forms that lay out their own fields. */
export const fieldClass = { label: 'wk-field__label', input: 'wk-field__input' } as const;
