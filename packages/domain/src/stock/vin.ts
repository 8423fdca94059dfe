/*
 * Vehicle identification numbers (ISO 3779, with the North American check digit that GM applies to every
 * LYRIQ): 17 characters from digits and capital letters except I, O and Q; position 9 is the check digit.
 */

const vinPattern = /^[A-HJ-NPR-Z0-9]{17}$/;

/** Letter values of the check-digit rule (digits count as themselves). */
const transliteration: Readonly<Record<string, number>> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const weights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

const characterValue = (character: string): number =>
  /\d/.test(character) ? Number(character) : (transliteration[character] ?? Number.NaN);

/**
 * The check digit ('0'-'9' or 'X') of a 17-character VIN; position 9 is ignored.
 * @example vinCheckDigit('1HGCM82633A004352') // '3'
 */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let index = 0; index < 17; index += 1) sum += characterValue(vin[index] ?? '') * weights[index]!;
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/** Whether a text is a well-formed VIN whose check digit is right (upper case, no I, O or Q). */
export function isValidVin(vin: string): boolean {
  return vinPattern.test(vin) && vin[8] === vinCheckDigit(vin);
}

/**
 * Puts the right check digit in position 9 of a 17-character VIN body (any character there is replaced).
 * @example withCheckDigit('1M8GDM9A0KP042788') // '1M8GDM9AXKP042788'
 */
export function withCheckDigit(vin: string): string {
  if (vin.length !== 17) throw new RangeError(`A VIN has 17 characters, not ${vin.length}.`);
  return `${vin.slice(0, 8)}${vinCheckDigit(vin)}${vin.slice(9)}`;
}
