/**
 * The privacy notice's version: the date it last changed. Every request stores the version it
 * was sent under (firestore.rules bounds it), so the clinic can tell what a person was told.
 * Change it with the notice's text (src/features/privacy/PrivacyPage.tsx and its messages*.ts, every language).
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-26';
/** The most characters a stored notice version may have (firestore.rules repeats it). */
export const NOTICE_VERSION_MAX_LENGTH = 20;
/**
 * Handled and spam requests older than this are erased (npm run erase:old-requests; the notice
 * says so). New requests are kept until the clinic has dealt with them.
 */
export const REQUEST_RETENTION_MONTHS = 12;
/**
 * The access log's entries (staff's reads of and changes to patients' data) are kept this many days
 * (DPDP Rules 2025, rule 6: a year), then removed by the weekly backup workflow (npm run prune:access-log).
 */
export const ACCESS_LOG_RETENTION_DAYS = 365;
