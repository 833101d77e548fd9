// The pages the deploy renders with their content (scripts/lib/contentPages.mjs; src/prerender.tsx
// re-exports them): the blog's and the doctors' pages, each with the results of the reads it
// would make in the browser, so the app starts from them.
import { BLOG_PAGE_SIZE, LATEST_BLOGS_COUNT, TRENDING_BLOGS_COUNT } from '../../config/constants';
import { categoryPath, doctorPath, paths, postPath, tagPath } from '../../config/routes';
import { BLOGS_LIST, filteredRead, postRead, relatedRead, SIDEBAR_READS } from '../../features/blog/blogReads';
import { DOCTORS_LIST, doctorPostsRead, doctorRead } from '../../features/doctors/doctorReads';
import type { PageData } from '../../lib/pageData';
import { blogPageOf, doctorPosts, newestFirst, relatedPosts } from '../../services/blogOrder';
import { countTopics, topicsOf } from '../../services/blogTopicCounts';
import { byDoctorOrder } from '../../services/doctorFields';
import type { Blog, Doctor } from '../../types';

/** A page the deploy renders with its data: where it is served from and what it carries. */
export interface ContentPage {
  path: string;
  file: string;
  module: string;
  data: PageData;
}

/** Post ids, and tags and categories, that are safe as file names; any other is still served, by the shell. */
const FILE_SAFE_ID = /^[A-Za-z0-9_-]{1,200}$/;
const FILE_SAFE_NAME = /^[\p{L}\p{N}_-][\p{L}\p{N} _-]{0,199}$/u;

/**
 * The blog's pages rendered with their content at deploy (scripts/lib/contentPages.mjs): /CBlog
 * with its first page of cards and its sidebar, each post, and each tag and category in use. Each
 * carries the results of the reads it would make in the browser, computed here as the services
 * compute them (same order, same page size, same cursor), so the app starts from them.
 * `posts`: the published posts only.
 */
export function blogContentPages(posts: Blog[]): ContentPage[] {
  const newest = [...posts].sort(newestFirst);
  const topics = topicsOf(countTopics(posts));
  const firstPage = blogPageOf(newest.slice(0, BLOG_PAGE_SIZE));
  const blogList: ContentPage = {
    path: paths.blog,
    file: 'CBlog.html',
    module: 'src/features/blog/BlogListPage.tsx',
    data: {
      // As usePagedList holds a page.
      [BLOGS_LIST]: { items: firstPage.blogs, next: firstPage.next },
      [SIDEBAR_READS.topics]: topics,
      [SIDEBAR_READS.trending]: newest.filter((post) => post.trending === 'yes').slice(0, TRENDING_BLOGS_COUNT),
      [SIDEBAR_READS.latest]: newest.slice(0, LATEST_BLOGS_COUNT),
    },
  };
  const postPages = newest
    .filter((post) => FILE_SAFE_ID.test(post.id))
    .map((post) => ({
      path: postPath(post.id),
      file: `detail/${post.id}.html`,
      module: 'src/features/blog/BlogDetailPage.tsx',
      data: { [postRead(post.id)]: post, [relatedRead(post.id)]: relatedPosts(post, newest) },
    }));
  const filtered = (kind: 'tag' | 'category', values: string[], has: (post: Blog, value: string) => boolean) =>
    values
      .filter((value) => FILE_SAFE_NAME.test(value))
      .map((value) => ({
        path: kind === 'tag' ? tagPath(value) : categoryPath(value),
        file: `${kind}/${value}.html`,
        module: 'src/features/blog/FilteredBlogsPage.tsx',
        data: { [filteredRead(kind, value)]: newest.filter((post) => has(post, value)) },
      }));
  return [
    blogList,
    ...postPages,
    ...filtered('tag', topics.tags, (post, tag) => post.tags.includes(tag)),
    ...filtered(
      'category',
      topics.categories.map(({ category }) => category),
      (post, category) => post.category === category,
    ),
  ];
}

/**
 * The doctors' pages rendered with their content at deploy: /OurDoctors and /doctors with every
 * doctor, and each doctor's own page with the posts they wrote, carrying the results of the reads
 * they make. `posts`: the published posts only.
 */
export function doctorContentPages(doctors: Doctor[], posts: Blog[]): ContentPage[] {
  const ordered = [...doctors].sort(byDoctorOrder);
  const module = 'src/features/doctors/DoctorsPage.tsx';
  return [
    { path: paths.ourDoctors, file: 'OurDoctors.html', module, data: { [DOCTORS_LIST]: ordered } },
    { path: paths.doctors, file: 'doctors.html', module, data: { [DOCTORS_LIST]: ordered } },
    ...ordered
      .filter((doctor) => FILE_SAFE_ID.test(doctor.id))
      .map((doctor) => ({
        path: doctorPath(doctor.id),
        file: `doctors/${doctor.id}.html`,
        module: 'src/features/doctors/DoctorPage.tsx',
        data: { [doctorRead(doctor.id)]: doctor, [doctorPostsRead(doctor.id)]: doctorPosts(doctor.id, posts) },
      })),
  ];
}
