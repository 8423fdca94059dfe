import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RetryNotice } from '../../../components/retry-notice';
import section from '../../../components/section.module.css';

export interface ListStateProps {
  query: Pick<UseQueryResult, 'isPending' | 'isFetching' | 'isError' | 'refetch'>;
  /** Shown while the list cannot be asked for yet (its parent choice is missing). */
  waitingFor: string;
  /** What the list holds, for the error message ('paints'). */
  what: string;
  children: ReactNode;
}

/** A catalogue list's states: waiting for the previous choice, loading (skeleton), failed (retry), loaded. */
export function ListState({ query, waitingFor, what, children }: ListStateProps) {
  if (query.isPending && !query.isFetching) return <p className={section.muted}>{waitingFor}</p>;
  if (query.isPending)
    return (
      <div className={section.skeleton} role="status">
        <span className="visually-hidden">Loading...</span>
      </div>
    );
  if (query.isError) {
    return <RetryNotice onRetry={() => void query.refetch()}>The {what} could not be loaded.</RetryNotice>;
  }
  return <>{children}</>;
}
