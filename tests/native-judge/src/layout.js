// @ts-check
/**
 * Lays out a host tree the judge rendered with yoga-layout, React Native's layout
 * engine, as a phone's native side would (loaded in Jest: ./yogaBinary.js): every View, TextInput and Image is a
 * Yoga node with the style its payload sent to native; a Text is one measured
 * node, and what is inside it (strings, nested Text, which a phone makes
 * RCTVirtualText) has no node and no box of its own; a string outside a Text has
 * none either (a phone logs the text rule and lays nothing out for it).
 *
 * What it estimates: the size of text (no fonts here: a glyph is taken as half
 * the font size wide, a line as 1.2 times it tall, words wrapped greedily), and
 * the errata of yoga-layout 3.2.1, which may trail the Yoga that React Native
 * builds in. Claims about boxes (inside a parent, below an anchor) do not depend
 * on either.
 */
const {
  Align,
  BoxSizing,
  Direction,
  Display,
  Edge,
  Errata,
  FlexDirection,
  Gutter,
  Justify,
  MeasureMode,
  Overflow,
  PositionType,
  Wrap,
} = require('yoga-layout/load');

/** @typedef {import('yoga-layout').Yoga} Yoga */
/** @typedef {{x: number, y: number, width: number, height: number}} Box */
/** @typedef {{type: string, props: Record<string, any>, children: HostNode[], box?: Box | null} | {text: string, box?: Box | null}} HostNode */

const align = {
  auto: Align.Auto,
  'flex-start': Align.FlexStart,
  start: Align.FlexStart,
  center: Align.Center,
  'flex-end': Align.FlexEnd,
  end: Align.FlexEnd,
  stretch: Align.Stretch,
  baseline: Align.Baseline,
  'space-between': Align.SpaceBetween,
  'space-around': Align.SpaceAround,
  'space-evenly': Align.SpaceEvenly,
};
const justify = {
  'flex-start': Justify.FlexStart,
  start: Justify.FlexStart,
  center: Justify.Center,
  'flex-end': Justify.FlexEnd,
  end: Justify.FlexEnd,
  'space-between': Justify.SpaceBetween,
  'space-around': Justify.SpaceAround,
  'space-evenly': Justify.SpaceEvenly,
};
const enums = {
  flexDirection: {
    column: FlexDirection.Column,
    'column-reverse': FlexDirection.ColumnReverse,
    row: FlexDirection.Row,
    'row-reverse': FlexDirection.RowReverse,
  },
  flexWrap: {nowrap: Wrap.NoWrap, wrap: Wrap.Wrap, 'wrap-reverse': Wrap.WrapReverse},
  position: {
    static: PositionType.Static,
    relative: PositionType.Relative,
    absolute: PositionType.Absolute,
  },
  display: {flex: Display.Flex, none: Display.None, contents: Display.Contents},
  overflow: {visible: Overflow.Visible, hidden: Overflow.Hidden, scroll: Overflow.Scroll},
  boxSizing: {'border-box': BoxSizing.BorderBox, 'content-box': BoxSizing.ContentBox},
  direction: {inherit: Direction.Inherit, ltr: Direction.LTR, rtl: Direction.RTL},
};

/** Style keys that set one or more edges, as React Native's C++ props read them. */
const edges = {
  '': Edge.All,
  Horizontal: Edge.Horizontal,
  Vertical: Edge.Vertical,
  Inline: Edge.Horizontal,
  Block: Edge.Vertical,
  Top: Edge.Top,
  Bottom: Edge.Bottom,
  Left: Edge.Left,
  Right: Edge.Right,
  Start: Edge.Start,
  End: Edge.End,
  InlineStart: Edge.Start,
  InlineEnd: Edge.End,
  BlockStart: Edge.Top,
  BlockEnd: Edge.Bottom,
};
const insets = {
  inset: Edge.All,
  insetInline: Edge.Horizontal,
  insetBlock: Edge.Vertical,
  insetInlineStart: Edge.Start,
  insetInlineEnd: Edge.End,
  insetBlockStart: Edge.Top,
  insetBlockEnd: Edge.Bottom,
  top: Edge.Top,
  bottom: Edge.Bottom,
  left: Edge.Left,
  right: Edge.Right,
  start: Edge.Start,
  end: Edge.End,
};

