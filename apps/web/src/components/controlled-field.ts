import type { ControllerFieldState, ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form';

/** What react-hook-form's `Controller` hands its `render`: the field and its state. */
interface Controlled<V extends FieldValues, N extends FieldPath<V>> {
  field: ControllerRenderProps<V, N>;
  fieldState: ControllerFieldState;
}

/**
 * A `TextField`'s or `SelectField`'s props for one field of a form: its value, its change (through `edit`, e.g.
 * digits only), blur, the ref the form focuses when it is the first field in error, and the field's message.
 */
export function textFieldProps<V extends FieldValues, N extends FieldPath<V>>(
  { field, fieldState }: Controlled<V, N>,
  edit: (typed: string) => string = (typed) => typed,
) {
  return {
    ref: field.ref,
    name: field.name,
    value: field.value as string,
    onBlur: field.onBlur,
    onChange: (typed: string) => field.onChange(edit(typed)),
    error: fieldState.error?.message,
  };
}

/** A `CheckboxField`'s props for one boolean field of a form, as `textFieldProps`. */
export function checkboxFieldProps<V extends FieldValues, N extends FieldPath<V>>({
  field,
  fieldState,
}: Controlled<V, N>) {
  return {
    ref: field.ref,
    name: field.name,
    checked: field.value as boolean,
    onBlur: field.onBlur,
    onChange: (checked: boolean) => field.onChange(checked),
    error: fieldState.error?.message,
  };
}
