import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

const tabs = [
  { id: 'bookings', label: 'Bookings' },
  { id: 'messages', label: 'Messages' },
  { id: 'profile', label: 'Profile' },
] as const;

function Harness() {
  const [selected, setSelected] = useState<(typeof tabs)[number]['id']>('bookings');
  return (
    <>
      <button type="button">before</button>
      <Tabs label="Account" tabs={tabs} selected={selected} onSelect={setSelected}>
        <p>{selected} panel</p>
      </Tabs>
    </>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs (WAI-ARIA tabs pattern)', () => {
  it('names the list, ties each tab to its panel, and marks the selected one', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Account' })).toBeInTheDocument();
    expect(tab('Bookings')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Messages')).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'Bookings' });
    expect(tab('Bookings')).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent('bookings panel');
  });

  it('is one tab stop: Tab reaches the selected tab, then the panel', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'before' }));
    await userEvent.tab();
    expect(tab('Bookings')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('moves and selects with the arrow keys, wrapping round, and with Home and End', async () => {
    render(<Harness />);
    await userEvent.click(tab('Bookings'));
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Messages')).toHaveFocus();
    expect(tab('Messages')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('messages panel');
    await userEvent.keyboard('{End}');
    expect(tab('Profile')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Bookings')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(tab('Profile')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(tab('Bookings')).toHaveFocus();
    expect(tab('Bookings')).toHaveAttribute('tabindex', '0');
    expect(tab('Profile')).toHaveAttribute('tabindex', '-1');
  });
});
