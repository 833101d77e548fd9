import { defineMessages } from '../../i18n/messages';

/**
 * The admins' words: the blog editor and the drafts page. Apart from the readers' (messages.ts),
 * so that no reader's page loads them. A message taking a link takes a marker in its place
 * (withElements.tsx).
 */
const en = {
  createHeading: 'Create Blog',
  updateHeading: 'Update Blog',
  backToBlogs: 'Back to the blogs',
  saveFailed: 'Could not save the blog. Please check your connection and try again; your text is still here.',
  draftNote: 'This post is a draft: only admins can see it until you publish it.',
  category: 'Category',
  chooseCategory: 'Choose a category',
  title: 'Title',
  trending: 'Trending (listed under Most Popular)',
  yes: 'Yes',
  no: 'No',
  description: 'Description',
  descriptionHint:
    'Markdown: ## Heading, **bold**, *italic*, - list, 1. list, > quote, [link](https://…). Blank lines start new paragraphs.',
  preview: 'Preview',
  hidePreview: 'Hide preview',
  previewLabel: 'Preview of the description',
  nothingToPreview: 'Nothing to preview yet.',
  image: 'Image',
  imageHint: (width: number) => `JPEG, PNG, WebP or GIF, up to 5 MB. Wide photos are resized to ${width} px.`,
  chosenImage: 'Chosen blog image',
  imageDescription: 'Image description',
  imageDescriptionHint: "What the image shows, for people who use a screen reader, e.g. “A doctor checks a child's temperature”.",
  saving: 'Saving…',
  update: 'Update',
  moveToDrafts: 'Move to drafts',
  publish: 'Publish',
  saveDraft: 'Save draft',
  cancel: 'Cancel',
  loadingDoctors: 'Loading the doctors…',
  doctorsFailed: 'We could not load the doctors. Please refresh the page.',
  noDoctors: (addDoctorLink: string) => `A post is written by one of the clinic's doctors, and there are none yet. ${addDoctorLink} first.`,
  addDoctor: 'Add a doctor',
  author: 'Author',
  textByline: (author: string) => `This post's byline is the text “${author}”. Choose the doctor who wrote it.`,
  chooseAuthor: 'Choose the doctor who wrote it',
  reviewer: 'Medically reviewed by',
  reviewerHint: 'A doctor who checked the article. The post then says who reviewed it and when.',
  reviewedOn: (date: string) => `Reviewed on ${date}.`,
  reviewRecorded: 'Saving records the review with today’s date.',
  notReviewed: 'Not reviewed',
  reviewedAgain: 'Reviewed again today (the review date becomes today)',
  tags: 'Tags',
  addTag: 'Add tag',
  tagHint: (max: number) => `Press Enter after each tag, or separate several with commas. Up to ${max} tags.`,
  tagsAdded: 'Tags added',
  removeTag: (tag: string) => `Remove tag ${tag}`,
  drafts: 'Drafts',
  draftsLead: 'Only admins see these posts. Open one to edit it, then press Publish to show it on the blog.',
  loadingDrafts: 'Loading the drafts…',
  draftsFailed: 'We could not load the drafts just now. Please refresh the page.',
  noDrafts: 'No drafts. A post saved with “Save draft” waits here until it is published.',
  writeNew: 'Write a new post',
  allPublished: 'All published blogs',
};
export type EditorMessages = typeof en;

export const editorMessages = defineMessages('src/features/blog/editorMessages.ts', en, {
  kn: () => import('./editorMessages.kn'),
  hi: () => import('./editorMessages.hi'),
});
