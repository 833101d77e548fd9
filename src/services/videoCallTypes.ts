/**
 * A video visit's call as both backends' service modules describe it (firestore.rules, "A video
 * visit's call"): each side's signalling, and who hung up.
 */
export type CallSide = 'patient' | 'doctor';

/** One side's signalling document (call/patient or call/doctor). */
export interface SideSignal {
  /** That side's page: a new one at each load, so the other side knows to start afresh. */
  session: string;
  /** The other side's session this description answers ('' before it knows one). */
  peer: string;
  description: { type: 'offer' | 'answer'; sdp: string } | null;
  /** ICE candidates for that description, each RTCIceCandidateInit as JSON. */
  candidates: string[];
}

export interface CallSignals {
  patient: SideSignal | null;
  doctor: SideSignal | null;
  /** Set by the side that hung up: the call is over for both. */
  ended: { by: CallSide } | null;
}

/** What the patient confirms before their first join (Telemedicine Practice Guidelines 2020). */
export interface ConsentInput {
  patientName: string;
  age: number;
  phone: string;
  /** For a minor, the adult present with them; null for an adult. */
  adultPresent: string | null;
}

/** The STUN server every call uses; TURN comes from the call's `ice` document when set up. */
export const DEFAULT_ICE_SERVERS: RTCIceServer[] = [{ urls: 'stun:stun.l.google.com:19302' }];

/** The most candidates one side's document carries (firestore.rules repeats it). */
export const MAX_CANDIDATES = 100;

/**
 * The longest ICE candidate (its RTCIceCandidateInit as JSON) a side's document carries: a few
 * hundred characters in practice, though a ufrag may have 256 and appears twice (firestore.rules,
 * validSide, repeats it).
 */
export const MAX_CANDIDATE_LENGTH = 1000;

/** What the rules take as one candidate: printable ASCII, 1 to MAX_CANDIDATE_LENGTH characters. */
export const CANDIDATE_PATTERN = `[ -~]{1,${MAX_CANDIDATE_LENGTH}}`;

const WHOLE_CANDIDATE = new RegExp(`^${CANDIDATE_PATTERN}$`);

/** Whether a candidate (as JSON) may be written to a side's document (checked for each one a browser finds). */
export const candidateFits = (json: string): boolean => WHOLE_CANDIDATE.test(json);

/** A TURN document's servers (call/ice: { iceServers: [...], expiresAt }) when well formed and not expired. */
export function turnServersOf(data: unknown, now: Date, toDate: (value: unknown) => Date | null): RTCIceServer[] {
  if (typeof data !== 'object' || data === null) return [];
  const { iceServers, expiresAt } = data as { iceServers?: unknown; expiresAt?: unknown };
  const expires = toDate(expiresAt);
  if (!Array.isArray(iceServers) || !expires || expires <= now) return [];
  return iceServers.flatMap((server: unknown) => {
    if (typeof server !== 'object' || server === null) return [];
    const { urls, username, credential } = server as Record<string, unknown>;
    const list = typeof urls === 'string' ? [urls] : Array.isArray(urls) ? urls.filter((u): u is string => typeof u === 'string') : [];
    if (list.length === 0 || typeof username !== 'string' || typeof credential !== 'string') return [];
    return [{ urls: list, username, credential }];
  });
}
