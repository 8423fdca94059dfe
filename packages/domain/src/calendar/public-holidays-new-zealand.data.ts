import type { IsoDate } from '../pricing/iso-date';

/**
 * New Zealand's national public holidays, 2026 to 2028, as `[date, name]` in date order. Waitangi Day, ANZAC Day,
 * Christmas, Boxing Day and the New Year days that fall on a weekend are "Mondayised": the next weekday that is not
 * already a holiday is listed as their substitute. Matariki is set by the Te Kāhui o Matariki Public Holiday Act
 * 2022 (10 July 2026, 25 June 2027, 14 July 2028).
 *
 * Source: the `date-holidays` package 3.37.0 (data CC BY 3.0, © its authors), checked against Employment New
 * Zealand's published public holiday dates. Add the next year from that list.
 */
export const newZealandPublicHolidays: readonly (readonly [IsoDate, string])[] = [
  ['2026-01-01', "New Year's Day"],
  ['2026-01-02', "Day after New Year's Day"],
  ['2026-02-06', 'Waitangi Day'],
  ['2026-04-03', 'Good Friday'],
  ['2026-04-06', 'Easter Monday'],
  ['2026-04-25', 'ANZAC Day'],
  ['2026-04-27', 'ANZAC Day (substitute day)'],
  ['2026-06-01', "King's Birthday"],
  ['2026-07-10', 'Matariki'],
  ['2026-10-26', 'Labour Day'],
  ['2026-12-25', 'Christmas Day'],
  ['2026-12-26', 'Boxing Day'],
  ['2026-12-28', 'Boxing Day (substitute day)'],
  ['2027-01-01', "New Year's Day"],
  ['2027-01-02', "Day after New Year's Day"],
  ['2027-01-04', "Day after New Year's Day (substitute day)"],
  ['2027-02-06', 'Waitangi Day'],
  ['2027-02-08', 'Waitangi Day (substitute day)'],
  ['2027-03-26', 'Good Friday'],
  ['2027-03-29', 'Easter Monday'],
  ['2027-04-25', 'ANZAC Day'],
  ['2027-04-26', 'ANZAC Day (substitute day)'],
  ['2027-06-07', "King's Birthday"],
  ['2027-06-25', 'Matariki'],
  ['2027-10-25', 'Labour Day'],
  ['2027-12-25', 'Christmas Day'],
  ['2027-12-26', 'Boxing Day'],
  ['2027-12-27', 'Christmas Day (substitute day)'],
  ['2027-12-28', 'Boxing Day (substitute day)'],
  ['2028-01-01', "New Year's Day"],
  ['2028-01-02', "Day after New Year's Day"],
  ['2028-01-03', "New Year's Day (substitute day)"],
  ['2028-01-04', "Day after New Year's Day (substitute day)"],
  ['2028-02-06', 'Waitangi Day'],
  ['2028-02-07', 'Waitangi Day (substitute day)'],
  ['2028-04-14', 'Good Friday'],
  ['2028-04-17', 'Easter Monday'],
  ['2028-04-25', 'ANZAC Day'],
  ['2028-06-05', "King's Birthday"],
  ['2028-07-14', 'Matariki'],
  ['2028-10-23', 'Labour Day'],
  ['2028-12-25', 'Christmas Day'],
  ['2028-12-26', 'Boxing Day'],
];

/**
 * The regional holiday of each New Zealand region (ISO 3166-2:NZ subdivision code): its province's anniversary
 * day, as observed by Employment New Zealand (the Monday nearest the anniversary, moved off Easter where they
 * collide), or Christchurch Show Day in Canterbury. Same source as above.
 */
export const newZealandRegionalHolidays: Record<
  string,
  { name: string; days: readonly (readonly [IsoDate, string])[] }
