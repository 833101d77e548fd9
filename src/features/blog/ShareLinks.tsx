import { toast } from '../../lib/toast';
import { useHydrated } from '../../lib/useBrowserState';
import { useMessages } from '../../i18n/messages';
import { blogMessages } from './messages';

/**
 * Sharing a post as plain links with its canonical address: no third-party script, nothing
 * loaded until a reader clicks. Phones that offer the system share sheet get "Share…" too.
 */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const t = useMessages(blogMessages);
  // Decided after hydration: the prerendered page (and a desktop) has no share sheet.
  const canShare = useHydrated() && typeof navigator.share === 'function';
  const link = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  const targets = [
    { name: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${link}` },
    { name: 'X', href: `https://x.com/intent/post?url=${link}&text=${text}` },
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${link}` },
  ];

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t.linkCopied);
    } catch {
      toast.error(t.copyFailed(url));
    }
  }

  return (
    <nav className="share-links d-flex flex-wrap align-items-center gap-2 mt-4" aria-label={t.shareLabel}>
      <span className="fw-semibold">{t.share}</span>
      {canShare && (
        <button type="button" className="btn btn-sm btn-primary" onClick={() => navigator.share({ title, url }).catch(() => {})}>
          {t.shareSheet}
        </button>
      )}
      {targets.map((target) => (
        <a key={target.name} className="btn btn-sm btn-outline-primary" href={target.href} target="_blank" rel="noopener noreferrer">
          {target.name}
          <span className="visually-hidden">{` (${t.opensInNewTab})`}</span>
        </a>
      ))}
      <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => void copy()}>
        {t.copyLink}
      </button>
    </nav>
  );
}
