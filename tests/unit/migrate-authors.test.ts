import { describe, expect, it } from 'vitest';
import { comparableName, planAuthorLinks } from '../../scripts/lib/bylines.mjs';

const doctors = [
  { id: 'kavya', name: 'Dr. Kavya Rao' },
  { id: 'ravi-1', name: 'Dr. Ravi Kumar' },
  { id: 'ravi-2', name: 'Ravi Kumar' },
];

describe('migrate:authors — which doctor a text byline names', () => {
  it('compares names without the title, case or punctuation', () => {
    expect(comparableName('Dr. Kavya Rao')).toBe('kavya rao');
    expect(comparableName('  DR KAVYA  RAO ')).toBe('kavya rao');
    expect(comparableName('Kavya Rao, MD')).toBe('kavya rao md');
  });

  it('links a post to the one doctor its byline names, and keeps any other byline with the reason', () => {
    const posts = [
      { id: 'a', title: 'A', author: 'dr kavya rao' },
      { id: 'b', title: 'B', author: 'Sanjeevani Integrative Clinic' },
      { id: 'c', title: 'C', author: 'Dr. Ravi Kumar' },
      { id: 'd', title: 'D', author: 'Dr. Kavya Rao', authorId: 'kavya' },
      { id: 'e', title: 'E', author: '' },
    ];
    const plan = planAuthorLinks(posts, doctors);
    expect(plan.link.map(({ post, doctor }) => [post.id, doctor.id])).toEqual([['a', 'kavya']]);
    expect(plan.keep.map(({ post, reason }) => [post.id, reason])).toEqual([
      ['b', 'no doctor of that name'],
      ['c', '2 doctors of that name'],
      ['e', 'no doctor of that name'],
    ]);
  });
});
