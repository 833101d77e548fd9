import { Fragment, type ReactNode } from 'react';

/**
 * Where an element (a link, a bold date) goes in a message: a message is a string, so a sentence
 * with a link in it is called with slot(0), slot(1)… and withElements puts the elements there, in
 * the order the language writes them.
 */
export const slot = (index: number) => `\uE000${index}\uE000`;

export function withElements(message: string, elements: ReactNode[]): ReactNode {
  return message
    .split(/\uE000(\d+)\uE000/)
    .map((part, index) => <Fragment key={index}>{index % 2 === 1 ? elements[Number(part)] : part}</Fragment>);
}
