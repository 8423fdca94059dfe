import { addDays, isoWeekday } from '@showroom/domain';
import { type KeyboardEvent, type Ref, useEffect, useId, useRef, useState } from 'react';
import styles from './date-calendar.module.css';

export interface DateCalendarProps {
  label: string;
  /** The chosen date, YYYY-MM-DD, or '' for none. */
  value: string;
  onChange(date: string): void;
  /** First and last dates that can be chosen (YYYY-MM-DD); the months shown stay between them. */
  min: string;
  max: string;
  disabledDates: ReadonlySet<string>;
  error?: string | undefined;
  disabled?: boolean;
  /** Receives the focusable day (the chosen one, else the first), so a form can focus the calendar. */
  ref?: Ref<HTMLButtonElement>;
}

const weekdays = [
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
  ['Sun', 'Sunday'],
] as const;
const monthFormat = new Intl.DateTimeFormat('en-AU', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayFormat = new Intl.DateTimeFormat('en-AU', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const utc = (date: string) => new Date(`${date}T00:00:00Z`);
const monthOf = (date: string) => `${date.slice(0, 7)}-01`;
const shiftMonth = (month: string, by: number) => {
  const at = utc(month);
  at.setUTCMonth(at.getUTCMonth() + by);
  return at.toISOString().slice(0, 10);
};

/** Where each key moves the focused day (the WAI-ARIA date picker keyboard model). */
const keySteps: Record<string, (day: string) => string> = {
  ArrowLeft: (day) => addDays(day, -1),
  ArrowRight: (day) => addDays(day, 1),
  ArrowUp: (day) => addDays(day, -7),
  ArrowDown: (day) => addDays(day, 7),
  Home: (day) => addDays(day, 1 - isoWeekday(day)),
  End: (day) => addDays(day, 7 - isoWeekday(day)),
  PageUp: (day) => shiftMonth(day, -1),
  PageDown: (day) => shiftMonth(day, 1),
};

/** The weeks of a month, Monday first (spec 002 section 9), with the blank days before and after. */
function weeksOf(month: string): { days: string[]; before: number; after: number }[] {
  const weeks: string[][] = [[]];
  for (let day = month; day.startsWith(month.slice(0, 7)); day = addDays(day, 1)) {
    weeks.at(-1)?.push(day);
    if (isoWeekday(day) === 7) weeks.push([]);
  }
  const full = weeks.filter((days) => days.length > 0);
  return full.map((days, index) => ({
    days,
    before: index === 0 ? isoWeekday(days[0] ?? month) - 1 : 0,
    after: index === full.length - 1 ? 7 - isoWeekday(days.at(-1) ?? month) : 0,
  }));
}

/**
 * A month calendar to pick one date: Monday-first weeks, dates outside `min`…`max` or in `disabledDates`
 * announced as unavailable, arrow keys move by day and week, Page Up/Down by month, Home/End to the week's ends
 * (the WAI-ARIA date picker keyboard model, one tab stop).
 */
export function DateCalendar({
  label,
  value,
  onChange,
  min,
  max,
  disabledDates,
  error,
  disabled = false,
  ref,
}: DateCalendarProps) {
  const id = useId();
  const [month, setMonth] = useState(monthOf(value || min));
  const [focused, setFocused] = useState(value || min);
  const moved = useRef(false);
  const grid = useRef<HTMLTableElement>(null);
  useEffect(() => {
    setMonth(monthOf(value || min));
    setFocused(value || min);
  }, [value, min]);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused]);

  const unavailable = (date: string) => date < min || date > max || disabledDates.has(date);
  const moveTo = (date: string) => {
    const next = date < min ? min : date > max ? max : date;
    moved.current = true;
    setMonth(monthOf(next));
    setFocused(next);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = keySteps[event.key];
    if (!step) return;
    event.preventDefault();
    moveTo(step(focused));
  };
  const tabDate = month === monthOf(focused) ? focused : month < monthOf(min) ? min : month;

  return (
    <fieldset
      className={styles.calendar}
      aria-describedby={error ? `${id}-error` : undefined}
      disabled={disabled}
    >
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.header}>
        <button
          type="button"
          className={styles.nav}
          aria-label="Previous month"
          disabled={month <= monthOf(min)}
          onClick={() => setMonth(shiftMonth(month, -1))}
        >
          ‹
        </button>
        <h3 className={styles.month} id={`${id}-month`} aria-live="polite">
          {monthFormat.format(utc(month))}
        </h3>
        <button
          type="button"
          className={styles.nav}
          aria-label="Next month"
          disabled={month >= monthOf(max)}
          onClick={() => setMonth(shiftMonth(month, 1))}
        >
          ›
        </button>
      </div>
      <table ref={grid} className={styles.grid} aria-labelledby={`${id}-month`} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {weekdays.map(([short, long]) => (
              <th key={short} scope="col" abbr={long}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(month).map((week) => (
            <tr key={week.days[0]}>
              {week.before ? <td colSpan={week.before} /> : null}
              {week.days.map((date) => (
                <td key={date}>
                  <button
                    ref={date === tabDate ? ref : undefined}
                    type="button"
                    data-date={date}
                    className={styles.day}
                    tabIndex={date === tabDate ? 0 : -1}
                    aria-pressed={date === value}
                    aria-disabled={unavailable(date) || undefined}
                    aria-label={`${dayFormat.format(utc(date))}${unavailable(date) ? ', unavailable' : ''}`}
                    onClick={() => {
                      setFocused(date);
                      if (!unavailable(date)) onChange(date);
                    }}
                  >
                    {Number(date.slice(8))}
                  </button>
                </td>
              ))}
              {week.after ? <td colSpan={week.after} /> : null}
            </tr>
          ))}
        </tbody>
      </table>
      {error ? (
        <span id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}
