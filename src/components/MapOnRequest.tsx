import { useEffect, useRef, useState } from 'react';
import { clinic } from '../config/clinic';
import { useMessages } from '../i18n/messages';
import { componentMessages } from './messages';

/**
 * The clinic's map, loaded from Google only when the visitor asks: until "Open the map" is
 * pressed, the page shows a local picture and requests nothing from Google's hosts (a visitor's
 * address and browser reach Google only by their choice). The box keeps its size either way, so
 * nothing moves when the map opens.
 */
export function MapOnRequest() {
  const t = useMessages(componentMessages);
  const [open, setOpen] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  // Keyboard and screen-reader users land on the map they asked for.
  useEffect(() => {
    if (open) frame.current?.focus();
  }, [open]);

  const place = `${clinic.name}, ${clinic.address.district}, ${clinic.address.city}`;
  return (
    <div className="map-frame">
      {open ? (
        <iframe
          ref={frame}
          title={t.mapTitle(place)}
          src={clinic.mapEmbedUrl}
          width="800"
          height="450"
          referrerPolicy="no-referrer-when-downgrade"
        />
      ) : (
        <div className="map-preview">
          <img src="/images/map-preview.svg" alt="" width={800} height={450} loading="lazy" decoding="async" />
          <div className="map-preview-panel">
            <p className="mb-2">{t.mapNotice}</p>
            <button type="button" className="btn btn-primary" onClick={() => setOpen(true)}>
              {t.openMap}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
