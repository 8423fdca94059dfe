import { zodResolver } from '@hookform/resolvers/zod';
import { ShareEmailForm } from '@showroom/contract';
import { type CountryCode, marketOf, shareNotices } from '@showroom/domain';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/button';
import { textFieldProps } from '../../../components/controlled-field';
import { Dialog } from '../../../components/dialog';
import { Notice } from '../../../components/notice';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api-error';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { configurationStore } from '../../../state/configuration';
import { useStore } from '../../../state/create-store';
import { customerTypeStore } from '../../../state/customer-type';
import { locationStore } from '../../../state/location';
import { saveInterest } from '../api/save-interest';
import { sharedLinkUrl, shareLinkRequest } from '../share-request';
import styles from './share-dialog.module.css';

const PrivacyStatementDialog = lazy(() => import('../../../components/privacy-statement-dialog'));

const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';

/**
 * 'YOUR CONFIGURATION' (spec 000 section 2 item 12, section 4 "Share flow"): opening it saves the configuration
 * once under a new link key, without email; COPY LINK and SEND VIA EMAIL share that one link.
 */
export default function ShareDialog({ country, onClose }: { country: CountryCode; onClose(): void }) {
  const configuration = useStore(configurationStore);
  const location = useStore(locationStore);
  const customerType = useStore(customerTypeStore);
  const form = useForm<z.input<typeof ShareEmailForm>, unknown, z.output<typeof ShareEmailForm>>({
    resolver: zodResolver(ShareEmailForm),
    defaultValues: { email: '' },
  });
  const [privacyOpen, setPrivacyOpen] = useState(false);
  const [copied, showCopied] = useTimedMessage(shareNotices.copiedMs);
  const [sent, showSent] = useTimedMessage(shareNotices.emailSentMs);
  const linkInput = useRef<HTMLInputElement>(null);

  const link = useMutation({ mutationFn: saveInterest });
  const send = useMutation({ mutationFn: saveInterest });
  const started = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one link key per opening of the dialog
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    link.mutate(shareLinkRequest({ country, state: location.state }, configuration, customerType));
  }, []);

  const linkKey = link.data?.webUniqueKey;
  const url = linkKey ? sharedLinkUrl(window.location.origin, marketOf(country), linkKey) : '';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      linkInput.current?.select();
      document.execCommand('copy');
    }
    showCopied(shareNotices.copied);
  };

  const sendEmail = form.handleSubmit(({ email: address }) =>
    send.mutate(
      {
        interest: {
          Country: country,
          State: location.state ?? '',
          Email: address,
          WebUniqueKey: linkKey ?? '',
          CustomerType: customerType,
          InterestType: 'ShareEmail',
          Source: 'Configurator',
        },
        ifCallYanaAPI: false,
      },
      { onSuccess: () => showSent(shareNotices.emailSent) },
    ),
  );

  return (
    <>
      <Dialog open onOpenChange={(open) => !open && onClose()} title="YOUR CONFIGURATION">
        <div className={styles.body}>
          <p className={styles.lead}>
            Share this private link to your {configuration.variant?.name ?? ''} configuration.
            {link.data?.expiryDateText ? ` It expires on ${link.data.expiryDateText}.` : ''}
          </p>
          {link.isError ? (
            <Notice
              tone="error"
              action={
                <Button
                  variant="text"
                  onClick={() =>
                    link.mutate(
                      shareLinkRequest({ country, state: location.state }, configuration, customerType),
                    )
                  }
                >
                  Retry
                </Button>
              }
            >
              {messageOf(link.error)}
            </Notice>
          ) : (
            <div className={styles.row}>
              <TextField
                ref={linkInput}
                label="Your link"
                value={url || 'Creating your link...'}
                readOnly
                className={styles.grow}
                onFocus={(event) => event.currentTarget.select()}
              />
              <Button variant="secondary" onClick={copy} disabled={!url}>
                COPY LINK
              </Button>
            </div>
          )}
          {copied ? <Notice tone="success">{copied}</Notice> : null}
          <form className={styles.row} noValidate onSubmit={sendEmail}>
            <Controller
              control={form.control}
              name="email"
              render={(controlled) => (
                <TextField
                  label="Email"
                  type="email"
                  autoComplete="email"
                  className={styles.grow}
                  {...textFieldProps(controlled)}
                />
              )}
            />
            <Button type="submit" busy={send.isPending} disabled={!linkKey}>
              SEND VIA EMAIL
            </Button>
          </form>
          {sent ? <Notice tone="success">{sent}</Notice> : null}
          {send.isError ? <Notice tone="error">{messageOf(send.error)}</Notice> : null}
          <p className={styles.privacy}>
            We use your email address only to send you this link. Read our{' '}
            <button type="button" className={styles.inlineLink} onClick={() => setPrivacyOpen(true)}>
              Privacy Statement
            </button>
            .
          </p>
        </div>
      </Dialog>
      {privacyOpen ? (
        <Suspense fallback={null}>
          <PrivacyStatementDialog onClose={() => setPrivacyOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
