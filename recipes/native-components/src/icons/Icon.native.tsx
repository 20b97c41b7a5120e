import type {ColorValue, ViewProps} from 'react-native';
import Svg, {Path} from 'react-native-svg';
import {compat} from 'react-strict-dom';
import {iconPaths} from './icons';
import type {IconProps} from './Icon.types';

// The part of what compat.native as="span" passes to its function that the
// icon uses: the accessibility props its aria-* and role props become, and a
// style that holds the text colour inherited from the html.* ancestors.
type SpanProps = Pick<
  ViewProps,
  'accessibilityElementsHidden' | 'accessibilityLabel' | 'importantForAccessibility' | 'role'
> & {style: {color?: ColorValue}};

export function Icon({name, size = 24, label}: IconProps) {
  return (
    <compat.native
      aria-hidden={label == null}
      aria-label={label}
      as="span"
      role={label == null ? undefined : 'img'}
    >
      {({style, ...accessibility}: SpanProps) => (
        // react-native-svg resolves fill="currentColor" to the color prop.
        <Svg
          {...accessibility}
          color={style.color}
          fill="currentColor"
          height={size}
          viewBox="0 0 24 24"
          width={size}
        >
          <Path d={iconPaths[name]} />
        </Svg>
      )}
    </compat.native>
  );
}
