import type { CountryCode, EnquiryType } from '@showroom/domain';
import { Dialog } from '../../../components/dialog';
import { configurationStore } from '../../../state/configuration';
import { useStore } from '../../../state/create-store';
import { locationStore } from '../../../state/location';
import { enquiryBody, saveEnquiry } from '../api/save-enquiry';
import styles from './contact-dialog.module.css';
import { EnquiryForm } from './enquiry-form';

export type ContactMode = 'default' | 'inventory' | 'test-drive';

/** The three modes of spec 001 section 2 "Contact dialog modes". */
const modes: Record<
  ContactMode,
  { title: string; heading?: string; type: EnquiryType; source: string; comments: boolean; success: string }
> = {
  default: {
    title: 'Get help from sales team',
    heading: "WE'RE HERE TO HELP",
    type: 'Contact',
    source: 'Contact dialog',
    comments: true,
    success: 'Thank you. A member of our Cadillac Sales Team will contact you shortly.',
  },
  inventory: {
    title: 'JOIN OUR WAITLIST HERE',
    heading: 'JOIN OUR WAITLIST!',
    type: 'Waitlist',
    source: 'Inventory waitlist',
    comments: false,
    success: 'Thank you. You are on our waitlist and we will contact you when a match is available.',
  },
  'test-drive': {
    title: 'Request a call from the sales team',
    type: 'TestDrive',
    source: 'Test drive',
    comments: true,
    success: 'Thank you. A member of our Cadillac Sales Team will call you to arrange your test drive.',
  },
};

/** The contact dialog: one form, three modes; the configured vehicle goes with the enquiry when there is one. */
export default function ContactDialog({
  mode,
  country,
  onClose,
}: {
  mode: ContactMode;
  country: CountryCode;
  onClose(): void;
}) {
  const configuration = useStore(configurationStore);
  const location = useStore(locationStore);
  const words = modes[mode];
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={words.title}>
      {words.heading ? <p className={styles.heading}>{words.heading}</p> : null}
      <EnquiryForm
        country={country}
        showComments={words.comments}
        successMessage={words.success}
        onSubmit={(values) =>
          saveEnquiry(
            enquiryBody(
              words.type,
              { ...values, state: location.country === country ? location.state : undefined },
              { source: words.source, configuration: mode === 'test-drive' ? undefined : configuration },
            ),
          )
        }
      />
    </Dialog>
  );
}