/** @param {import('yoga-layout').Node} node @param {Record<string, any>} style */
function applyStyle(node, style) {
  // A value Yoga cannot read (`clamp(…)`, which the library passes on) is one React
  // Native's C++ cannot parse either: the property stays unset there too.
  const set = (/** @type {string} */ key, /** @type {(value: any) => void} */ apply) => {
    if (style[key] === undefined || style[key] === null) return;
    try {
      apply(style[key]);
    } catch {
      // left unset
    }
  };
  for (const [key, table] of Object.entries(enums))
    set(key, (value) => {
      const mapped = /** @type {Record<string, number>} */ (table)[value];
      if (mapped === undefined) return;
      const setter = {
        flexDirection: () => node.setFlexDirection(mapped),
        flexWrap: () => node.setFlexWrap(mapped),
        position: () => node.setPositionType(mapped),
        display: () => node.setDisplay(mapped),
        overflow: () => node.setOverflow(mapped),
        boxSizing: () => node.setBoxSizing(mapped),
        direction: () => node.setDirection(mapped),
      }[key];
      setter?.();
    });
  set('alignItems', (v) => node.setAlignItems(align[v]));
  set('alignSelf', (v) => node.setAlignSelf(align[v]));
  set('alignContent', (v) => node.setAlignContent(align[v]));
  set('justifyContent', (v) => node.setJustifyContent(justify[v]));
  set('width', (v) => node.setWidth(v));
  set('height', (v) => node.setHeight(v));
  set('minWidth', (v) => node.setMinWidth(v));
  set('maxWidth', (v) => node.setMaxWidth(v));
  set('minHeight', (v) => node.setMinHeight(v));
  set('maxHeight', (v) => node.setMaxHeight(v));
  set('flex', (v) => node.setFlex(v));
  set('flexGrow', (v) => node.setFlexGrow(v));
  set('flexShrink', (v) => node.setFlexShrink(v));
  set('flexBasis', (v) => node.setFlexBasis(v));
  set('aspectRatio', (v) => node.setAspectRatio(v));
  set('gap', (v) => node.setGap(Gutter.All, v));
  set('rowGap', (v) => node.setGap(Gutter.Row, v));
  set('columnGap', (v) => node.setGap(Gutter.Column, v));
  for (const [suffix, edge] of Object.entries(edges)) {
    set(`margin${suffix}`, (v) => node.setMargin(edge, v));
    set(`padding${suffix}`, (v) => node.setPadding(edge, v));
    set(`border${suffix}Width`, (v) => node.setBorder(edge, v));
  }
  for (const [key, edge] of Object.entries(insets)) set(key, (v) => node.setPosition(edge, v));
}

/** All the text of a Text and of the Text inside it. */
const textOf = (/** @type {HostNode} */ node) =>
  'text' in node ? node.text : node.children.map(textOf).join('');

