import { vi } from 'vitest';
import { REQUEST_MIN_FILL_MS } from '../../src/config/constants';

/**
 * A person takes longer than the minimum fill time over a request form (programs do not): moves
 * Date on by that much. `vi.useRealTimers()` puts the clock back.
 */
export function takeAPersonsTime(): void {
  vi.setSystemTime(Date.now() + REQUEST_MIN_FILL_MS);
}
