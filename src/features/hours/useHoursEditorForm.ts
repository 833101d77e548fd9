import { useState, type FormEvent } from 'react';
import { getClinicHours, saveClinicHours } from '@services/clinicHours';
import { editorSpecMessages } from '../../components/editorMessages';
import type { TranslatedLocale } from '../../config/locales';
import { useIntlLocale } from '../../i18n/LocaleContext';
import { useMessages } from '../../i18n/messages';
import { invalidate } from '../../lib/invalidation';
import { clinicToday } from '../../lib/openingHours';
import { PUBLISHED_CONTENT_TAG } from '../../lib/publishing';
import { toast } from '../../lib/toast';
import { useAsyncData } from '../../lib/useAsyncData';
import { useFormCheck } from '../../lib/useFormCheck';
import { hoursFields, hoursFromStored } from '../../services/clinicHoursFields';
import type { Closure, Weekday } from '../../types';
import { weekdayIn } from './clock';
import { hoursEditorMessages } from './editorMessages';
import {
  draftFrom,
  hoursFrom,
  pastClosureCount,
  weekProblems,
  withDay,
  withNewClosure,
  withReasonIn,
  type ClosureProblem,
  type DayRow,
  type HoursDraft,
  type Week,
} from './hoursDraft';
import { rememberClinicHours } from './useClinicHours';

/** The weekly hours as edited, each day's problem (after a first save), and the change of a day. */
export interface WeekEditing {
  days: Week;
  problem: (day: Weekday) => string | null;
  setDay: (day: Weekday, change: Partial<DayRow>) => void;
}

/** The closures ahead as edited, and the closure being added. */
export interface ClosuresEditing {
  list: Closure[];
  /** Stored closures already past: dropped with the next save. */
  past: number;
  /** The clinic's date: the earliest a closure can be added for. */
  today: string;
  setReason: (date: string, language: TranslatedLocale, reason: string) => void;
  remove: (date: string) => void;
  newDate: string;
  newReason: string;
  setNewDate: (date: string) => void;
  setNewReason: (reason: string) => void;
  problem: ClosureProblem | null;
  add: () => void;
}

export type HoursEditorForm =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; week: WeekEditing; closures: ClosuresEditing; saving: boolean; onSubmit: (event: FormEvent) => Promise<void> };

/**
 * The hours editor's whole state: the stored hours loading, the draft made from them, its checks
 * (each open day's times on save; a closure as it is added), and the save, which the rest of the
 * site follows at once.
 */
export function useHoursEditorForm(): HoursEditorForm {
  const t = useMessages(hoursEditorMessages);
  const m = useMessages(editorSpecMessages);
  const locale = useIntlLocale();
  const dayName = (day: Weekday) => weekdayIn(day, locale);
  const today = clinicToday();
  // Read afresh, not the visit's copy: an admin edits what is stored now.
  const stored = useAsyncData('editor:hours', getClinicHours);
  const [draft, setDraft] = useState<HoursDraft | null>(null);
  const [saving, setSaving] = useState(false);
  const check = useFormCheck(draft?.week, (week) => {
    const fields = week ? weekProblems(week, t, dayName) : {};
    return Object.keys(fields).length > 0 ? { fields, toast: m.missingFields } : { fields };
  });

  // The draft starts from the hours read, in the same render (React's state-from-props pattern).
  if (stored.status === 'ready' && draft === null) setDraft(draftFrom(stored.data, today));
  if (stored.status === 'error') return { status: 'error' };
  if (stored.status === 'loading' || draft === null) return { status: 'loading' };

  const update = (change: (d: HoursDraft) => Partial<HoursDraft>) => setDraft((d) => d && { ...d, ...change(d) });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || !check.passes()) return;
    const hours = hoursFrom(draft);
    setSaving(true);
    try {
      await saveClinicHours(hours);
      // As visitors will read them: trimmed, a blank translated reason left out.
      rememberClinicHours(hoursFromStored(hoursFields(hours)));
      invalidate(PUBLISHED_CONTENT_TAG);
      toast.success(m.hoursSaved);
    } catch (error) {
      console.error('Could not save the opening hours', error);
      toast.error(m.hoursSaveFailed);
    } finally {
      setSaving(false);
    }
  };

  return {
    status: 'ready',
    saving,
    onSubmit,
    week: {
      days: draft.week,
      problem: check.error,
      setDay: (day, change) => update((d) => ({ week: withDay(d.week, day, change) })),
    },
    closures: {
      list: draft.closures,
      past: pastClosureCount(stored.data, today),
      today,
      setReason: (date, language, reason) => update((d) => ({ closures: withReasonIn(d.closures, date, language, reason) })),
      remove: (date) => update((d) => ({ closures: d.closures.filter((c) => c.date !== date) })),
      newDate: draft.newDate,
      newReason: draft.newReason,
      setNewDate: (date) => update(() => ({ newDate: date })),
      setNewReason: (reason) => update(() => ({ newReason: reason })),
      problem: draft.closureProblem,
      add: () => setDraft((d) => d && withNewClosure(d, today, t)),
    },
  };
}
