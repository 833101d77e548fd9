import {
  arrayUnion,
  deleteDoc,
  doc,
  getDoc,
  onSnapshot,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import { liveFirestore } from '../../lib/firestoreLive';
import { recordAccess } from './accessLog';
import { DEFAULT_ICE_SERVERS, turnServersOf, type CallSide, type CallSignals, type SideSignal } from '../videoCallTypes';

/**
 * A video visit's call: the WebRTC signalling of its two browsers under bookings/{id}/call
 * (firestore.rules, "A video visit's call"), with live updates (the full Firestore SDK, which only
 * the call page loads). Each side writes and deletes only its own document (and `ended` as the
 * rules allow). The doctor reaches the call under today's record of their day (the access log),
 * as their day's bookings. The media goes straight between the browsers: nothing of it is stored.
 */

/** Whether this backend can make a real call between two browsers (the demo backend cannot). */
export const callSupported: boolean = true;

const callRef = (bookingId: string, docId: CallSide | 'ended' | 'ice') => doc(liveFirestore(), 'bookings', bookingId, 'call', docId);

function sideOf(data: Record<string, unknown> | undefined): SideSignal | null {
  if (!data || typeof data.session !== 'string') return null;
  const description = data.description as SideSignal['description'] | undefined;
  return {
    session: data.session,
    peer: typeof data.peer === 'string' ? data.peer : '',
    description: description && typeof description.sdp === 'string' ? { type: description.type, sdp: description.sdp } : null,
    candidates: Array.isArray(data.candidates) ? data.candidates.filter((c): c is string => typeof c === 'string') : [],
  };
}

/**
 * Follows the call's documents: `onSignals` with all of them at each change (after the first of
 * each has arrived); `onError` when the rules refuse (not a party, or outside the window).
 */
export function watchCall(bookingId: string, onSignals: (signals: CallSignals) => void, onError: (error: unknown) => void): () => void {
  const signals: CallSignals = { patient: null, doctor: null, ended: null };
  const seen = new Set<string>();
  const docIds = ['patient', 'doctor', 'ended'] as const;
  const stops = docIds.map((docId) =>
    onSnapshot(
      callRef(bookingId, docId),
      (snapshot) => {
        const data = snapshot.data();
        if (docId === 'ended') signals.ended = data && (data.by === 'patient' || data.by === 'doctor') ? { by: data.by } : null;
        else signals[docId] = sideOf(data);
        seen.add(docId);
        if (seen.size === docIds.length) onSignals({ ...signals });
      },
      onError,
    ),
  );
  return () => stops.forEach((stop) => stop());
}

/**
 * Joins: this side's document afresh (its page's session, the peer it answers, no description
 * yet), after removing the record of an earlier call's end, so that joining again starts a new call.
 * The doctor first makes sure today's record of their day is there (a call joined again after
 * midnight, in the clinic's time zone, needs the new day's).
 */
export async function startSide(bookingId: string, side: CallSide, session: string, peer: string): Promise<void> {
  if (side === 'doctor') await recordAccess('doctorDay');
  await deleteDoc(callRef(bookingId, 'ended'));
  await setDoc(callRef(bookingId, side), { session, peer, description: null, candidates: [], updatedAt: serverTimestamp() });
}

/** This side's new description for `peer`; the candidates start again with it. */
export async function sendDescription(
  bookingId: string,
  side: CallSide,
  session: string,
  peer: string,
  description: SideSignal['description'],
) {
  await setDoc(callRef(bookingId, side), { session, peer, description, candidates: [], updatedAt: serverTimestamp() });
}

/** Adds ICE candidates (as JSON) to this side's current description. */
export async function sendCandidates(bookingId: string, side: CallSide, candidates: string[]): Promise<void> {
  await updateDoc(callRef(bookingId, side), { candidates: arrayUnion(...candidates), updatedAt: serverTimestamp() });
}

/**
 * Hangs up for both: records who ended it and deletes this side's signalling, in one write (so
 * that, once `ended` is there, its writer's document is gone, and the rules let the other side
 * clear `ended`).
 */
export async function endCall(bookingId: string, side: CallSide): Promise<void> {
  const batch = writeBatch(liveFirestore());
  batch.set(callRef(bookingId, 'ended'), { by: side, at: serverTimestamp() });
  batch.delete(callRef(bookingId, side));
  await batch.commit();
}

/**
 * Deletes this side's signalling and, when `ended` was seen, the record that the call ended (the
 * other side's: the rules allow it once that side has left, which its hanging up did).
 */
export async function clearCall(bookingId: string, side: CallSide, alsoEnded: boolean): Promise<void> {
  await deleteDoc(callRef(bookingId, side));
  if (alsoEnded) await deleteDoc(callRef(bookingId, 'ended'));
}

/**
 * The servers the two browsers use to find a way to each other: Google's STUN, and a TURN relay
 * when its short-lived credentials are in the call's `ice` document (written by a job with the
 * Admin SDK; see docs/operating.md, "Video visits"). A missing or expired document means STUN only.
 */
export async function iceServers(bookingId: string): Promise<RTCIceServer[]> {
  try {
    const snapshot = await getDoc(callRef(bookingId, 'ice'));
    const toDate = (value: unknown) => (value instanceof Timestamp ? value.toDate() : null);
    return [...DEFAULT_ICE_SERVERS, ...turnServersOf(snapshot.data(), new Date(), toDate)];
  } catch {
    return DEFAULT_ICE_SERVERS;
  }
}
