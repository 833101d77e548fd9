import { sendCandidates, sendDescription } from '@services/videoCall';
import { candidateFits, type CallSide, type SideSignal } from '../../services/videoCallTypes';

/**
 * One RTCPeerConnection with one page of the other side (its session), negotiated by the "perfect
 * negotiation" pattern (W3C WebRTC, Mozilla's guide): either side may offer, and when both do at
 * once the polite one (the patient) gives way. Each side's latest description and its candidates
 * sit in its own document (services/videoCall.ts); a description names the session it is for
 * (`peer`), so nothing meant for a page that has since reloaded is ever applied.
 */
export interface PeerLinkEvents {
  onState: (state: RTCPeerConnectionState) => void;
  onRemoteStream: (stream: MediaStream) => void;
}

const CANDIDATE_BATCH_MS = 200;

export class PeerLink {
  readonly pc: RTCPeerConnection;
  private makingOffer = false;
  private ignoredSdp = '';
  private appliedSdp = '';
  private candidatesAdded = 0;
  private pendingCandidates: string[] = [];
  private flushTimer: ReturnType<typeof setTimeout> | null = null;
  /** Writes in order: a description before the candidates gathered for it. */
  private writes: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly call: { bookingId: string; side: CallSide; session: string; peer: string; polite: boolean },
    iceServers: RTCIceServer[],
    stream: MediaStream,
    events: PeerLinkEvents,
  ) {
    this.pc = new RTCPeerConnection({ iceServers });
    const remote = new MediaStream();
    this.pc.ontrack = ({ track, streams }) => {
      events.onRemoteStream(streams[0] ?? (remote.addTrack(track), remote));
    };
    this.pc.onconnectionstatechange = () => events.onState(this.pc.connectionState);
    this.pc.onicecandidate = ({ candidate }) => {
      if (!candidate) return;
      const json = JSON.stringify(candidate.toJSON());
      // One the rules would refuse (over-long, or not plain ASCII) would lose the whole batch: the others still connect.
      if (!candidateFits(json)) {
        console.warn('[call] candidate left out', json.length);
        return;
      }
      this.pendingCandidates.push(json);
      this.flushTimer ??= setTimeout(() => this.flushCandidates(), CANDIDATE_BATCH_MS);
    };
    this.pc.onnegotiationneeded = () => void this.offer();
    for (const track of stream.getTracks()) this.pc.addTrack(track, stream);
  }

  private write(task: () => Promise<unknown>): Promise<unknown> {
    this.writes = this.writes.then(task).catch((error: unknown) => console.error('[call] signalling write failed', error));
    return this.writes;
  }

  private flushCandidates(): void {
    this.flushTimer = null;
    const batch = this.pendingCandidates.splice(0);
    if (batch.length > 0) void this.write(() => sendCandidates(this.call.bookingId, this.call.side, batch));
  }

  private sendLocalDescription(): Promise<unknown> {
    const local = this.pc.localDescription;
    if (!local || (local.type !== 'offer' && local.type !== 'answer')) return Promise.resolve();
    const { bookingId, side, session, peer } = this.call;
    return this.write(() => sendDescription(bookingId, side, session, peer, { type: local.type as 'offer' | 'answer', sdp: local.sdp }));
  }

  private async offer(): Promise<void> {
    try {
      this.makingOffer = true;
      await this.pc.setLocalDescription();
      await this.sendLocalDescription();
    } catch (error) {
      console.error('[call] could not make an offer', error);
    } finally {
      this.makingOffer = false;
    }
  }

  /** The other side's document, when it is meant for this page (its `peer` is our session). */
  async receive(remote: SideSignal): Promise<void> {
    if (this.pc.signalingState === 'closed') return;
    const description = remote.description;
    if (description && description.sdp !== this.appliedSdp && description.sdp !== this.ignoredSdp) {
      const collision = description.type === 'offer' && (this.makingOffer || this.pc.signalingState !== 'stable');
      if (!this.call.polite && collision) {
        this.ignoredSdp = description.sdp;
        return;
      }
      // The polite side's setRemoteDescription rolls its own offer back first.
      await this.pc.setRemoteDescription(description);
      this.appliedSdp = description.sdp;
      this.candidatesAdded = 0;
      if (description.type === 'offer') {
        await this.pc.setLocalDescription();
        await this.sendLocalDescription();
      }
    }
    if (!description || description.sdp !== this.appliedSdp) return;
    for (const candidate of remote.candidates.slice(this.candidatesAdded)) {
      // A candidate of an earlier round no longer fits: nothing to do about it.
      await this.pc.addIceCandidate(JSON.parse(candidate) as RTCIceCandidateInit).catch(() => {});
    }
    this.candidatesAdded = remote.candidates.length;
  }

  /** After a network change or a failure: new ICE credentials, through a fresh offer. */
  restart(): void {
    if (this.pc.signalingState !== 'closed') this.pc.restartIce();
  }

  /** Inbound video frames decoded so far (what the browser tests check media by). */
  async framesDecoded(): Promise<number> {
    let frames = 0;
    (await this.pc.getStats()).forEach((report: { type: string; kind?: string; framesDecoded?: number }) => {
      if (report.type === 'inbound-rtp' && report.kind === 'video') frames += report.framesDecoded ?? 0;
    });
    return frames;
  }

  videoSender(): RTCRtpSender | undefined {
    return this.pc.getTransceivers().find((transceiver) => transceiver.receiver.track.kind === 'video')?.sender;
  }

  close(): void {
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.pc.onnegotiationneeded = null;
    this.pc.onconnectionstatechange = null;
    this.pc.close();
  }
}
