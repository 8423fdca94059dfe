import { useQuery } from '@tanstack/react-query';
import { Notice } from '../../../../components/notice';
import { PageSpinner } from '../../../../components/page-spinner';
import { profileQuery, type SessionInfo } from '../../api/account-api';
import { CommunicationHistory } from './communication-history';
import { CommunicationPreferencesForm } from './communication-preferences';
import styles from './privacy.module.css';
import { YourData } from './your-data';

/**
 * The Data and privacy page (spec 002 §2): communication toggles with SAVE, the communication history table, and
 * the customer's data to download or delete.
 */
export function DataPrivacy(props: { market: string; session: SessionInfo }) {
  const email = props.session.email;
  const profile = useQuery(profileQuery(email));
  if (profile.isError) {
    return (
      <Notice tone="error">Your data and privacy settings could not be loaded. Please try again.</Notice>
    );
  }
  if (!profile.data || !email) return <PageSpinner />;
  const country = props.session.country ?? profile.data.country;
  return (
    <div className={styles.page}>
      <CommunicationPreferencesForm profile={profile.data} email={email} />
      <CommunicationHistory rows={profile.data.communicationHistory} />
      <YourData market={props.market} country={country} />
    </div>
  );
}
