import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Notice } from './notice';

describe('Notice', () => {
  it('announces errors at once and other notices politely', () => {
    render(
      <>
        <Notice tone="error">The paints could not be loaded.</Notice>
        <Notice tone="success">Link copied successfully</Notice>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The paints could not be loaded.');
    expect(screen.getByRole('status')).toHaveTextContent('Link copied successfully');
  });
});
