import { type CountryCode, salesPhone } from '@showroom/domain';

export interface FaqSection {
  title: 'ORDER' | 'FINANCE' | 'DELIVERY';
  items: { question: string; answer: string }[];
}

/**
 * The order page's FAQ (spec 002 section 2: ORDER, FINANCE and DELIVERY), built from the journey facts of spec
 * 002 sections 1 and 9, with the market's sales line.
 */
export function orderFaq(country: CountryCode): FaqSection[] {
  const phone = salesPhone[country];
  const partner = country === 'NZ' ? 'our New Zealand finance partner' : 'our Australian finance partner';
  return [
    {
      title: 'ORDER',
      items: [
        {
          question: 'How do I pay the balance?',
          answer:
            'The $1,000 deposit is paid by card; the balance is paid by bank transfer, not by card. Arrange Payment on your order gives the bank details, the amount and your order number as the payment reference.',
        },
        {
          question: 'When is the full payment due?',
          answer:
            'Full payment is due at least 3 business days before your delivery or collection, or before the last-mile transport of a home delivery.',
        },
        {
          question: 'Why does my balance not show my payment yet?',
          answer: 'Recent transactions can take up to 3 business days to appear in your balance.',
        },
        {
          question: 'Can I cancel my order?',
          answer: `Yes, until your contract is signed. Choose Support, then Cancel Order, or call us on ${phone}. We will call you to confirm the cancellation and the refund of your deposit.`,
        },
        {
          question: 'Can I trade in my current vehicle?',
          answer: 'We do not take trade-ins.',
        },
        {
          question: 'I have not received my confirmation email.',
          answer: `A confirmation email can take up to 15 minutes to arrive. If it has not arrived after that, please check your junk folder or call us on ${phone}.`,
        },
      ],
    },
    {
      title: 'FINANCE',
      items: [
        {
          question: 'Who provides the finance?',
          answer: `Finance is provided by ${partner}. Approval is subject to its lending criteria.`,
        },
        {
          question: 'How do I apply?',
          answer:
            'When your order reaches Apply For Finance, choose Finance Application on the tracker to apply with our finance partner. The tracker shows when the application is approved.',
        },
        {
          question: 'What do I pay myself with finance?',
          answer:
            'Your finance partner pays the amount it lends. Any part of the drive-away price it does not cover is paid by bank transfer, at least 3 business days before your handover.',
        },
      ],
    },
    {
      title: 'DELIVERY',
      items: [
        {
          question: 'When can I take delivery?',
          answer:
            'The earliest day you can book is 20 days from today. Choose a day and time with Schedule Delivery (or Schedule Collection) on the tracker once your contract is signed.',
        },
        {
          question: 'What happens at the handover?',
          answer:
            'A Cadillac specialist takes you through your LYRIQ. Bring your driver licence: it is sighted at the handover.',
        },
        {
          question: 'Can I change my appointment?',
          answer: `Yes. Open your appointment from the tracker to choose another time, or call us on ${phone}.`,
        },
      ],
    },
  ];
}
