import { Fragment, type ReactNode } from 'react';

/**
 * A message with elements in it (a link, a date), where each language puts them: the message is
 * called with `slot(0)`, `slot(1)`… in their places, and withElements puts the elements there.
 * `withElements(t.by(slot(0)), [<Link …>{author}</Link>])`.
 */
export const slot = (index: number) => `\uE000${index}\uE000`;

export function withElements(text: string, elements: ReactNode[]): ReactNode {
  return text
    .split(/\uE000(\d+)\uE000/)
    .map((part, index) => (index % 2 === 0 ? part : <Fragment key={index}>{elements[Number(part)]}</Fragment>));
}
