import { useSearchParams } from 'react-router-dom';
import type { RequestStatus } from '../../types';
import { views } from './inboxLabels';

/** The status the inbox shows, kept in the address (?show=, none for new), and the way to show another. */
export function useInboxView(): [RequestStatus, (status: RequestStatus) => void] {
  const [params, setParams] = useSearchParams();
  const status = views.find((view) => view.status === params.get('show'))?.status ?? 'new';
  return [status, (shown) => setParams(shown === 'new' ? {} : { show: shown })];
}
