// @ts-check
/**
 * What a phone's renderer does with a host element's props in a development build,
 * installed for ./phoneRenderer.js to call: React Native's own
 * `ReactNativeAttributePayload.create` with the host component's own view config
 * (its `validAttributes`: which prop and which style key gets which processor,
 * `processTransform`, `processColor`, `processAspectRatio`, ...), after freezing
 * each attribute's value as Fabric does in development. Whatever throws or logs
 * there on a phone throws or logs here.
 *
 * Jest's React Native renders mocks named `View`, `Text`, `TextInput`, `Image`;
 * each maps to the native component a phone would create for it. (A `Text` inside
 * another is an RCTVirtualText on a phone; its view config adds no processor to
 * RCTText's, so both are read as RCTText.)
 */

/** @typedef {{validAttributes: Record<string, unknown>}} ViewConfig */

const actual = (/** @type {string} */ path) => jest.requireActual(`react-native/${path}`);

/** @type {Map<string, ViewConfig>} */
const viewConfigs = new Map();

/** A native component's view config, from its own module, complete as Fabric reads it. */
function nativeConfig(/** @type {string} */ module) {
  const {createViewConfig} = actual('Libraries/NativeComponent/ViewConfig');
  return createViewConfig(actual(module).__INTERNAL_VIEW_CONFIG);
}

/** RCTText's config, as its module registers it. */
function textConfig() {
  actual('Libraries/Text/TextNativeComponent');
  return actual('Libraries/Renderer/shims/ReactNativeViewConfigRegistry').get('RCTText');
}

/**
 * The native component behind a mocked host element: its name and how to read its
 * view config.
 * @param {string} type @param {Record<string, unknown>} props
 * @returns {[string, () => ViewConfig]}
 */
function nativeComponent(type, props) {
  const {OS} = actual('Libraries/Utilities/Platform').default;
  switch (type) {
    case 'Text':
      return ['RCTText', textConfig];
    case 'TextInput':
      if (OS === 'android')
        return [
          'AndroidTextInput',
          () => nativeConfig('Libraries/Components/TextInput/AndroidTextInputNativeComponent'),
        ];
      return props.multiline
        ? [
            'RCTMultilineTextInputView',
            () =>
              nativeConfig('Libraries/Components/TextInput/RCTMultilineTextInputNativeComponent'),
          ]
        : [
            'RCTSinglelineTextInputView',
            () =>
              nativeConfig('Libraries/Components/TextInput/RCTSingelineTextInputNativeComponent'),
          ];
    case 'Image':
      return ['RCTImageView', () => nativeConfig('Libraries/Image/ImageViewNativeComponent')];
    case 'RCTScrollView':
    case 'ScrollView':
      return [
        'RCTScrollView',
        () => nativeConfig('Libraries/Components/ScrollView/ScrollViewNativeComponent'),
      ];
    default:
      // View, and any other host: the base config every native view has.
      return [
        'RCTView',
        () =>
          actual('Libraries/NativeComponent/ViewConfig').createViewConfig({validAttributes: {}}),
      ];
  }
}

function viewConfigOf(/** @type {string} */ name, /** @type {() => ViewConfig} */ load) {
  let config = viewConfigs.get(name);
  if (!config) viewConfigs.set(name, (config = load()));
  return config;
}

/** The payload each props object was sent as: what native received (./layout reads it). */
const payloads = new WeakMap();

/** @type {{hostProps(type: string, props: Record<string, unknown>): void, payloadOf(props: object): Record<string, unknown> | undefined, nativeNameOf(type: string): string}} */
const judge = {
  hostProps(type, props) {
    const [name, load] = nativeComponent(type, props);
    const {validAttributes} = viewConfigOf(name, load);
    const freeze = actual('Libraries/Utilities/deepFreezeAndThrowOnMutationInDev').default;
    for (const key in validAttributes) if (Object.hasOwn(props, key)) freeze(props[key]);
    const {create} = actual(
      'Libraries/ReactNative/ReactFabricPublicInstance/ReactNativeAttributePayload',
    );
    payloads.set(props, create(props, validAttributes));
  },
  payloadOf: (props) => payloads.get(props),
  /** The native component's name, for the renderer's list of text components. */
  nativeNameOf: (type) => nativeComponent(type, {})[0],
};

Object.defineProperty(globalThis, '__nativeJudge', {value: judge});

// What a phone's startup installs and Jest's React Native mocks out
// (InitializeCore): the DOM classes React Native provides, DOMRect among them.
jest.requireActual('react-native/src/private/setup/setUpDOM').default();
