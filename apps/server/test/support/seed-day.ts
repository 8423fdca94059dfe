/**
 * The day every test database is seeded on: the sample promotions and finance offer run 1 November 2026 –
 * 31 January 2027 whatever the calendar says (the tests fix their clocks around it).
 */
export const testSeedDay = '2026-11-22';
