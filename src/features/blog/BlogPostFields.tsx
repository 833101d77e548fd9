import { FormField, TextAreaField } from '../../components/FormField';
import { BLOG_CATEGORIES } from '../../config/constants';
import { BLOG_LIMITS } from '../../config/limits';
import { useMessages } from '../../i18n/messages';
import type { Blog, Trending } from '../../types';
import type { BlogFormValues, PostField } from './blogEditorForm';
import { BylineFields } from './BylineFields';
import { DescriptionPreview } from './DescriptionPreview';
import { editorMessages } from './editorMessages';
import { TagInput } from './TagInput';

interface BlogPostFieldsProps {
  /** The form's id prefix, so the ids stay those of the one form. */
  ids: string;
  /** The post as stored (undefined: a new post). */
  blog?: Blog;
  values: BlogFormValues;
  set: <Field extends keyof BlogFormValues>(field: Field) => (value: BlogFormValues[Field]) => void;
  error: (field: PostField) => string | null;
}

/** The post in English, in the order the admin fills it in: category, title, byline, tags, trending, description. */
export function BlogPostFields({ ids, blog, values, set, error }: BlogPostFieldsProps) {
  const t = useMessages(editorMessages);
  return (
    <>
      <CategoryField id={`${ids}-category`} value={values.category} error={error('category')} onChange={set('category')} />
      <FormField
        label={t.title}
        required
        maxLength={BLOG_LIMITS.title}
        value={values.title}
        error={error('title')}
        onChange={(e) => set('title')(e.target.value)}
      />
      <BylineFields blog={blog} value={values.byline} onChange={set('byline')} authorError={error('authorId')} />
      <TagInput tags={values.tags} onChange={set('tags')} />
      <TrendingField ids={ids} value={values.trending} onChange={set('trending')} />
      <TextAreaField
        label={t.description}
        required
        rows={10}
        maxLength={BLOG_LIMITS.description}
        hint={t.descriptionHint}
        value={values.description}
        error={error('description')}
        onChange={(e) => set('description')(e.target.value)}
      />
      <DescriptionPreview description={values.description} />
    </>
  );
}

function CategoryField({
  id,
  value,
  error,
  onChange,
}: {
  id: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  const t = useMessages(editorMessages);
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {t.category}
      </label>
      <select
        id={id}
        className={`form-select${error ? ' is-invalid' : ''}`}
        required
        value={value}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{t.chooseCategory}</option>
        {BLOG_CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </select>
    </div>
  );
}

function TrendingField({ ids, value, onChange }: { ids: string; value: Trending; onChange: (value: Trending) => void }) {
  const t = useMessages(editorMessages);
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6">{t.trending}</legend>
      {(['no', 'yes'] as const).map((option) => (
        <div key={option} className="form-check form-check-inline">
          <input
            className="form-check-input"
            type="radio"
            name="trending"
            id={`${ids}-trending-${option}`}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
          />
          <label className="form-check-label" htmlFor={`${ids}-trending-${option}`}>
            {option === 'yes' ? t.yes : t.no}
          </label>
        </div>
      ))}
    </fieldset>
  );
}
