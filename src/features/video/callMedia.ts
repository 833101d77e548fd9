/**
 * The camera and microphone: the front camera first (a phone's selfie camera), the other one on
 * request, and sound alone when there is no camera or the patient chooses audio only.
 */
export type Facing = 'user' | 'environment';

const videoConstraints = (facing: Facing): MediaTrackConstraints => ({
  facingMode: facing,
  width: { ideal: 640 },
  height: { ideal: 480 },
});

/** Camera and microphone, or the microphone alone when the camera cannot be had. Rejects when neither can. */
export async function openMedia(): Promise<MediaStream> {
  try {
    return await navigator.mediaDevices.getUserMedia({ audio: true, video: videoConstraints('user') });
  } catch {
    return navigator.mediaDevices.getUserMedia({ audio: true });
  }
}

/** A new camera track facing `facing`. */
export async function cameraTrack(facing: Facing): Promise<MediaStreamTrack> {
  const stream = await navigator.mediaDevices.getUserMedia({ video: videoConstraints(facing) });
  return stream.getVideoTracks()[0];
}

/** Whether the device has more than one camera (a phone's front and back). */
export async function hasSeveralCameras(): Promise<boolean> {
  try {
    const devices = await navigator.mediaDevices.enumerateDevices();
    return devices.filter((device) => device.kind === 'videoinput').length > 1;
  } catch {
    return false;
  }
}

export const stopStream = (stream: MediaStream | null) => stream?.getTracks().forEach((track) => track.stop());

/** A random id for this page's session: letters and digits, as the rules want it. */
export function newSession(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (byte) => byte.toString(36).padStart(2, '0'))
    .join('')
    .slice(0, 20);
}
