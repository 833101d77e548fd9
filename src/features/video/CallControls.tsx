import { useEffect, useState } from 'react';
import { useMessages } from '../../i18n/messages';
import { cameraTrack, hasSeveralCameras, type Facing } from './callMedia';
import { videoMessages } from './messages';
import type { VideoCall } from './useVideoCall';

/**
 * The call's buttons, real buttons in a row a thumb reaches and Tab walks: microphone and camera
 * on/off, audio only (the camera's track leaves the connection: no video is sent), the other camera
 * on a device with two, and hang up.
 */
export function CallControls({ call }: { call: VideoCall }) {
  const t = useMessages(videoMessages);
  const [micOn, setMicOn] = useState(true);
  const [cameraOn, setCameraOn] = useState(true);
  const [audioOnly, setAudioOnly] = useState(false);
  const [facing, setFacing] = useState<Facing>('user');
  const [twoCameras, setTwoCameras] = useState(false);
  const { local, link } = call;
  const hasVideo = (local?.getVideoTracks().length ?? 0) > 0 || audioOnly;

  useEffect(() => {
    void hasSeveralCameras().then(setTwoCameras);
  }, []);

  const toggleMic = () => {
    local?.getAudioTracks().forEach((track) => (track.enabled = !micOn));
    setMicOn(!micOn);
  };
  const toggleCamera = () => {
    local?.getVideoTracks().forEach((track) => (track.enabled = !cameraOn));
    setCameraOn(!cameraOn);
  };
  /** Puts a new camera track in place of the old one, on the screen and on the connection. */
  const putCamera = async (next: Facing | null) => {
    if (!local) return;
    const old = local.getVideoTracks()[0];
    const track = next ? await cameraTrack(next) : null;
    if (track) track.enabled = cameraOn;
    await link?.videoSender()?.replaceTrack(track);
    if (old) {
      old.stop();
      local.removeTrack(old);
    }
    if (track) local.addTrack(track);
  };
  const toggleAudioOnly = () => {
    void putCamera(audioOnly ? facing : null).catch((error: unknown) => console.error('[call] camera', error));
    setAudioOnly(!audioOnly);
  };
  const switchCamera = () => {
    const next: Facing = facing === 'user' ? 'environment' : 'user';
    void putCamera(next)
      .then(() => setFacing(next))
      .catch((error: unknown) => console.error('[call] camera', error));
  };

  return (
    <div className="call-controls d-flex flex-wrap justify-content-center gap-2 p-2" role="group" aria-label={t.callLabel}>
      <button type="button" className="btn btn-light" aria-pressed={!micOn} onClick={toggleMic}>
        {micOn ? t.micOff : t.micOn}
      </button>
      {hasVideo && (
        <button type="button" className="btn btn-light" aria-pressed={!cameraOn} disabled={audioOnly} onClick={toggleCamera}>
          {cameraOn ? t.cameraOff : t.cameraOn}
        </button>
      )}
      {hasVideo && (
        <button type="button" className="btn btn-light" aria-pressed={audioOnly} title={t.audioOnlyHint} onClick={toggleAudioOnly}>
          {t.audioOnly}
        </button>
      )}
      {twoCameras && !audioOnly && (
        <button type="button" className="btn btn-light" onClick={switchCamera}>
          {t.switchCamera}
        </button>
      )}
      <button type="button" className="btn btn-danger" onClick={() => void call.hangUp()}>
        {t.hangUp}
      </button>
    </div>
  );
}
