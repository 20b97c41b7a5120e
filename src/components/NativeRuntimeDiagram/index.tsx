import React, {type ReactNode} from 'react';
import Diagram, {Arrow, Box, Chip, boxHeight} from '@site/src/components/Diagram';

const description = [
  'Step 1: a component renders html.p with a style from css.create; on native there is no compile step and css.create runs when the module is imported.',
  'Step 2: each html element picks a React Native host component: View for block elements, Text for text elements, Image for img, and TextInput for input and textarea.',
  'Step 3: props are translated: aria attributes become accessibility props, onClick becomes onPress, id becomes nativeID and data-testid becomes testID.',
  'Step 4: on every render the style is resolved against the window size, the color scheme, the reduced-motion setting, the pointer and focus state, inherited text styles and CSS variables; this picks the values for :hover, :focus, :active and @media conditions and converts units to pixels.',
  'Step 5: the React Native host component receives the final style, accessibility and event props; transitions run through Animated components.',
].join(' ');

const hosts = ['View', 'Text', 'Image', 'TextInput'];
const inputs = [
  ['window size', 'color scheme', 'reduced motion'],
  ['pointer state', 'inherited text', 'CSS variables'],
];

/** The native runtime: elements map to React Native components and styles resolve while rendering. */
export default function NativeRuntimeDiagram(): ReactNode {
  const elementY = 8 + boxHeight(2) + 22;
  const elementHeight = boxHeight(1, 34);
  const propsY = elementY + elementHeight + 22;
  const styleY = propsY + boxHeight(3) + 22;
  const styleHeight = boxHeight(2, 64);
  const outputY = styleY + styleHeight + 22;
  return (
    <Diagram
      title="How a React Strict DOM component renders on native"
      description={description}
      caption="Native: no compiler; elements, props and styles are polyfilled while rendering."
      height={outputY + boxHeight(2) + 8}>
      <Box
        x={20}
        y={8}
        width={360}
        title="Your component"
        code
        lines={['<html.p style={styles.text}>', 'css.create() runs on import']}
      />
      <Arrow x1={200} y1={8 + boxHeight(2)} x2={200} y2={elementY} />
      <Box
        x={20}
        y={elementY}
        width={360}
        accent
        title="html.* element"
        lines={['picks a React Native host component:']}
        extra={34}
      />
      {hosts.map((host, index) => (
        <Chip key={host} x={32 + index * 86} y={elementY + 55} width={78} label={host} />
      ))}
      <Arrow x1={200} y1={elementY + elementHeight} x2={200} y2={propsY} />
      <Box
        x={20}
        y={propsY}
        width={360}
        title="Props polyfills"
        lines={[
          'aria-* → accessibility props',
          'onClick → onPress, id → nativeID',
          'data-testid → testID',
        ]}
      />
      <Arrow x1={200} y1={propsY + boxHeight(3)} x2={200} y2={styleY} />
      <Box
        x={20}
        y={styleY}
        width={360}
        accent
        title="Style resolution, every render"
        lines={['picks :hover, :focus, :active and @media', 'values and converts units, using:']}
        extra={64}
      />
      {inputs.map((row, rowIndex) =>
        row.map((label, index) => (
          <Chip
            key={label}
            x={32 + index * 114}
            y={styleY + 73 + rowIndex * 30}
            width={108}
            label={label}
          />
        )),
      )}
      <Arrow x1={200} y1={styleY + styleHeight} x2={200} y2={outputY} />
      <Box
        x={20}
        y={outputY}
        width={360}
        title="React Native host component"
        lines={['style, accessibility and event props;', 'Animated components run transitions']}
      />
    </Diagram>
  );
}
