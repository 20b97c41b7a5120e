import {createElement, useContext, type ComponentType} from 'react';
import TextAncestorContext from 'react-native-web/dist/exports/Text/TextAncestorContext';
import {nestedTextStyle} from './style';

type TextProps = {style?: unknown};

/**
 * react-native-web's Text, with React Native's rule for a text inside
 * another: it keeps its text attributes (colour, font, decoration) and
 * nothing of its layout. react-native-web would position and size it.
 */
export default function withNestedTextRule(
  Text: ComponentType<TextProps>,
): ComponentType<TextProps> {
  function StrictText(props: TextProps) {
    const nested = useContext(TextAncestorContext) === true;
    return createElement(
      Text,
      nested && props.style != null ? {...props, style: nestedTextStyle(props.style)} : props,
    );
  }
  StrictText.displayName = 'Text';
  return StrictText;
}
