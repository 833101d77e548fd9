import { act, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { usePageLoading } from '../../src/app/lazyPage';
import { useKnownClinicHours } from '../../src/features/hours';

/**
 * The layout reads these stores on every page. If one answered the first client check differently
 * from the render that hydrated the page, React would render the layout again at once, and
 * synchronously: the page under it, still waiting to hydrate in slices, would then hydrate in that
 * one long task (issue 56: 234 ms at 4x CPU on /CBlog, a tap on it waiting as long).
 */
describe('hydrating a prerendered page', () => {
  it('the layout is rendered once, by the hydration, until something changes', async () => {
    let renders = 0;
    function LayoutStores() {
      renders += 1;
      const hours = useKnownClinicHours();
      const loading = usePageLoading();
      return <p>{`${Object.keys(hours.weekly).length} days, ${loading ? 'loading' : 'ready'}`}</p>;
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<LayoutStores />);
    document.body.append(container);
    renders = 0;

    await act(async () => {
      startTransition(() => {
        hydrateRoot(container, <LayoutStores />);
      });
    });

    expect(container).toHaveTextContent('7 days, ready');
    expect(renders).toBe(1);
    container.remove();
  });
});
