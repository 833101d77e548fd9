import { Fragment, type ReactNode } from 'react';

/**
 * A message with elements in it (a link, a date, bold words), where each language puts them. A
 * message is text, so it is called with a marker in each element's place, `slot(0)`, `slot(1)`…
 * (a character of Unicode's private use area around the number, which no message uses), and the
 * elements then replace the markers:
 * `withElements(t.by(slot(0)), [<Link …>{author}</Link>])`, or, for a message of elements only,
 * `messageWithElements(t.rightWithdraw, <strong>…</strong>)`.
 */
export const slot = (index: number) => `\uE000${index}\uE000`;

export function withElements(text: string, elements: ReactNode[]): ReactNode {
  // split with a capture group: text, element number, text, element number, …, text.
  return text
    .split(/\uE000(\d+)\uE000/)
    .map((part, index) => <Fragment key={index}>{index % 2 === 1 ? elements[Number(part)] : part}</Fragment>);
}

export function messageWithElements(message: (...values: string[]) => string, ...elements: ReactNode[]): ReactNode {
  return withElements(message(...elements.map((_, index) => slot(index))), elements);
}