/** An estimate of a paragraph's size (no fonts): see the file's comment. */
function measureText(/** @type {string} */ text, /** @type {Record<string, any>} */ style) {
  const fontSize = typeof style.fontSize === 'number' ? style.fontSize : 14;
  const lineHeight = typeof style.lineHeight === 'number' ? style.lineHeight : fontSize * 1.2;
  const glyph = fontSize / 2;
  const words = text.split(/\s+/).filter(Boolean);
  return (/** @type {number} */ width, /** @type {MeasureMode} */ widthMode) => {
    const limit = widthMode === MeasureMode.Undefined ? Infinity : width;
    const lines = [];
    let line = '';
    for (const word of words) {
      const next = line ? `${line} ${word}` : word;
      if (line && next.length * glyph > limit) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
    const widest = Math.max(0, ...lines.map((l) => l.length * glyph));
    return {
      width: widthMode === MeasureMode.Exactly ? width : Math.min(widest, limit),
      height: lines.length * lineHeight,
    };
  };
}

/** Hosts that are one measured leaf on the native side. */
const leaves = new Set(['Text', 'TextInput', 'Image']);

/**
 * Makes the Yoga nodes of `node` under `parent`; returns what to read back:
 * each host with its Yoga node (or none).
 * @param {Yoga} yoga @param {HostNode} node @param {import('yoga-layout').Node} parent
 * @param {{compatible: import('yoga-layout').Config, strict: import('yoga-layout').Config}} configs
 * @param {boolean} strict @param {[HostNode, import('yoga-layout').Node | null][]} out
 */
function build(yoga, node, parent, configs, strict, out) {
  if ('text' in node) {
    out.push([node, null]);
    return;
  }
  const conformance = node.type === 'LayoutConformance' ? node.props.mode : undefined;
  const inStrict = conformance ? conformance === 'strict' : strict;
  const yogaNode = yoga.Node.create(inStrict ? configs.strict : configs.compatible);
  applyStyle(yogaNode, node.props);
  parent.insertChild(yogaNode, parent.getChildCount());
  out.push([node, yogaNode]);
  if (node.type === 'Text') {
    yogaNode.setMeasureFunc(measureText(textOf(node), node.props));
    // Nested Text and strings are parts of this paragraph, with no layout.
    const inside = (/** @type {HostNode} */ child) => {
      out.push([child, null]);
      if (!('text' in child)) child.children.forEach(inside);
    };
    node.children.forEach(inside);
    return;
  }
  if (leaves.has(node.type)) {
    if (node.type === 'TextInput') yogaNode.setMeasureFunc(measureText('Type here', node.props));
    return;
  }
  for (const child of node.children) build(yoga, child, yogaNode, configs, inStrict, out);
}

/**
 * Lays out `hosts` on a window of `window`'s size, under the View a phone's app
 * container puts around the app (`flex: 1`), and sets each host's `box`: its
 * border box in window coordinates, or null where a phone has no layout for it
 * (`display: contents` included: such a view is not mounted).
 * @param {Yoga} yoga @param {HostNode[]} hosts
 * @param {{width: number, height: number, scale: number}} window
 */
function layOut(yoga, hosts, window) {
  const config = (/** @type {number} */ errata) => {
    const made = yoga.Config.create();
    made.setErrata(errata);
    made.setPointScaleFactor(window.scale);
    return made;
  };
  // React Native lays out with every erratum on, unless a LayoutConformance
  // ancestor says 'strict'.
  const configs = {compatible: config(Errata.All), strict: config(Errata.None)};
  const root = yoga.Node.create(configs.compatible);
  root.setWidth(window.width);
  root.setHeight(window.height);
  const app = yoga.Node.create(configs.compatible);
  app.setFlex(1);
  root.insertChild(app, 0);
  /** @type {[HostNode, import('yoga-layout').Node | null][]} */
  const made = [];
  for (const host of hosts) build(yoga, host, app, configs, false, made);
  root.calculateLayout(window.width, window.height, Direction.LTR);
  const origin = (/** @type {import('yoga-layout').Node | null} */ node) => {
    let x = 0;
    let y = 0;
    for (let at = node; at; at = at.getParent()) {
      x += at.getComputedLeft();
      y += at.getComputedTop();
    }
    return {x, y};
  };
  for (const [host, node] of made)
    host.box =
      node && !('props' in host && host.props.display === 'contents')
        ? {...origin(node), width: node.getComputedWidth(), height: node.getComputedHeight()}
        : null;
  root.freeRecursive();
}

module.exports = {layOut};
