import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {fireEvent, render, screen} from '@testing-library/react-native';
import {css, html} from 'react-strict-dom';
// The site's live example (src/examples/learn/text-placement/CartBadge.tsx), copied
// here as it is: the site's tests keep the two files the same.
import {CartBadge} from './CartBadge';

// React Native's rule, as React Native Testing Library's renderer applies it. On a
// phone a development build logs the same sentence and lays nothing out for the string.
const textRule = 'Text strings must be rendered within a <Text> component.';

const reactNative = join(__dirname, '../../node_modules/react-native');
const source = (file: string) => readFileSync(join(reactNative, file), 'utf8');

afterEach(() => jest.restoreAllMocks());

describe('strings that render', () => {
  test('the live example: every string where native can show it', async () => {
    const errors = jest.spyOn(console, 'error');
    await render(<CartBadge />);
    await fireEvent.press(screen.getByText('Add one'));
    // The count in the sentence, and the badge's String(count).
    expect(screen.getAllByText('1')).toHaveLength(2);
    expect(screen.getByText(/Your cart holds/)).toHaveTextContent(
      'Your cart holds 1 item.',
    );
    expect(errors).not.toHaveBeenCalled();
  });

  test('a lone string in a container is wrapped in Text for you', async () => {
    await render(<html.div>Saved</html.div>);
    expect(screen.getByText('Saved')).toBeOnTheScreen();
  });

  test('a text element holds strings, numbers and other text elements', async () => {
    const count = 3;
    await render(
      <html.p>
        You have <html.strong>{count}</html.strong> new messages.
      </html.p>,
    );
    expect(screen.getByText(/You have/)).toHaveTextContent('You have 3 new messages.');
  });

  test('one template string is a lone string', async () => {
    const count = 3;
    await render(<html.div>{`${count} new messages`}</html.div>);
    expect(screen.getByText('3 new messages')).toBeOnTheScreen();
  });
});

describe('strings that fail', () => {
  test('a string next to an element', async () => {
    await expect(
      render(
        <html.button>
          <html.span>+</html.span> Add one
        </html.button>,
      ),
    ).rejects.toThrow(textRule);
  });

  test('a number alone: only a string is wrapped', async () => {
    const count = 3;
    await expect(render(<html.div>{count}</html.div>)).rejects.toThrow(textRule);
  });

  test('a value and a word: JSX makes them two children', async () => {
    const count = 3;
    await expect(render(<html.div>{count} new messages</html.div>)).rejects.toThrow(
      textRule,
    );
  });

  test('a space between two elements on one line', async () => {
    await expect(
      render(
        <html.div>
          <html.span>Ada</html.span> <html.span>Lovelace</html.span>
        </html.div>,
      ),
    ).rejects.toThrow(textRule);
  });

  test('count && …: a zero is rendered, as a number', async () => {
    const count = 0;
    await expect(
      render(<html.div>{count && <html.span>{`${count} new`}</html.span>}</html.div>),
    ).rejects.toThrow(textRule);
  });
});

describe('nested text has no layout of its own', () => {
  const styles = css.create({
    tip: {position: 'absolute', top: '100%', left: 0, width: 120, marginTop: 4},
  });

  test('a nested html.span gets its layout styles, without a message', async () => {
    const warnings = jest.spyOn(console, 'warn');
    const errors = jest.spyOn(console, 'error');
    await render(
      <html.p>
        Help<html.span style={styles.tip}>Opens the guide</html.span>
      </html.p>,
    );
    expect(screen.getByText('Opens the guide')).toHaveStyle({
      position: 'absolute',
      width: 120,
    });
    expect(warnings).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  test('a Text inside a Text is a virtual text, which Yoga never lays out', () => {
    // Text.js: under a text ancestor, the host is NativeVirtualText …
    expect(source('Libraries/Text/Text.js')).toMatch(
      /if \(hasTextAncestor\) \{[\s\S]*?return <NativeVirtualText \{\.\.\.processedProps\}/,
    );
    // … whose view is RCTVirtualText …
    expect(source('Libraries/Text/TextNativeComponent.js')).toContain(
      "uiViewClassName: 'RCTVirtualText'",
    );
    // … which the new renderer names "Text" …
    const names = source(
      'ReactCommon/react/renderer/componentregistry/componentNameByReactViewName.cpp',
    );
    expect(names).toMatch(/if \(viewName == "VirtualText"\) \{\s*return "Text";/);
    // … a shadow node that derives from ShadowNode, not from YogaLayoutableShadowNode …
    const text = source('ReactCommon/react/renderer/components/text/TextShadowNode.h');
    expect(text).toContain('extern const char TextComponentName[];');
    expect(text).toMatch(
      /class TextShadowNode\s*:\s*public ConcreteShadowNode<TextComponentName, ShadowNode,/,
    );
    // … and a layout node adopts only Yoga children: width, position and margins of
    // a nested text have nothing to apply to. (The outer Text is a Paragraph, a view.)
    const yoga = source(
      'ReactCommon/react/renderer/components/view/YogaLayoutableShadowNode.cpp',
    );
    expect(yoga).toMatch(
      /dynamic_pointer_cast<const YogaLayoutableShadowNode>\(\s*childNode\)/,
    );
    expect(
      source('ReactCommon/react/renderer/components/text/ParagraphShadowNode.h'),
    ).toMatch(
      /class ParagraphShadowNode\s*:\s*public ConcreteViewShadowNode<ParagraphComponentName/,
    );
    // A view inside a text is an attachment, which the paragraph measures.
    expect(
      source('ReactCommon/react/renderer/components/text/ParagraphShadowNode.cpp'),
    ).toContain('laytableShadowNode->measure(layoutContext, localLayoutConstraints)');
  });
});

describe('the message on a phone', () => {
  test('a development build logs it and goes on; a release build says nothing', () => {
    const dev = source('Libraries/Renderer/implementations/ReactFabric-dev.js');
    expect(dev).toMatch(
      /hostContext\.isInAParentText \|\|\s*console\.error\(\s*"Text strings must be rendered within a <Text> component\."/,
    );
    const prod = source('Libraries/Renderer/implementations/ReactFabric-prod.js');
    expect(prod).not.toContain('Text strings must be rendered');
    // Either way the string becomes a raw text node, not a Yoga node: nothing lays it out.
    expect(
      source('ReactCommon/react/renderer/components/text/RawTextShadowNode.h'),
    ).toMatch(/class RawTextShadowNode\s*:\s*public ConcreteShadowNode<RawTextComponentName, ShadowNode/);
  });
});
