import { type CountryCode, displayDeliveryDate, type IsoDate } from '@showroom/domain';
import type { Block } from './blocks';
import { type RenderedEmail, renderEmail } from './layout';
import { formatTime, marketOf } from './market';

export interface DeliveryScheduledData {
  country: CountryCode;
  /** The centre's state or region: the time is written in its time zone. */
  state: string;
  firstName: string;
  /** 'SR-100001'. */
  orderNumber: string;
  option: 'Pickup' | 'HomeDelivery';
  /** The centre's local date of the handover. */
  localDate: IsoDate;
  startsAt: Date;
  /** Pick-up: the centre and its address; home delivery: the address delivered to. */
  place: string;
  rescheduled: boolean;
  orderUrl: string;
}

/** The handover confirmation (new or moved), with the calendar file attached by the caller. */
export function renderDeliveryScheduled(data: DeliveryScheduledData): RenderedEmail {
  const market = marketOf(data.country, data.state);
  const pickup = data.option === 'Pickup';
  const noun = pickup ? 'collection' : 'delivery';
  const when = `${displayDeliveryDate(data.localDate)}, ${formatTime(data.startsAt, market)}`;
  const blocks: Block[] = [
    { kind: 'paragraph', text: `Dear ${data.firstName},` },
    {
      kind: 'paragraph',
      text: data.rescheduled
        ? `Your LYRIQ ${noun} has moved to the time below. The calendar file attached updates your calendar.`
        : `Your LYRIQ ${noun} is booked. The calendar file attached adds it to your calendar.`,
    },
    {
      kind: 'details',
      caption: `Order ${data.orderNumber}`,
      rows: [
        { label: 'When', value: when, strong: true },
        { label: pickup ? 'Where' : 'Delivered to', value: data.place },
      ],
    },
    {
      kind: 'paragraph',
      text: 'Please pay your balance at least 3 business days before this date, and bring your driver licence.',
    },
    { kind: 'button', label: 'View your order', url: data.orderUrl },
    { kind: 'smallPrint', text: `Quote order ${data.orderNumber} when you call us.` },
  ];
  const subject = data.rescheduled ? `Your Cadillac ${noun} has moved` : `Your Cadillac ${noun} is scheduled`;
  return renderEmail(
    { subject, preheader: when, heading: pickup ? 'Collection scheduled' : 'Delivery scheduled', blocks },
    market,
  );
}
