import { useState, type FormEvent } from 'react';
import { useMessages } from '../../i18n/messages';
import { blogMessages } from './messages';

/** The search box. Submitting sets the `searchQuery` URL parameter (so a search can be linked). */
export function BlogSearch({ term, onSearch }: { term: string; onSearch: (term: string) => void }) {
  const t = useMessages(blogMessages);
  const [value, setValue] = useState(term);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    onSearch(value.trim().slice(0, 100));
  }

  return (
    <form role="search" className="blog-search mb-4" onSubmit={onSubmit}>
      <label htmlFor="blog-search-input" className="form-label">
        {t.searchLabel}
      </label>
      <div className="d-flex gap-2">
        <input
          id="blog-search-input"
          type="search"
          className="form-control"
          placeholder={t.searchPlaceholder}
          maxLength={100}
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
        <button type="submit" className="btn btn-primary">
          {t.search}
        </button>
      </div>
    </form>
  );
}
