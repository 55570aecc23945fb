import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
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

/**
 * jsdom lays nothing out: each tab is given 100 px side by side, and the row `width` px, so
 * the row overflows as it would on a phone. Scrolling sets `scrollLeft` as a browser does.
 */
function layOut(width: number) {
  const scrolled = new WeakMap<Element, number>();
  const tabIndex = (element: HTMLElement) =>
    element.getAttribute('role') === 'tab'
      ? [...element.parentElement!.children].indexOf(element)
      : -1;
  const props: Record<string, PropertyDescriptor> = {
    offsetLeft: {
      configurable: true,
      get(this: HTMLElement) {
        return Math.max(0, tabIndex(this)) * 100;
      },
    },
    offsetWidth: {
      configurable: true,
      get(this: HTMLElement) {
        return tabIndex(this) >= 0 ? 100 : width;
      },
    },
    clientWidth: {
      configurable: true,
      get: () => width,
    },
    scrollWidth: {
      configurable: true,
      get(this: HTMLElement) {
        return this.getAttribute('role') === 'tablist' ? this.children.length * 100 : width;
      },
    },
    scrollLeft: {
      configurable: true,
      get(this: HTMLElement) {
        return scrolled.get(this) ?? 0;
      },
      set(this: HTMLElement, value: number) {
        scrolled.set(this, value);
      },
    },
  };
  // What HTMLElement held itself (offsetLeft, offsetWidth); the rest it inherits from Element.
  const own = Object.keys(props).map(
    (name) => [name, Object.getOwnPropertyDescriptor(HTMLElement.prototype, name)] as const,
  );
  Object.defineProperties(HTMLElement.prototype, props);
  return () => {
    for (const [name, descriptor] of own)
      if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
      else Reflect.deleteProperty(HTMLElement.prototype, name);
  };
}

describe('Tabs on a narrow screen: the row shows that it scrolls', () => {
  let restore = () => {};
  afterEach(() => restore());

  it('marks the end that hides tabs, and the other end once scrolled', () => {
    restore = layOut(250);
    render(<Harness />);
    expect(screen.getByTestId('tabs-more-after')).toBeInTheDocument();
    expect(screen.queryByTestId('tabs-more-before')).toBeNull();
    const row = screen.getByRole('tablist');
    row.scrollLeft = 50;
    fireEvent.scroll(row);
    expect(screen.getByTestId('tabs-more-before')).toBeInTheDocument();
    expect(screen.queryByTestId('tabs-more-after')).toBeNull();
  });

  it('scrolls the selected tab clear of the fade', async () => {
    restore = layOut(250);
    render(<Harness />);
    await userEvent.click(tab('Bookings'));
    await userEvent.keyboard('{End}');
    // Profile spans 200-300 px: the row scrolls so it ends 40 px inside the right edge.
    expect(screen.getByRole('tablist').scrollLeft).toBe(90);
  });

  it('shows no marks when every tab fits', () => {
    restore = layOut(400);
    render(<Harness />);
    expect(screen.queryByTestId('tabs-more-after')).toBeNull();
    expect(screen.queryByTestId('tabs-more-before')).toBeNull();
  });
});
