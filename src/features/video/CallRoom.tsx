import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { stampCall } from '@services/videoVisits';
import { clinic } from '../../config/clinic';
import { paths } from '../../config/routes';
import { useMessages } from '../../i18n/messages';
import type { CallSide } from '../../services/videoCallTypes';
import type { Booking } from '../../types';
import { CallControls } from './CallControls';
import { videoMessages, type VideoMessages } from './messages';
import { useVideoCall, type CallState } from './useVideoCall';

function StreamVideo({
  stream,
  muted,
  label,
  className,
}: {
  stream: MediaStream | null;
  muted: boolean;
  label: string;
  className: string;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  }, [stream]);
  // playsInline: a phone plays it in the page, not in its own full-screen player.
  return <video ref={ref} className={className} autoPlay playsInline muted={muted} aria-label={label} />;
}

function stateText(state: CallState, other: string, t: VideoMessages): string {
  switch (state) {
    case 'starting':
      return t.starting;
    case 'waiting':
      return t.waitingFor(other);
    case 'connecting':
      return t.connecting(other);
    case 'connected':
      return t.connected(other);
    case 'reconnecting':
      return t.reconnecting(other);
    case 'failed':
      return t.failed(clinic.phone);
    case 'media-denied':
      return t.mediaDenied(clinic.phone);
    case 'refused':
      return t.refused(clinic.phone);
    default:
      return t.ended;
  }
}

/**
 * The call: the other side large, this side small, what is happening in words, and the controls.
 * The section carries the connection's state and the video frames received so far as data
 * attributes (data-connection-state, data-frames-decoded): the browser tests check the media by
 * them in the production build, where nothing is put on `window`.
 */
export function CallRoom({ booking, side, otherName }: { booking: Booking; side: CallSide; otherName: string }) {
  const t = useMessages(videoMessages);
  const stamp = (moment: 'join' | 'leave') =>
    void stampCall(booking, side, moment).catch((error: unknown) => console.error('[call] could not stamp the record', error));
  const call = useVideoCall(
    booking.id,
    side,
    () => stamp('join'),
    () => stamp('leave'),
  );
  const { state } = call;
  const over = state === 'ended' || state === 'media-denied' || state === 'refused';
  const trouble = state === 'failed' || state === 'media-denied' || state === 'refused';
  const status = state === 'ended' && call.endedBy && call.endedBy !== side ? t.endedBy(otherName) : stateText(state, otherName, t);

  return (
    <section
      className="video-call"
      aria-label={t.callLabel}
      data-call-state={state}
      data-connection-state={call.connectionState}
      data-frames-decoded={call.framesDecoded}
    >
      <div className="video-call-stage">
        {!over && <StreamVideo stream={call.remote} muted={false} label={t.theirVideo(otherName)} className="video-call-remote" />}
        {!over && <StreamVideo stream={call.local} muted label={t.yourVideo} className="video-call-local" />}
      </div>
      <p className={trouble ? 'alert alert-warning m-2' : 'video-call-status m-2'} role="status" aria-live="polite">
        {status}
      </p>
      {!over && <CallControls call={call} />}
      {(state === 'failed' || over) && (
        <div className="d-flex flex-wrap justify-content-center gap-2 p-2">
          {state === 'failed' && (
            <a className="btn btn-outline-light" href={clinic.phoneHref}>
              {clinic.phone}
            </a>
          )}
          {(state === 'failed' || state === 'ended') && (
            <button type="button" className="btn btn-light" onClick={call.retry}>
              {state === 'ended' ? t.joinAgain : t.tryAgain}
            </button>
          )}
          {side === 'patient' && over && (
            <Link className="btn btn-outline-light" to={paths.myRequests}>
              {t.backToAppointments}
            </Link>
          )}
        </div>
      )}
      <p className="small text-center m-0 pb-2">{t.noRecording}</p>
    </section>
  );
}
