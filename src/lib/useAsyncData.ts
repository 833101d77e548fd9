import { useEffect, useState } from 'react';
import { useTagsVersion } from './invalidation';
import { startRead, usePageData } from './pageData';

export type AsyncData<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T };

/**
 * Runs `load` once per `name`, and again when one of `tags` is invalidated (lib/invalidation.ts),
 * and tracks loading, error and data. While an invalidated read is on its way the last data
 * stays on screen. Results that arrive after the component moved on are dropped. On a page
 * that carries its data (lib/pageData.ts) the first render shows that data, and the read only
 * replaces it with what is newer.
 */
export function useAsyncData<T>(name: string, load: () => Promise<T>, tags: readonly string[] = []): AsyncData<T> {
  const key = `${name}@${useTagsVersion(tags)}`;
  const carried = usePageData<T>(name);
  const [state, setState] = useState<{ name: string; key: string; value: AsyncData<T> }>(() => ({
    name,
    key,
    value: carried === undefined ? { status: 'loading' } : { status: 'ready', data: carried },
  }));

  useEffect(() => {
    let active = true;
    const cancel = startRead(carried !== undefined, () =>
      load().then(
        (data) => active && setState({ name, key, value: { status: 'ready', data } }),
        (error: unknown) => active && setState({ name, key, value: { status: 'error', error } }),
      ),
    );
    return () => {
      active = false;
      cancel();
    };
    // `load` is recreated on every render by callers; `key` names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  if (state.key === key) return state.value;
  return state.name === name && state.value.status === 'ready' ? state.value : { status: 'loading' };
}
