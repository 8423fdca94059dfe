/**
 * Tare mass assumed where a charge depends on it (NSW motor vehicle tax band, WA licence fee per 100 kg).
 * The LYRIQ's tare is not published in our sources (reported kerb weights of 2.5–2.77 t are low-confidence);
 * the research prices a tare of 1,505–2,504 kg (assumption A3) and its WA example uses 2,300 kg. A tare of
 * 2,505 kg or more would move NSW to the next band (+$252).
 * @example assumedTareKg // 2_300
 */
export const assumedTareKg = 2_300;
