import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { useStaffRole } from '../../../state/staff-role';
import styles from '../../../styles/staff-page.module.css';
import { interestsCalls, maintenanceQuery } from '../api/staff-interests-api';

/** Maintenance mode: its state and tester code for everyone on staff; admins switch it. */
export function MaintenancePage() {
  const query = useQuery(maintenanceQuery);
  const [message, setMessage] = useState('');
  const setting = query.data;
  const isAdmin = useStaffRole() === 'admin';
  const toggle = useMutation({
    mutationFn: (isShow: boolean) => interestsCalls.setMaintenance({ isShow }),
    onMutate: () => setMessage(''),
    onSuccess: async (next) => {
      await query.refetch();
      setMessage(next.isShow ? 'Maintenance mode is on.' : 'Maintenance mode is off.');
    },
    onError: (error) => setMessage(error.message || 'That did not work.'),
  });
  return (
    <>
      <h1 className={styles.title}>Maintenance mode</h1>
      <section className={styles.panel} aria-labelledby="maintenance-state">
        <h2 id="maintenance-state" className={styles.formTitle}>
          {setting
            ? setting.isShow
              ? 'On: visitors see “We’ll be right back”'
              : 'Off: the shop is open'
            : 'Loading…'}
        </h2>
        {setting ? (
          <p>
            Testers get through with <code>?maintenance={setting.testerCode}</code> on any shop address.
          </p>
        ) : null}
        {isAdmin ? (
          <div className={styles.actions}>
            <Button
              onClick={() => setting && toggle.mutate(!setting.isShow)}
              busy={toggle.isPending}
              disabled={!setting}
            >
              {setting?.isShow ? 'Turn maintenance off' : 'Turn maintenance on'}
            </Button>
            <p role="status">{message}</p>
          </div>
        ) : (
          <p>Only an admin can switch maintenance mode.</p>
        )}
      </section>
    </>
  );
}
