import { Fragment, type ReactNode } from 'react';

// A character no message uses (Unicode's private use area), around each element's number.
const MARK = '\uE000';
const MARKED = new RegExp(`${MARK}(\\d+)${MARK}`);

/**
 * A message with elements inside it (a link, bold words), where each language puts them: the
 * message takes one value per element and is called with a marker for each, which the element
 * then replaces. `withElements((link) => t.seeThe(link), <Link to="/">{t.map}</Link>)`.
 */
export function withElements(message: (...values: string[]) => string, ...elements: ReactNode[]): ReactNode {
  const text = message(...elements.map((_, index) => `${MARK}${index}${MARK}`));
  // split with a capture group: text, element number, text, element number, …, text.
  return text.split(MARKED).map((part, index) => <Fragment key={index}>{index % 2 === 1 ? elements[Number(part)] : part}</Fragment>);
}
