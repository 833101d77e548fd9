import { Link } from 'react-router-dom';
import { SelectField } from '../../components/FormField';
import { ErrorMessage, LoadingMessage } from '../../components/StatusMessage';
import { paths } from '../../config/routes';
import { formatDate } from '../../lib/dates';
import { useAsyncData } from '../../lib/useAsyncData';
import { listDoctors } from '@services/doctors';
import type { Blog } from '../../types';

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
  const doctors = useAsyncData('blog-editor-doctors', listDoctors);
  if (doctors.status === 'loading') return <LoadingMessage label="Loading the doctors…" />;
  if (doctors.status === 'error') return <ErrorMessage>We could not load the doctors. Please refresh the page.</ErrorMessage>;
  if (doctors.data.length === 0) {
    return (
      <p className="alert alert-warning" role="note">
        A post is written by one of the clinic's doctors, and there are none yet. <Link to={paths.addDoctor}>Add a doctor</Link> first.
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
        label="Author"
        required
        value={value.authorId}
        error={authorError}
        hint={blog && !blog.authorId ? `This post's byline is the text “${blog.author}”. Choose the doctor who wrote it.` : undefined}
        onChange={(e) => onChange({ ...value, authorId: e.target.value })}
      >
        <option value="">Choose the doctor who wrote it</option>
        {options}
      </SelectField>
      <SelectField
        label="Medically reviewed by"
        value={value.reviewerId}
        hint={
          !value.reviewerId
            ? 'A doctor who checked the article. The post then says who reviewed it and when.'
            : sameReview
              ? `Reviewed on ${formatDate(blog.reviewedAt)}.`
              : 'Saving records the review with today’s date.'
        }
        onChange={(e) => onChange({ ...value, reviewerId: e.target.value, reviewedAgain: false })}
      >
        <option value="">Not reviewed</option>
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
            Reviewed again today (the review date becomes today)
          </label>
        </div>
      )}
    </>
  );
}
