import { Link } from 'react-router-dom';
import { SelectField } from '../../components/FormField';
import { ErrorMessage, LoadingMessage } from '../../components/StatusMessage';
import { paths } from '../../config/routes';
import { formatDate } from '../../lib/dates';
import { useAsyncData } from '../../lib/useAsyncData';
import { listDoctors } from '@services/doctors';
import type { Blog } from '../../types';
import { useIntlLocale } from '../../i18n/LocaleContext';
import { useMessages } from '../../i18n/messages';
import { editorMessages } from './editorMessages';
import { slot, withElements } from '../../i18n/withElements';

export interface Byline {
  authorId: string;
  reviewerId: string;
  reviewedAgain: boolean;
}

interface BylineFieldsProps {
  /** The post as stored (undefined: a new post). */
  blog?: Blog;
  value: Byline;
  onChange: (byline: Byline) => void;
  authorError?: string | null;
}

/**
 * Who wrote the post and who medically reviewed it, both chosen from the clinic's doctors (the
 * rules accept no one else). A post from before authors were doctors shows its text byline until
 * a doctor is chosen. The review is dated when it is recorded: choosing a reviewer records it
 * with this save; a post already reviewed keeps its date unless it was reviewed again.
 */
export function BylineFields({ blog, value, onChange, authorError }: BylineFieldsProps) {
  const t = useMessages(editorMessages);
  const locale = useIntlLocale();
  const doctors = useAsyncData('blog-editor-doctors', listDoctors);
  if (doctors.status === 'loading') return <LoadingMessage label={t.loadingDoctors} />;
  if (doctors.status === 'error') return <ErrorMessage>{t.doctorsFailed}</ErrorMessage>;
  if (doctors.data.length === 0) {
    return (
      <p className="alert alert-warning" role="note">
        {withElements(t.noDoctors(slot(0)), [<Link to={paths.addDoctor}>{t.addDoctor}</Link>])}
      </p>
    );
  }

  const options = doctors.data.map((doctor) => (
    <option key={doctor.id} value={doctor.id}>
      {doctor.name}
    </option>
  ));
  const sameReview = blog?.reviewedAt && blog.reviewerId === value.reviewerId;
  return (
    <>
      <SelectField
        label={t.author}
        required
        value={value.authorId}
        error={authorError}
        hint={blog && !blog.authorId ? t.textByline(blog.author) : undefined}
        onChange={(e) => onChange({ ...value, authorId: e.target.value })}
      >
        <option value="">{t.chooseAuthor}</option>
        {options}
      </SelectField>
      <SelectField
        label={t.reviewer}
        value={value.reviewerId}
        hint={!value.reviewerId ? t.reviewerHint : sameReview ? t.reviewedOn(formatDate(blog.reviewedAt, locale)) : t.reviewRecorded}
        onChange={(e) => onChange({ ...value, reviewerId: e.target.value, reviewedAgain: false })}
      >
        <option value="">{t.notReviewed}</option>
        {options}
      </SelectField>
      {sameReview && (
        <div className="form-check mb-3">
          <input
            className="form-check-input"
            type="checkbox"
            id="blog-reviewed-again"
            checked={value.reviewedAgain}
            onChange={(e) => onChange({ ...value, reviewedAgain: e.target.checked })}
          />
          <label className="form-check-label" htmlFor="blog-reviewed-again">
            {t.reviewedAgain}
          </label>
        </div>
      )}
    </>
  );
}
