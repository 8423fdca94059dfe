/**
 * Thrown for any input a renderer does not accept (a colour that is not `#rrggbb`, a value outside an
 * enum, an unknown option slug). The server answers it with 400 and the field it names.
 * @example new ImageryInputError('color', 'red') // message: "color: 'red' is not accepted."
 */
export class ImageryInputError extends Error {
  constructor(
    readonly field: string,
    readonly value: unknown,
    readonly expected = 'a #rrggbb colour',
  ) {
    super(`${field}: ${describe(value)} is not accepted; expected ${expected}.`);
    this.name = 'ImageryInputError';
  }
}

function describe(value: unknown): string {
  if (typeof value !== 'string') return typeof value;
  const shown = value.length > 24 ? `${value.slice(0, 24)}…` : value;
  return `'${shown.replace(/[^\w#-]/g, '?')}'`;
}
