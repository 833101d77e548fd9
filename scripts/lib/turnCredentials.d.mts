// Types of turnCredentials.mjs, for the tests that import it.
import type { Firestore } from 'firebase-admin/firestore';

export const LOOK_AHEAD_MS: number;
export const LOOK_BACK_MS: number;
export const EXPIRY_MARGIN_MS: number;
export const USAGE: string;

export function parseTurnArgs(args: string[]): { now: Date | null; dryRun: boolean } | null;

export interface TurnConfig {
  secret: string;
  urls: string[];
}
export function turnConfig(env?: Record<string, string | undefined>): TurnConfig | { problem: string };
export function turnCredential(secret: string, username: string): string;
export function iceExpiry(closesAt: Date): Date;
export function turnUsername(expiresAt: Date, bookingId: string): string;
export function iceServer(config: TurnConfig, bookingId: string, expiresAt: Date): { urls: string[]; username: string; credential: string };

interface Visit {
  visit?: string;
  status: string;
  startsAt: Date;
  minutes: number;
}
export function runTurn(options: {
  db: Firestore;
  now: Date;
  dryRun: boolean;
  config: TurnConfig | null;
  calls: {
    isCallable(visit: Visit): boolean;
    joinMoment(visit: Visit, now: Date): 'before' | 'open' | 'after';
    joinWindow(visit: Visit): { opensAt: Date; closesAt: Date };
  };
}): Promise<{ counts: { written: number; unchanged: number; deleted: number }; lines: string[] }>;
