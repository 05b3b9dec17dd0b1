// The kit's events: one typed factory so every event bubbles out of shadow roots the same way.

/** A bubbling, composed CustomEvent: every kit event crosses shadow roots to the page. */
export function kitEvent<T>(type: string, detail: T): CustomEvent<T> {
  return new CustomEvent<T>(type, { detail, bubbles: true, composed: true });
}

/**
 * A listener for an element's `change` that carries `Detail`. The DOM already types `change` as
 * a plain Event, so it cannot go on GlobalEventHandlersEventMap; elements add an overload.
 */
export type ChangeListener<Detail> = (ev: CustomEvent<Detail>) => unknown;
