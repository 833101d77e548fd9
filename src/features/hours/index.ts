/** The clinic's opening hours: what patients see (open now, the week, closures) and the hours the rest of the site goes by. */
export { OpenStatus } from './OpenStatus';
export { OpeningHoursList } from './OpeningHoursList';
export { CLINIC_HOURS, forgetClinicHours, useClinicHours, useKnownClinicHours } from './useClinicHours';
