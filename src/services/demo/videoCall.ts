import { firebaseLikeError } from '../errors';
import { DEFAULT_ICE_SERVERS, type CallSide, type CallSignals, type SideSignal } from '../videoCallTypes';

/**
 * Demo twin of the call's signalling. The demo backend keeps its data in one browser, so it cannot
 * connect two browsers: the call page says so instead of pretending (callSupported).
 */
export const callSupported: boolean = false;

const unavailable = () => firebaseLikeError('unavailable', 'The demo backend cannot connect two browsers');

export function watchCall(_bookingId: string, _onSignals: (signals: CallSignals) => void, onError: (error: unknown) => void): () => void {
  onError(unavailable());
  return () => {};
}

export async function startSide(_bookingId: string, _side: CallSide, _session: string, _peer: string): Promise<void> {
  throw unavailable();
}

export async function sendDescription(
  _bookingId: string,
  _side: CallSide,
  _session: string,
  _peer: string,
  _description: SideSignal['description'],
): Promise<void> {
  throw unavailable();
}

export async function sendCandidates(_bookingId: string, _side: CallSide, _candidates: string[]): Promise<void> {
  throw unavailable();
}

export async function endCall(_bookingId: string, _side: CallSide): Promise<void> {
  throw unavailable();
}

export async function clearCall(_bookingId: string, _side: CallSide, _alsoEnded: boolean): Promise<void> {
  throw unavailable();
}

export async function iceServers(_bookingId: string): Promise<RTCIceServer[]> {
  return DEFAULT_ICE_SERVERS;
}
