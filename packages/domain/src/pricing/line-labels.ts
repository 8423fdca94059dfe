/**
 * The government charges of a drive-away price as customers read them, in the order the summaries list them
 * (the configurator's 'YOUR LYRIQ SUMMARY' and the order page).
 */
export const onRoadLineLabels = [
  ['localStampDuty', 'Stamp duty'],
  ['localRegistrationCost', 'Registration'],
  ['localCTP', 'Compulsory third party insurance (CTP)'],
  ['localPlateFee', 'Number plate fee'],
  ['tyreStewardshipFee', 'Tyre stewardship fee'],
  ['roadUserChargers', 'Road user charges'],
] as const;

export type OnRoadLine = (typeof onRoadLineLabels)[number][0];
