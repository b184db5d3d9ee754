import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import type { CalendarEvent } from '../types';
import { CalendarSidebar } from './calendar-sidebar';
import { CalendarView } from './calendar-view';

const event = (
  id: number,
  title: string,
  start: string,
  end: string,
  calendar: CalendarEvent['extendedProps']['calendar'] = 'Business',
): CalendarEvent => ({
  id,
  url: '',
  title,
  start,
  end,
  allDay: start.length === 10,
  extendedProps: { calendar, guests: [], location: '', description: '' },
});

const events = [
  event(1, 'Reunião de planejamento da sprint', '2026-11-27T09:30:00', '2026-11-27T10:30:00'),
  event(2, 'Almoço com a Fernanda', '2026-11-27T12:30:00', '2026-11-27T13:30:00', 'Personal'),
  event(3, 'Proclamação da República', '2026-11-15', '2026-11-16', 'Holiday'),
];

const noop = () => undefined;
function renderView(onPlace = vi.fn()) {
  renderWithProviders(
    <CalendarView
      events={events}
      initialView="dayGridMonth"
      initialDate="2026-11-27"
      onPlace={onPlace}
      onSelect={noop}
      onOpen={noop}
      onMove={noop}
    />,
  );
  return onPlace;
}

/** A phone: every `max-width` query matches. */
function asPhone() {
  const original = window.matchMedia.bind(window);
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...original(query),
    matches: query.includes('max-width'),
  }));
}

const mainWeekdays = () =>
  [...document.querySelectorAll('.fc-col-header-cell-cushion')].map((cell) => cell.textContent);

afterEach(async () => {
  vi.restoreAllMocks();
  await act(() => i18n.changeLanguage('br'));
});

describe('weekday labels', () => {
  it.each([
    ['br', 'pt-BR', 'dom.'],
    ['en', 'en', 'Sun'],
  ])(
    'are one form in the main grid and the small calendar (%s), from Sunday',
    async (language, locale, sunday) => {
      await act(() => i18n.changeLanguage(language));
      renderView();
      renderWithProviders(
        <CalendarSidebar
          date="2026-11-27"
          selected={[]}
          onAdd={noop}
          onJump={noop}
          onSelect={noop}
        />,
      );
      const intl = new Intl.DateTimeFormat(locale, { weekday: 'short' });
      // 2026-11-22 is a Sunday.
      const expected = Array.from({ length: 7 }, (_, day) =>
        intl.format(new Date(2026, 10, 22 + day)),
      );
      await waitFor(() => expect(mainWeekdays()).toEqual(expected));
      expect(expected[0]).toBe(sunday);
      const picker = screen.getByRole('table');
      const small = within(picker)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent);
      expect(small).toEqual(expected);
    },
  );
});

describe('titles', () => {
  it('give every event its whole title as a tooltip', async () => {
    renderView();
    const shown = await screen.findByText('Reunião de planejamento da sprint');
    expect(shown.closest('.fc-event')).toHaveAttribute(
      'title',
      'Reunião de planejamento da sprint',
    );
  });
});

describe('the month on a phone', () => {
  it('marks each day’s events and names them, and a tap opens the day', async () => {
    asPhone();
    const onPlace = renderView();
    const day = await screen.findByRole('button', { name: /27 de novembro: 2 eventos/ });
    expect(day).toHaveAccessibleName(
      expect.stringContaining(
        '09:30 Reunião de planejamento da sprint; 12:30 Almoço com a Fernanda',
      ),
    );
    expect(within(day).getByTestId('day-marks').children).toHaveLength(2);
    // No title squeezed into a 45 px cell.
    expect(document.querySelector('.fc-daygrid-day .fc-event')).toBeNull();
    act(() => day.click());
    await waitFor(() =>
      expect(onPlace).toHaveBeenLastCalledWith(
        'timeGridDay',
        new Date(2026, 10, 27),
        expect.any(String),
      ),
    );
    expect(await screen.findByText('Reunião de planejamento da sprint')).toBeInTheDocument();
  });
});
