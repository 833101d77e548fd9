/**
 * What a visitor did on a prerendered page before the app took it over (issue 56). On a slow phone
 * the page shows a second or more before its code runs; until then a button does nothing.
 * public/start.js holds each tap on a button, check box or radio (and a form's submit) until the
 * app runs; `replayHeldInput` then replays each once, on the same element (or the one at its place,
 * where the page was rendered afresh). Links work as plain links meanwhile, and typing fills the
 * fields: React keeps what was typed on screen when it hydrates, but not in its state, so those
 * fields are told of their value here, as if it had just been typed.
 */

interface HeldTap {
  element: Element;
  /** Its place under #root: the index of each element on the way down. */
  path: number[];
}

declare global {
  interface Window {
    /** Put there by public/start.js on a prerendered page. */
    heldInput?: { stop: () => void; release: () => HeldTap[] };
  }
}

function elementAt(root: Element, path: number[]): Element | null {
  let node: Element | undefined = root;
  for (const index of path) node = node?.children[index];
  return node ?? null;
}

/** Tells React of a field's value typed before it hydrated the field (its onChange runs with it). */
function announceTypedValue(field: HTMLInputElement | HTMLTextAreaElement) {
  const typed = field.value;
  // React's value tracker (set on the element) records the value it knows; it takes the field's
  // rendered value back, then the prototype's setter puts the typed one in without telling it,
  // so the input event reads as a change.
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const CHECKABLE = new Set(['checkbox', 'radio']);

/**
 * Once the app's shell has hydrated: taps are React's from now on (the header answers at once),
 * while those held so far wait for `replayHeldInput`.
 */
export function stopHoldingInput(): void {
  window.heldInput?.stop();
}

/** Replays what was held by public/start.js; call once the app has rendered (or hydrated) `root`. */
export function replayHeldInput(root: Element): void {
  // Without start.js (a page the app renders from the empty shell) nothing came before the app.
  if (!window.heldInput) return;
  const held = window.heldInput.release();
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (!CHECKABLE.has(field.type) && field.value !== field.defaultValue) announceTypedValue(field);
  }
  for (const select of root.querySelectorAll('select')) {
    if ([...select.options].some((option) => option.selected !== option.defaultSelected))
      select.dispatchEvent(new Event('change', { bubbles: true }));
  }
  // In a task of their own: a submit then reads the state the typed values have just updated.
  setTimeout(() => {
    for (const { element, path } of held) {
      const target = element.isConnected ? element : elementAt(root, path);
      if (target?.tagName !== element.tagName) continue;
      if (target instanceof HTMLFormElement) target.requestSubmit();
      else (target as HTMLElement).click();
    }
  }, 0);
}
