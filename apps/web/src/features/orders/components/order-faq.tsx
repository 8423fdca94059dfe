import type { CountryCode } from '@showroom/domain';
import { Accordion } from '../../../components/accordion';
import { orderFaq } from '../content/order-faq';
import styles from './order-detail.module.css';

/** The FAQ accordion of the order page: ORDER, FINANCE and DELIVERY (spec 002 section 2). */
export function OrderFaq({ country }: { country: CountryCode }) {
  return (
    <section className={styles.faq} aria-labelledby="faq-title">
      <h2 id="faq-title" className={styles.panelTitle}>
        Frequently asked questions
      </h2>
      {orderFaq(country).map((section) => (
        <div key={section.title} className={styles.faqSection}>
          <h3 className={styles.subTitle}>{section.title}</h3>
          <Accordion
            headingLevel={4}
            items={section.items.map((item, index) => ({
              id: `${section.title}-${index}`,
              title: item.question,
              content: <p>{item.answer}</p>,
            }))}
          />
        </div>
      ))}
    </section>
  );
}
