import { countryStateList } from '@showroom/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { countryAndStateQuery } from '../api/configurator-api';
import LocationDialog from './location-dialog';

/** The lists at hand from the first render, as the data block of a drawn page gives them. */
function WithLists({ children }: { children: ReactNode }) {
  const client = new QueryClient();
  client.setQueryData(countryAndStateQuery.queryKey, countryStateList());
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** The dialog the server drew beside #root, as the visitor left it before the app started. */
function drawDialog(country: string, state: string, focus?: 'state') {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<div id="first-screen-dialog"><form method="post" action="/location">
      <select name="country"><option value=""></option><option value="AU">Australia</option><option value="NZ">New Zealand</option></select>
      <select name="state"><option value=""></option><option value="NSW">New South Wales</option><option value="VIC">Victoria</option></select>
      <button type="submit">SUBMIT</button></form></div>`,
  );
  const form = document.querySelector<HTMLFormElement>('#first-screen-dialog form');
  const [countryList, stateList] = [...(form?.querySelectorAll('select') ?? [])];
  if (countryList) countryList.value = country;
  if (stateList) stateList.value = state;
  if (focus === 'state') stateList?.focus();
}

const open = (props: { drawn?: boolean } = {}) =>
  render(
    <LocationDialog initial={{}} dismissible={false} onConfirm={() => {}} onClose={() => {}} {...props} />,
    { wrapper: WithLists },
  );

afterEach(() => document.getElementById('first-screen-dialog')?.remove());

describe('the location dialog as a form', () => {
  it('posts to the server by name when no script handles it', async () => {
    open();
    const dialog = await screen.findByRole('dialog');
    const form = dialog.querySelector('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/location');
    expect(within(dialog).getByRole('combobox', { name: 'Country' })).toHaveAttribute('name', 'country');
    expect(within(dialog).getByRole('combobox', { name: 'State' })).toHaveAttribute('name', 'state');
    expect(form?.querySelector('input[type="hidden"][name="return"]')).toHaveValue('/');
  });

  it('drawn, every control works without the script: the server checks the choice', async () => {
    open({ drawn: true });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('combobox', { name: 'Country' })).toBeEnabled();
    expect(within(dialog).getByRole('combobox', { name: 'State' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'SUBMIT' })).toBeEnabled();
  });

  it('takes over from the drawn dialog with what the visitor chose there, focus where it was', async () => {
    drawDialog('AU', 'VIC', 'state');
    open();
    const dialog = await screen.findByRole('dialog', { name: 'SELECT YOUR LOCATION' });
    expect(document.getElementById('first-screen-dialog')).toBeNull();
    const state = within(dialog).getByRole('combobox', { name: 'State' });
    expect(within(dialog).getByRole('combobox', { name: 'Country' })).toHaveValue('AU');
    expect(state).toHaveValue('VIC');
    await waitFor(() => expect(state).toHaveFocus());
    expect(within(dialog).getByRole('button', { name: 'SUBMIT' })).toBeEnabled();
  });

  it('starts from the location held when nothing was chosen in the drawn dialog', async () => {
    drawDialog('', '');
    render(
      <LocationDialog initial={{ country: 'NZ' }} dismissible onConfirm={() => {}} onClose={() => {}} />,
      { wrapper: WithLists },
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('combobox', { name: 'Country' })).toHaveValue('NZ');
  });
});
