import { useState } from 'react';
import { FormField } from '../../components/FormField';
import { useIntlLocale } from '../../i18n/LocaleContext';
import { useMessages } from '../../i18n/messages';
import { formatCalendarDay } from '../../lib/dates';
import { addDays } from '../../lib/openingHours';
import { bookingStaffMessages } from './staffMessages';
import { showable } from './frontDeskChecks';

/** The day field with Previous day and Next day; what is typed stays until it is a whole date. */
export function DayPicker({ date, today, onDay }: { date: string; today: string; onDay: (day: string) => void }) {
  const t = useMessages(bookingStaffMessages);
  const locale = useIntlLocale();
  const [field, setField] = useState({ date, value: date });
  const value = field.date === date ? field.value : date;
  const relativeDay = date === today ? t.today : date === addDays(today, 1) ? t.tomorrow : date === addDays(today, -1) ? t.yesterday : null;
  const relative = relativeDay ? ` (${relativeDay})` : '';

  return (
    <div className="mb-4">
      <div className="d-flex flex-wrap align-items-end gap-2">
        <FormField
          label={t.day}
          type="date"
          value={value}
          onChange={(event) => {
            const typed = event.target.value;
            if (showable(typed)) {
              setField({ date: typed, value: typed });
              onDay(typed);
            } else {
              setField({ date, value: typed });
            }
          }}
        />
        <button type="button" className="btn btn-outline-primary mb-3" onClick={() => onDay(addDays(date, -1))}>
          {t.previousDay}
        </button>
        <button type="button" className="btn btn-outline-primary mb-3" onClick={() => onDay(addDays(date, 1))}>
          {t.nextDay}
        </button>
        {date !== today && (
          <button type="button" className="btn btn-outline-secondary mb-3" onClick={() => onDay(today)}>
            {t.todayButton}
          </button>
        )}
      </div>
      <p className="h5 mb-0" aria-live="polite">
        {formatCalendarDay(date, locale)}
        {relative}
      </p>
    </div>
  );
}