> = {
  AUK: {
    name: 'Auckland',
    days: [
      ['2026-01-26', 'Auckland Anniversary Day'],
      ['2027-02-01', 'Auckland Anniversary Day'],
      ['2028-01-31', 'Auckland Anniversary Day'],
    ],
  },
  BOP: {
    name: 'Bay of Plenty',
    days: [
      ['2026-01-26', 'Auckland Anniversary Day'],
      ['2027-02-01', 'Auckland Anniversary Day'],
      ['2028-01-31', 'Auckland Anniversary Day'],
    ],
  },
  CAN: {
    name: 'Canterbury',
    days: [
      ['2026-11-13', 'Christchurch Show Day'],
      ['2027-11-12', 'Christchurch Show Day'],
      ['2028-11-17', 'Christchurch Show Day'],
    ],
  },
  CIT: {
    name: 'Chatham Islands',
    days: [
      ['2026-11-30', 'Chatham Islands Anniversary Day'],
      ['2027-11-29', 'Chatham Islands Anniversary Day'],
      ['2028-11-27', 'Chatham Islands Anniversary Day'],
    ],
  },
  GIS: {
    name: 'Gisborne',
    days: [
      ['2026-01-26', 'Auckland Anniversary Day'],
      ['2027-02-01', 'Auckland Anniversary Day'],
      ['2028-01-31', 'Auckland Anniversary Day'],
    ],
  },
  HKB: {
    name: "Hawke's Bay",
    days: [
      ['2026-10-23', "Hawke's Bay Anniversary Day"],
      ['2027-10-22', "Hawke's Bay Anniversary Day"],
      ['2028-10-20', "Hawke's Bay Anniversary Day"],
    ],
  },
  MBH: {
    name: 'Marlborough',
    days: [
      ['2026-11-02', 'Marlborough Anniversary Day'],
      ['2027-11-01', 'Marlborough Anniversary Day'],
      ['2028-10-30', 'Marlborough Anniversary Day'],
    ],
  },
  MWT: {
    name: 'Manawatū-Whanganui',
    days: [
      ['2026-01-19', 'Wellington Anniversary Day'],
      ['2027-01-25', 'Wellington Anniversary Day'],
      ['2028-01-24', 'Wellington Anniversary Day'],
    ],
  },
  NSN: {
    name: 'Nelson',
    days: [
      ['2026-02-02', 'Nelson Anniversary Day'],
      ['2027-02-01', 'Nelson Anniversary Day'],
      ['2028-01-31', 'Nelson Anniversary Day'],
    ],
  },
  NTL: {
    name: 'Northland',
    days: [
      ['2026-01-26', 'Auckland Anniversary Day'],
      ['2027-02-01', 'Auckland Anniversary Day'],
      ['2028-01-31', 'Auckland Anniversary Day'],
    ],
  },
  OTA: {
    name: 'Otago',
    days: [
      ['2026-03-23', 'Otago Anniversary Day'],
      ['2027-03-22', 'Otago Anniversary Day'],
      ['2028-03-20', 'Otago Anniversary Day'],
    ],
  },
  STL: {
    name: 'Southland',
    days: [
      ['2026-04-07', 'Southland Anniversary Day'],
      ['2027-03-30', 'Southland Anniversary Day'],
      ['2028-04-18', 'Southland Anniversary Day'],
    ],
  },
  TAS: {
    name: 'Tasman',
    days: [
      ['2026-02-02', 'Nelson Anniversary Day'],
      ['2027-02-01', 'Nelson Anniversary Day'],
      ['2028-01-31', 'Nelson Anniversary Day'],
    ],
  },
  TKI: {
    name: 'Taranaki',
    days: [
      ['2026-03-09', 'Taranaki Anniversary Day'],
      ['2027-03-08', 'Taranaki Anniversary Day'],
      ['2028-03-13', 'Taranaki Anniversary Day'],
    ],
  },
  WKO: {
    name: 'Waikato',
    days: [
      ['2026-01-26', 'Auckland Anniversary Day'],
      ['2027-02-01', 'Auckland Anniversary Day'],
      ['2028-01-31', 'Auckland Anniversary Day'],
    ],
  },
  WGN: {
    name: 'Wellington',
    days: [
      ['2026-01-19', 'Wellington Anniversary Day'],
      ['2027-01-25', 'Wellington Anniversary Day'],
      ['2028-01-24', 'Wellington Anniversary Day'],
    ],
  },
  WTC: {
    name: 'West Coast',
    days: [
      ['2026-11-30', 'Westland Anniversary Day'],
      ['2027-11-29', 'Westland Anniversary Day'],
      ['2028-12-04', 'Westland Anniversary Day'],
    ],
  },
};
