import styles from './test-drive-page.module.css';

/** The FAQ accordion (spec 002 section 2; the facts of spec 000 section 9). */
const faq = [
  {
    question: 'How long is a test drive?',
    answer: 'Your test drive booking lasts 90 minutes.',
  },
  {
    question: 'What happens during my test drive?',
    answer:
      'It starts with a 15 minute walkthrough of the LYRIQ, then you drive for at least 30 minutes, with time for questions afterwards.',
  },
  {
    question: 'Will someone come with me?',
    answer: 'One of our sales ambassadors accompanies you on your drive.',
  },
  {
    question: 'What do I need to bring?',
    answer: 'Your driver licence: it must be sighted before you drive.',
  },
  {
    question: 'Can I change or cancel my booking?',
    answer:
      'Yes. Use the link in your confirmation email to change the time up to two hours before your drive, or to cancel it.',
  },
];

export function TestDriveFaq() {
  return (
    <section className={styles.faq} aria-labelledby="test-drive-faq">
      <h2 id="test-drive-faq" className={styles.faqTitle}>
        Frequently asked questions
      </h2>
      {faq.map((item) => (
        <details key={item.question} className={styles.faqItem}>
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </section>
  );
}
