// @ts-check
/**
 * The host tree a program rendered, as native receives it: each host with the
 * payload it sent (./phone.js), laid out by ./layout.js. And what React Native's
 * own element (ReactNativeElement) gives a ref on a phone and Jest's mocks lack:
 * `getBoundingClientRect()`, read from that layout.
 */
const {Dimensions} = require('react-native');
const {layOut} = require('./layout');

/** @typedef {{type: string, props: Record<string, unknown>, children: HostNode[], box?: unknown} | {text: string, box?: unknown}} HostNode */
/** @typedef {{tag: string, type?: string, text?: string, props?: any, children?: Instance[], parent?: Instance | null}} Instance */

/** What serialises of a payload: functions become `[function]`, so a test sees a handler. */
function plain(/** @type {unknown} */ value) {
  return JSON.parse(
    JSON.stringify(value ?? {}, (_key, v) => (typeof v === 'function' ? '[function]' : v)),
  );
}

/**
 * The tree under test-renderer's container (its own instances: `tag` is CONTAINER,
 * INSTANCE or TEXT), each node beside the instance it stands for.
 * @param {Instance} container @param {Map<Instance, HostNode>} [made]
 * @returns {HostNode[]}
 */
function treeOf(container, made = new Map()) {
  const node = (/** @type {Instance} */ instance) => {
    /** @type {HostNode} */
    const host =
      instance.tag === 'TEXT'
        ? {text: /** @type {string} */ (instance.text)}
        : {
            type: /** @type {string} */ (instance.type),
            props: plain(globalThis.__nativeJudge.payloadOf(instance.props) ?? {}),
            children: (instance.children ?? []).map(node),
          };
    made.set(instance, host);
    return host;
  };
  return (container.children ?? []).map(node);
}

/** The app's window: its size in points, and its pixel ratio. */
const windowOf = () => {
  const {width, height, scale} = Dimensions.get('window');
  return {width, height, scale};
};

/**
 * The host tree of a rendered screen (RNTL's container), laid out.
 * @param {{instance: Instance}} container @param {import('yoga-layout').Yoga} yoga
 */
function hostTree(container, yoga) {
  const hosts = treeOf(container.instance);
  layOut(yoga, hosts, windowOf());
  return hosts;
}

/** The first host instance a mocked component rendered, from its fiber. */
function hostOf(/** @type {any} */ component) {
  for (let fiber = component._reactInternals?.child; fiber; fiber = fiber.child)
    if (typeof fiber.type === 'string') return /** @type {Instance} */ (fiber.stateNode);
  return undefined;
}

/**
 * Gives the components Jest mocks in place of React Native's hosts the layout read
 * of React Native's element: `getBoundingClientRect()`, the host's border box,
 * from the layout of the whole screen at the moment it is called. (A phone lays
 * out on commit, before refs and layout effects run; the judge too.)
 * @param {() => import('yoga-layout').Yoga} yoga
 */
function installLayoutReads(yoga) {
  const mocked = [
    'Libraries/Components/View/ViewNativeComponent',
    'Libraries/Text/Text',
    'Libraries/Components/TextInput/TextInput',
    'Libraries/Image/Image',
  ];
  for (const path of mocked) {
    const Component = jest.requireMock(`react-native/${path}`).default;
    Object.defineProperty(Component.prototype, 'getBoundingClientRect', {
      configurable: true,
      writable: true,
      value() {
        const host = hostOf(this);
        let root = host;
        while (root?.parent) root = root.parent;
        const made = new Map();
        if (root) layOut(yoga(), treeOf(root, made), windowOf());
        const box = /** @type {any} */ (made.get(host))?.box ?? {x: 0, y: 0, width: 0, height: 0};
        return new DOMRect(box.x, box.y, box.width, box.height);
      },
    });
  }
}

module.exports = {hostTree, installLayoutReads, windowOf};
