import { HOURS_LIMITS } from '../../config/limits';
import { DATE_PATTERN, rulesRegExp } from '../../config/rulesPatterns';
import { WEEKDAYS } from '../../lib/openingHours';
import type { ClinicHours } from '../../types';
import { hoursFields, hoursFromStored, validTimes, type StoredHours } from '../clinicHoursFields';
import {
  billReads,
  demoDb,
  latency,
  permissionDenied,
  recordDemoContentChange,
  requireDemoPermission,
  rulesLines,
  saveDemoDb,
} from './store';

/** Demo twin of the opening hours module, with the rules' checks (the owner and the front desk, valid days and closures). */

const DATE = rulesRegExp(DATE_PATTERN);

/** The rules' validHours. */
function requireValid({ weekly, closures, closureTranslations }: StoredHours): void {
  const translated = Object.values(closureTranslations);
  const reasonsValid = (byDate: Record<string, string>) => rulesLines(Object.values(byDate), HOURS_LIMITS.reason, { nonBlank: true });
  const valid =
    WEEKDAYS.every((day) => validTimes(weekly[day])) &&
    Object.keys(closures).length <= HOURS_LIMITS.closures &&
    Object.keys(closures).every((date) => DATE.test(date)) &&
    // A translated reason is for a closure that is there.
    translated.every((byDate) => Object.keys(byDate).every((date) => date in closures)) &&
    [closures, ...translated].every(reasonsValid);
  if (!valid) throw permissionDenied();
}

export async function getClinicHours(): Promise<ClinicHours> {
  await latency();
  const stored = demoDb().clinicHours;
  return billReads(hoursFromStored(stored ? structuredClone(stored) : undefined), 1);
}

export async function saveClinicHours(hours: ClinicHours): Promise<void> {
  await latency();
  requireDemoPermission('editHours');
  const fields = hoursFields(hours);
  requireValid(fields);
  demoDb().clinicHours = fields;
  recordDemoContentChange();
  saveDemoDb();
}
