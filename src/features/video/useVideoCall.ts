import { useCallback, useEffect, useRef, useState } from 'react';
import { clearCall, endCall, iceServers, startSide, watchCall } from '@services/videoCall';
import type { CallSide, CallSignals } from '../../services/videoCallTypes';
import { newSession, openMedia, stopStream } from './callMedia';
import { PeerLink } from './peerLink';

/**
 * The call as a page shows it: the local and remote streams and one plain state. The connection
 * comes back by itself: a page of the other side that reloads (a new session) gets a fresh peer
 * connection here; a failed or long-disconnected one restarts ICE. After NO_CONNECTION_MS without
 * a connection the state says so (the page gives the clinic's phone), and it keeps trying.
 */
export type CallState =
  'starting' | 'waiting' | 'connecting' | 'connected' | 'reconnecting' | 'failed' | 'ended' | 'media-denied' | 'refused';

const NO_CONNECTION_MS = 30_000;
const RESTART_AFTER_DISCONNECT_MS = 4_000;
const STATS_EVERY_MS = 2_000;

export interface VideoCall {
  state: CallState;
  endedBy: CallSide | null;
  local: MediaStream | null;
  remote: MediaStream | null;
  /** The live link (the controls replace the camera's track on it), or null. */
  link: PeerLink | null;
  connectionState: RTCPeerConnectionState | 'none';
  framesDecoded: number;
  hangUp: () => Promise<void>;
  retry: () => void;
}

export function useVideoCall(bookingId: string, side: CallSide, onJoined: () => void, onLeft: () => void): VideoCall {
  const [state, setState] = useState<CallState>('starting');
  const [endedBy, setEndedBy] = useState<CallSide | null>(null);
  const [local, setLocal] = useState<MediaStream | null>(null);
  const [remote, setRemote] = useState<MediaStream | null>(null);
  const [link, setLink] = useState<PeerLink | null>(null);
  const [connectionState, setConnectionState] = useState<RTCPeerConnectionState | 'none'>('none');
  const [framesDecoded, setFramesDecoded] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const hangUpRef = useRef<() => Promise<void>>(async () => {});
  const callbacks = useRef({ onJoined, onLeft });
  useEffect(() => {
    callbacks.current = { onJoined, onLeft };
  });

  useEffect(() => {
    let stopped = false;
    // Set as this side hangs up: its own `ended` must not be taken for the other side's.
    let leaving = false;
    let stream: MediaStream | null = null;
    let peer: PeerLink | null = null;
    let peerSession = '';
    let everConnected = false;
    let joinedStamped = false;
    let unwatch = () => {};
    let latest: CallSignals | null = null;
    let queue: Promise<void> = Promise.resolve();
    let noConnection: ReturnType<typeof setTimeout> | null = null;
    let restartTimer: ReturnType<typeof setTimeout> | null = null;
    const session = newSession();
    const polite = side === 'patient';
    const other: CallSide = side === 'patient' ? 'doctor' : 'patient';
    let servers: RTCIceServer[] = [];

    const show = (next: CallState) => !stopped && setState(next);
    const watchForNoConnection = () => {
      if (noConnection) clearTimeout(noConnection);
      noConnection = setTimeout(() => show('failed'), NO_CONNECTION_MS);
    };
    const closePeer = () => {
      peer?.close();
      peer = null;
      setLink(null);
      setConnectionState('none');
    };
    const finish = (by: CallSide | null) => {
      if (stopped) return;
      stopped = true;
      unwatch();
      closePeer();
      stopStream(stream);
      if (noConnection) clearTimeout(noConnection);
      setEndedBy(by);
      setState('ended');
      callbacks.current.onLeft();
    };

    const onPeerState = (current: PeerLink, next: RTCPeerConnectionState) => {
      if (current !== peer || stopped) return;
      setConnectionState(next);
      if (restartTimer) clearTimeout(restartTimer);
      if (next === 'connected') {
        everConnected = true;
        if (noConnection) clearTimeout(noConnection);
        show('connected');
        if (!joinedStamped) {
          joinedStamped = true;
          callbacks.current.onJoined();
        }
      } else if (next === 'disconnected' || next === 'failed') {
        show('reconnecting');
        watchForNoConnection();
        if (next === 'failed') current.restart();
        else restartTimer = setTimeout(() => current.restart(), RESTART_AFTER_DISCONNECT_MS);
      }
    };

    const process = async () => {
      const signals = latest;
      if (!signals || stopped || leaving || !stream) return;
      if (signals.ended) {
        // Hung up by the other side (or by this account in another tab): close, and clean up.
        await clearCall(bookingId, side, true).catch(() => {});
        finish(signals.ended.by);
        return;
      }
      const theirs = signals[other];
      if (!theirs) {
        if (!peer) show(everConnected ? 'reconnecting' : 'waiting');
        return;
      }
      if (theirs.session !== peerSession) {
        // The other side's page is new (first join, or a reload): a fresh connection to it.
        closePeer();
        peerSession = theirs.session;
        const current: PeerLink = new PeerLink({ bookingId, side, session, peer: peerSession, polite }, servers, stream, {
          onState: (next) => onPeerState(current, next),
          onRemoteStream: (incoming) => !stopped && setRemote(incoming),
        });
        peer = current;
        setLink(current);
        setFramesDecoded(0);
        show(everConnected ? 'reconnecting' : 'connecting');
        watchForNoConnection();
      }
      if (theirs.peer === session && peer) await peer.receive(theirs).catch((error: unknown) => console.error('[call]', error));
    };

    (async () => {
      try {
        stream = await openMedia();
      } catch {
        show('media-denied');
        return;
      }
      if (stopped) return stopStream(stream);
      setLocal(stream);
      servers = await iceServers(bookingId);
      try {
        await startSide(bookingId, side, session, '');
      } catch {
        show('refused');
        return;
      }
      if (stopped) return;
      show('waiting');
      unwatch = watchCall(
        bookingId,
        (signals) => {
          latest = signals;
          queue = queue.then(process);
        },
        () => show('refused'),
      );
    })();

    const stats = setInterval(() => {
      void peer?.framesDecoded().then((frames) => !stopped && setFramesDecoded(frames));
    }, STATS_EVERY_MS);

    hangUpRef.current = async () => {
      leaving = true;
      await endCall(bookingId, side).catch(() => {});
      finish(side);
    };

    return () => {
      clearInterval(stats);
      if (restartTimer) clearTimeout(restartTimer);
      if (!stopped) {
        stopped = true;
        unwatch();
        closePeer();
        stopStream(stream);
        if (noConnection) clearTimeout(noConnection);
      }
    };
  }, [bookingId, side, attempt]);

  const hangUp = useCallback(() => hangUpRef.current(), []);
  const retry = useCallback(() => {
    setState('starting');
    setEndedBy(null);
    setRemote(null);
    setFramesDecoded(0);
    setAttempt((n) => n + 1);
  }, []);

  return { state, endedBy, local, remote, link, connectionState, framesDecoded, hangUp, retry };
}
