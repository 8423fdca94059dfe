import { type CountryCode, marketOf } from '@showroom/domain';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { copyright, footerDisclaimers, footerLinks, socialLinks } from '../footer-content';
import { NavLink } from './nav-link';
import styles from './site-footer.module.css';

export interface SiteFooterProps {
  country: CountryCode;
  /** Shown under the copyright bar (the developer-mode notice). */
  extra?: ReactNode;
}

/** The footer (spec 000 section 2 item 14): GET UPDATES, links, social links, disclaimers 1-5, the copyright bar. */
export function SiteFooter({ country, extra }: SiteFooterProps) {
  const market = marketOf(country);
  return (
    <footer className={styles.footer}>
      <div className={styles.top}>
        <section className={styles.updates} aria-labelledby="footer-updates">
          <h2 id="footer-updates" className={styles.heading}>
            GET UPDATES
          </h2>
          <p>
            News of the LYRIQ, new arrivals and offers in {country === 'NZ' ? 'New Zealand' : 'Australia'}.
          </p>
          <Link to={`/${market}/request-a-call`} className={styles.cta}>
            Register your interest
          </Link>
        </section>
        <nav aria-label="Footer" className={styles.links}>
          <ul>
            {footerLinks(country, market).map((link) => (
              <li key={link.label}>
                <NavLink link={link} />
              </li>
            ))}
          </ul>
        </nav>
        <ul className={styles.social} aria-label="Cadillac on social media">
          {socialLinks.map((social) => (
            <li key={social.name}>
              <a href={social.href} target="_blank" rel="noopener noreferrer">
                <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
                  <path d={social.icon} fill="currentColor" fillRule="evenodd" />
                </svg>
                <span className="visually-hidden">{social.name} (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
      <ol className={styles.disclaimers} aria-label="Disclaimers">
        {footerDisclaimers.map((text, index) => (
          <li key={text} id={`disclaimer-${index + 1}`}>
            {text}
          </li>
        ))}
      </ol>
      <div className={styles.copyright}>
        <p>{copyright}</p>
        {extra}
      </div>
    </footer>
  );
}
