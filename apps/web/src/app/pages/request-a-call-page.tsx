import { useParams } from 'wouter';
import { RequestACall } from '../../features/contact';

/** `/{market}/request-a-call/{QRcode?}`. */
export default function RequestACallPage() {
  const { QRcode } = useParams();
  return <RequestACall qrCode={QRcode} />;
}
