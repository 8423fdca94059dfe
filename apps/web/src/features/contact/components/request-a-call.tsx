import { sendTracking } from '../../../lib/tracking';
import { utmTagOf } from '../../../lib/utm-tag';
import { enquiryBody, saveEnquiry } from '../api/save-enquiry';
import { EnquiryForm } from './enquiry-form';
import styles from './request-a-call.module.css';

/**
 * The request-a-call page (spec 001 section 2): its own country field and rules; the optional QRcode route
 * parameter says which printed code brought the visitor. A success is tracked as a thank-you.
 */
export function RequestACall({ qrCode }: { qrCode?: string | undefined }) {
  const source = qrCode ? `Request a call (QR ${qrCode.slice(0, 60)})` : 'Request a call';
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>REQUEST A CALL</h1>
      <p className={styles.lead}>
        Leave your details and a member of our Cadillac Sales Team will call you about the LYRIQ.
      </p>
      <EnquiryForm
        askCountry
        successMessage="Thank you. A member of our Cadillac Sales Team will call you soon."
        onSuccess={() => sendTracking('request-a-call-thank-you', qrCode ? { qrCode } : {})}
        onSubmit={(values) =>
          saveEnquiry(enquiryBody('CallBack', values, { source, utmTag: utmTagOf(window.location.search) }))
        }
      />
    </div>
  );
}
