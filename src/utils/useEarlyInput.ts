import {useLayoutEffect, useRef, type RefObject} from 'react';

/**
 * A ref for a form control whose state a reader may change before the page hydrates (a
 * tap or typing while a phone is still starting the page): the DOM keeps the change but
 * React never saw it. `adopt` gets the control once, at hydration, to take that change
 * into the component's state; after it, changes go through the control's own handler.
 * On a client-side navigation the control is new, holds its initial state, and `adopt`
 * finds nothing to take.
 */
export function useEarlyInput<E extends HTMLElement>(
  adopt: (control: E) => void,
): RefObject<E | null> {
  const ref = useRef<E>(null);
  // The first render's `adopt`: the effect runs once, at mount.
  const adoptAtMount = useRef(adopt);
  useLayoutEffect(() => {
    if (ref.current) adoptAtMount.current(ref.current);
  }, []);
  return ref;
}
