import { defineMessages } from '../../i18n/messages';

/** The admins' hours editor (/admin/hours): loaded with the editor only. `day` is a weekday's name in the page's language. */
const en = {
  title: 'Opening Hours',
  bookingRules: 'Online booking rules',
  bookingRulesLoading: 'Loading the booking rules…',
  hoursLoading: 'Loading the opening hours…',
  hoursLoadFailed: 'We could not load the opening hours. Please check your connection and reload.',
  timesMissing: (day: string) => `Please give ${day}'s opening and closing times.`,
  closesBeforeOpening: (day: string) => `${day} must close after it opens.`,
  closureDateMissing: 'Please choose the date the clinic is closed.',
  closureDatePast: 'Please choose today or a later date.',
  closureTaken: (reason: string) => `That day is already closed (${reason}).`,
  closureReasonMissing: 'Please give the reason patients will see, e.g. Diwali.',
  tooManyClosures: (max: number) => `At most ${max} closures can be kept. Please remove one first.`,
  timesNote:
    "Times are the clinic's (India Standard Time). Patients see these hours on the site, and cannot request an appointment on a closed day.",
  everyWeek: 'Every week',
  openOn: (day: string) => `Open on ${day}`,
  opensLabel: (day: string) => `${day} opens`,
  closesLabel: (day: string) => `${day} closes`,
  closedDates: 'Closed on these dates',
  pastClosures: (count: number) =>
    count === 1 ? 'One past closure is removed when you save.' : `${count} past closures are removed when you save.`,
  noClosures: 'No closures ahead.',
  remove: 'Remove',
  /** Said after "Remove" to screen readers. */
  removeWhich: (date: string) => ` the closure on ${date}`,
  reasonTranslationsHint: 'Optional: each reason in Kannada and Hindi. Where one is left empty, those pages show the English reason.',
  closureDate: 'Closure date',
  reason: 'Reason',
  reasonHint: 'Patients see it, e.g. Diwali.',
  addClosure: 'Add closure',
  closureKeptNote: 'A closure added here is kept once you save the hours.',
  saveHours: 'Save hours',
};
export type HoursEditorMessages = typeof en;

export const hoursEditorMessages = defineMessages('src/features/hours/editorMessages.ts', en);
