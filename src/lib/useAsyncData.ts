import { useEffect, useState } from 'react';

export type AsyncData<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T };

/**
 * Runs `load` once per `key` and tracks loading, error and data. Results that arrive after the
 * component moved on are dropped.
 */
export function useAsyncData<T>(key: string, load: () => Promise<T>): AsyncData<T> {
  const [state, setState] = useState<{ key: string; value: AsyncData<T> }>({ key, value: { status: 'loading' } });

  useEffect(() => {
    let active = true;
    load().then(
      (data) => active && setState({ key, value: { status: 'ready', data } }),
      (error: unknown) => active && setState({ key, value: { status: 'error', error } }),
    );
    return () => {
      active = false;
    };
    // `load` is recreated on every render by callers; `key` names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return state.key === key ? state.value : { status: 'loading' };
}
