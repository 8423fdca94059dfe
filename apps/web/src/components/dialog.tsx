import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { BodyPortal } from './body-portal';
import styles from './dialog.module.css';
import { useReturnFocus } from './use-return-focus';
import { useScrolls } from './use-scrolls';

export interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** `sheet` slides from the bottom (the state picker); `dialog` is centred and becomes a full-height sheet on phones. */
  variant?: 'dialog' | 'sheet';
  /** Hide the close button when the dialog must be answered. */
  dismissible?: boolean;
  size?: 'sm' | 'md' | 'lg';
  /** As it opens: prevent the event to put focus somewhere else than on its first control. */
  onOpenAutoFocus?(event: Event): void;
}

/** Accessible dialog: traps and restores focus, closes with Escape (when dismissible), labelled by its title. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  variant = 'dialog',
  dismissible = true,
  size = 'md',
  onOpenAutoFocus,
}: DialogProps) {
  const returnFocus = useReturnFocus();
  const [scrolls, bodyRef] = useScrolls();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <BodyPortal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={`${styles.content} ${styles[variant]} ${styles[size]}`}
          {...returnFocus}
          onOpenAutoFocus={(event) => {
            returnFocus.onOpenAutoFocus();
            onOpenAutoFocus?.(event);
          }}
          onEscapeKeyDown={(event) => {
            if (!dismissible) event.preventDefault();
          }}
          onPointerDownOutside={(event) => {
            if (!dismissible) event.preventDefault();
          }}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            {dismissible ? (
              <RadixDialog.Close className={styles.close} aria-label="Close">
                <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
                  <path d="M4 4l12 12M16 4 4 16" stroke="currentColor" strokeWidth="1.6" />
                </svg>
              </RadixDialog.Close>
            ) : null}
          </div>
          {description ? (
            <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
          ) : null}
          {/* A body that scrolls is focusable, so it scrolls from the keyboard even when it holds no control. */}
          <div ref={bodyRef} className={styles.body} tabIndex={scrolls ? 0 : undefined}>
            {children}
          </div>
        </RadixDialog.Content>
      </BodyPortal>
    </RadixDialog.Root>
  );
}
