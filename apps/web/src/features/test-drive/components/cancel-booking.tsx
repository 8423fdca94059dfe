import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { Notice } from '../../../components/notice';
import { ApiError } from '../../../lib/api-error';
import { cancelBooking, type TestDriveBooking } from '../api/test-drive-api';
import styles from './test-drive-page.module.css';

/** CANCEL BOOKING, confirmed in a dialog; the slot is freed at once. */
export function CancelBooking({ booking }: { booking: TestDriveBooking }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: () => cancelBooking(booking.webkey),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['test-drive'] });
      setOpen(false);
    },
  });
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        CANCEL BOOKING
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title="CANCEL YOUR TEST DRIVE?" size="sm">
        <div className={styles.confirmed}>
          <p>
            Your test drive {booking.yanaTestDriveNo} on {booking.timeLabel} will be cancelled and the time
            given to someone else.
          </p>
          {cancel.isError ? (
            <Notice tone="error">
              {cancel.error instanceof ApiError
                ? cancel.error.message
                : 'Something went wrong. Please try again.'}
            </Notice>
          ) : null}
          <div className={styles.dialogActions}>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              KEEP MY BOOKING
            </Button>
            <Button busy={cancel.isPending} onClick={() => cancel.mutate()}>
              YES, CANCEL
            </Button>
          </div>
        </div>
      </Dialog>
    </>
  );
}
