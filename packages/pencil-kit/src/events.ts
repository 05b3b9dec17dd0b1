// The kit's events: one typed factory so every event bubbles out of shadow roots the same way.

/** A bubbling, composed CustomEvent: every kit event crosses shadow roots to the page. */
export function kitEvent<T>(type: string, detail: T): CustomEvent<T> {
  return new CustomEvent<T>(type, { detail, bubbles: true, composed: true });
}

/**
 * A listener for an element's `pk-change` that carries `Detail`. Two elements fire it with two
 * details, so it cannot go on GlobalEventHandlersEventMap; each element adds an overload. (It was
 * `change` until 0.2: a bubbling, composed `change` reached a page's own form listeners.)
 */
export type ChangeListener<Detail> = (ev: CustomEvent<Detail>) => unknown;
