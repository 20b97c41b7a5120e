/**
 * What the library's strict ref is made from in the native preview. The
 * library copies the host node into a fresh object with the node's prototype
 * (`getOrCreateStrictRef` in dist/native). On a device the host node is a
 * JavaScript object and the copy works; here it is a DOM element, whose
 * getters and methods throw "Illegal invocation" on any object but the
 * element itself (`ref.current.offsetWidth`, `inputRef.current.focus()`).
 * So the library gets a facade instead: one own property, the element, and a
 * prototype that forwards every read, write and call to it. The copy keeps
 * that property, so it forwards too. src/plugins/preview-frame puts the call
 * to `strictRefFacade` into the library's build.
 */

const element = Symbol('the host element');

type Facade = {[element]: Element};

const facades = new WeakMap<Element, Facade>();
const prototypes = new WeakMap<object, object>();

/** The host element of a facade or of the library's copy of one. */
function elementOf(receiver: unknown): Element | undefined {
  return (receiver as Partial<Facade> | null)?.[element];
}

/** A stand-in for `proto` that answers from the element of whatever object inherits from it. */
function forwardingPrototype(proto: object): object {
  let forwarding = prototypes.get(proto);
  if (!forwarding) {
    forwarding = new Proxy(proto, {
      get(target, key, receiver) {
        const node = elementOf(receiver);
        if (!node) return Reflect.get(target, key, receiver);
        const value: unknown = Reflect.get(node, key);
        return typeof value === 'function' ? value.bind(node) : value;
      },
      set(target, key, value, receiver) {
        const node = elementOf(receiver);
        return node ? Reflect.set(node, key, value) : Reflect.set(target, key, value, receiver);
      },
    });
    prototypes.set(proto, forwarding);
  }
  return forwarding;
}

/** The facade of `node` (the same one each time), or `node` itself when it is no element. */
export function strictRefFacade<T>(node: T): T {
  if (!(node instanceof Element)) return node;
  let facade = facades.get(node);
  if (!facade) {
    facade = Object.create(forwardingPrototype(Object.getPrototypeOf(node) as object), {
      [element]: {value: node},
    }) as Facade;
    facades.set(node, facade);
  }
  return facade as T;
}
