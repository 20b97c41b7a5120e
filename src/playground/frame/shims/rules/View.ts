import {
  cloneElement,
  createElement,
  Fragment,
  isValidElement,
  useLayoutEffect,
  useRef,
  type ComponentType,
  type ReactNode,
} from 'react';
import {reactNativeError, textRuleMessage} from './messages';

type ViewProps = {children?: ReactNode};

/** A child React makes a text node of (an empty string makes none). */
const isText = (child: unknown) =>
  (typeof child === 'string' && child !== '') ||
  typeof child === 'number' ||
  typeof child === 'bigint';

/**
 * `children` without the texts that would sit directly in the view (in an
 * array or a fragment too): each is left out (`null` keeps the others'
 * places) and counted in `found`. The same object when there are none.
 */
export function withoutText(children: ReactNode, found: {count: number}): ReactNode {
  if (isText(children)) {
    found.count++;
    return null;
  }
  if (Array.isArray(children)) {
    const kept = children.map((child: ReactNode) => withoutText(child, found));
    return kept.some((child, i) => child !== children[i]) ? kept : children;
  }
  if (isValidElement<{children?: ReactNode}>(children) && children.type === Fragment) {
    const inner = children.props.children;
    const kept = withoutText(inner, found);
    return kept === inner ? children : cloneElement(children, undefined, kept);
  }
  return children;
}

/**
 * react-native-web's View, with React Native's text rule: a string among a
 * view's children (`<html.button>☐ Subscribe</html.button>` is two) is an
 * error in React Native's development build, once per text it creates, and
 * is not laid out. react-native-web would draw it.
 */
export default function withTextRule(View: ComponentType<ViewProps>): ComponentType<ViewProps> {
  function StrictView(props: ViewProps) {
    const found = {count: 0};
    const children = withoutText(props.children, found);
    const logged = useRef(0);
    useLayoutEffect(() => {
      for (let i = logged.current; i < found.count; i++) reactNativeError(textRuleMessage);
      logged.current = found.count;
    }, [found.count]);
    return createElement(View, children === props.children ? props : {...props, children});
  }
  StrictView.displayName = 'View';
  return StrictView;
}
