import { useEffect, useState } from 'react';

export interface FormMessage {
  tone: 'success' | 'error';
  text: string;
}

/** How long a profile or preferences success message stays (spec 002 §4 and §9: 5 seconds). */
export const successMessageMs = 5000;

/** A form's result message: a success clears itself after 5 seconds, a failure stays until the next attempt. */
export function useTimedMessage() {
  const [message, setMessage] = useState<FormMessage>();
  useEffect(() => {
    if (message?.tone !== 'success') return;
    const timer = window.setTimeout(() => setMessage(undefined), successMessageMs);
    return () => window.clearTimeout(timer);
  }, [message]);
  return [message, setMessage] as const;
}
