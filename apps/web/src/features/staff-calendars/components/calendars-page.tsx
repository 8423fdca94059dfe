import {
  AddClosure,
  type CentreCalendar,
  SetHandoverBays,
  SetHomeDeliveries,
  SetOpeningHours,
  SetTestDriveAmbassadors,
  SetTestDriveFleet,
} from '@showroom/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Button } from '../../../components/button';
import { ColumnHeads } from '../../../components/column-heads';
import bar from '../../../components/filter-bar.module.css';
import styles from '../../../styles/staff-page.module.css';
import { calendarCalls, calendarCentresQuery, calendarQuery } from '../api/calendars-api';
import { CalendarChangeForm, weekdays } from './calendar-change-form';

const day = (weekday: number) => weekdays[weekday - 1];

/**
 * An Experience Centre's calendar: opening hours, closed days, test-drive capacity (ambassadors per slot time,
 * demonstrators per variant) and handover capacity (bays per slot time, home deliveries a day). Any staff member
 * reads it; the change forms are an admin's (the server refuses other roles). A capacity change also reaches the
 * slots already booked from today on, never below what is booked.
 */
export default function CalendarsPage() {
  const [centreId, setCentreId] = useState('');
  const queryClient = useQueryClient();
  const centres = useQuery(calendarCentresQuery);
  const chosen = centreId || centres.data?.centres[0]?.id || '';
  const calendar = useQuery(calendarQuery(chosen));
  const show = (next: CentreCalendar) => queryClient.setQueryData(['staff', 'calendar', chosen], next);
  const removeClosure = useMutation({
    mutationFn: (date: string) => calendarCalls.removeClosure({ centreId: chosen, date }),
    onSuccess: show,
    onError: () => calendar.refetch(),
  });
  const c = calendar.data;
  const form = (
    id: string,
    props: Omit<Parameters<typeof CalendarChangeForm>[0], 'id' | 'centreId' | 'onChanged'>,
  ) => <CalendarChangeForm key={`${id} ${chosen}`} id={id} centreId={chosen} onChanged={show} {...props} />;
  return (
    <>
      <h1 className={styles.title}>Calendars</h1>
      <div className={bar.bar}>
        <div className={bar.field}>
          <label htmlFor="calendar-centre">Experience Centre</label>
          <select id="calendar-centre" value={chosen} onChange={(e) => setCentreId(e.target.value)}>
            {centres.data?.centres.map((centre) => (
              <option key={centre.id} value={centre.id}>
                {centre.name} ({centre.country})
              </option>
            ))}
          </select>
        </div>
      </div>
      {centres.error || calendar.error ? (
        <p className={styles.error}>{(centres.error ?? calendar.error)?.message}</p>
      ) : null}
      {c ? (
        <>
          <h2>Opening hours</h2>
          <table>
            <caption>Weekly opening hours of {c.centre.name} (a weekday not listed is closed)</caption>
            <ColumnHeads labels={['Weekday', 'Opens', 'Closes']} />
            <tbody>
              {c.openingHours.map((row) => (
                <tr key={row.weekday}>
                  <th scope="row">{day(row.weekday)}</th>
                  <td>{row.opensAt}</td>
                  <td>{row.closesAt}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {form('hours', {
            title: 'Set opening hours (leave both times empty to close that weekday)',
            submitLabel: 'Save hours',
            schema: SetOpeningHours,
            fields: [
              { name: 'weekday', label: 'Weekday', kind: 'weekday' },
              { name: 'opensAt', label: 'Opens at', kind: 'optional-time' },
              { name: 'closesAt', label: 'Closes at', kind: 'optional-time' },
            ],
            send: (values: FieldValues) => calendarCalls.setHours(values as never),
          })}

          <h2>Closed days</h2>
          <table>
            <caption>Closed days from {c.today} (public holidays close the centre as well)</caption>
            <ColumnHeads labels={['Date', 'Reason', 'Action']} />
            <tbody>
              {c.closures.map((closure) => (
                <tr key={closure.date}>
                  <th scope="row">{closure.date}</th>
                  <td>{closure.reason}</td>
                  <td>
                    <Button
                      type="button"
                      aria-label={`Remove closed day ${closure.date}`}
                      onClick={() => removeClosure.mutate(closure.date)}
                    >
                      Remove
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {form('closure', {
            title: 'Close the centre on a day',
            submitLabel: 'Add closed day',
            schema: AddClosure,
            fields: [
              { name: 'date', label: 'Date', kind: 'date' },
              { name: 'reason', label: 'Reason', kind: 'text' },
            ],
            send: (values: FieldValues) => calendarCalls.addClosure(values as never),
          })}

          <h2>Test drives</h2>
          <table>
            <caption>Test-drive times and ambassadors per slot</caption>
            <ColumnHeads labels={['Weekday', 'Starts', 'Ambassadors']} />
            <tbody>
              {c.testDriveSlotTimes.map((row) => (
                <tr key={`${row.weekday} ${row.startsAt}`}>
                  <th scope="row">{day(row.weekday)}</th>
                  <td>{row.startsAt}</td>
                  <td>{row.ambassadors}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {form('ambassadors', {
            title: 'Set ambassadors of a test-drive time',
            submitLabel: 'Save ambassadors',
            schema: SetTestDriveAmbassadors,
            fields: [
              { name: 'weekday', label: 'Weekday', kind: 'weekday' },
              { name: 'startsAt', label: 'Starts at', kind: 'time' },
              { name: 'ambassadors', label: 'Ambassadors', kind: 'count' },
            ],
            send: (values: FieldValues) => calendarCalls.setAmbassadors(values as never),
          })}
          <table>
            <caption>Demonstrators per slot, by variant</caption>
            <ColumnHeads labels={['Variant', 'Demonstrators']} />
            <tbody>
              {c.fleet.map((row) => (
                <tr key={row.variantId}>
                  <th scope="row">{row.variantName}</th>
                  <td>{row.vehicles}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {form('fleet', {
            title: 'Set demonstrators of a variant',
            submitLabel: 'Save demonstrators',
            schema: SetTestDriveFleet,
            fields: [
              {
                name: 'variantId',
                label: 'Variant',
                kind: 'choice',
                choices: c.fleet.map((row) => ({ value: row.variantId, label: row.variantName })),
              },
              { name: 'vehicles', label: 'Demonstrators', kind: 'count' },
            ],
            send: (values: FieldValues) => calendarCalls.setFleet(values as never),
          })}

          <h2>Handovers</h2>
          <p className={styles.muted}>Home deliveries a day: {c.homeDeliveriesPerDay}</p>
          <table>
            <caption>Handover times and bays per slot</caption>
            <ColumnHeads labels={['Weekday', 'Starts', 'Bays']} />
            <tbody>
              {c.handoverSlotTimes.map((row) => (
                <tr key={`${row.weekday} ${row.startsAt}`}>
                  <th scope="row">{day(row.weekday)}</th>
                  <td>{row.startsAt}</td>
                  <td>{row.bays}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {form('bays', {
            title: 'Set bays of a handover time',
            submitLabel: 'Save bays',
            schema: SetHandoverBays,
            fields: [
              { name: 'weekday', label: 'Weekday', kind: 'weekday' },
              { name: 'startsAt', label: 'Starts at', kind: 'time' },
              { name: 'bays', label: 'Bays', kind: 'count' },
            ],
            send: (values: FieldValues) => calendarCalls.setHandoverBays(values as never),
          })}
          {form('home', {
            title: 'Set home deliveries a day',
            submitLabel: 'Save home deliveries',
            schema: SetHomeDeliveries,
            fields: [{ name: 'deliveriesPerDay', label: 'Home deliveries a day', kind: 'count' }],
            send: (values: FieldValues) => calendarCalls.setHomeDeliveries(values as never),
          })}
        </>
      ) : null}
    </>
  );
}
