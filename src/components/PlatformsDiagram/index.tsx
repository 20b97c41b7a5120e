import React, {type ReactNode} from 'react';
import Diagram, {Arrow, Box, boxHeight} from '@site/src/components/Diagram';

const description = [
  'One component written with css and html from react-strict-dom takes two paths.',
  'On the web, Babel compiles it ahead of time into React DOM elements and a static CSS file, and the browser receives HTML and CSS with a small style-merging runtime.',
  'On native, the same code runs as written on React Native: JavaScript polyfills translate elements, props and styles while rendering, and Android and iOS receive native View, Text, Image and TextInput components.',
].join(' ');

/** One source, two platforms: compiled on web, polyfilled on native. */
export default function PlatformsDiagram(): ReactNode {
  const col = 175;
  const right = 205;
  const splitY = 8 + boxHeight(2) + 24;
  const hostY = splitY + boxHeight(3) + 24;
  return (
    <Diagram
      title="One component, two platforms"
      description={description}
      caption="The same component is compiled for the web and polyfilled on native."
      height={hostY + boxHeight(2) + 8}>
      <Box
        x={20}
        y={8}
        width={360}
        title="One component"
        code
        lines={['import {css, html} from', "'react-strict-dom';"]}
      />
      <Arrow x1={107} y1={8 + boxHeight(2)} x2={107} y2={splitY} />
      <Arrow x1={292} y1={8 + boxHeight(2)} x2={292} y2={splitY} />
      <Box
        x={20}
        y={splitY}
        width={col}
        accent
        title="Web"
        lines={['Babel compiles it to', 'React DOM elements', 'and static CSS']}
      />
      <Box
        x={right}
        y={splitY}
        width={col}
        accent
        title="Native"
        lines={['runs as written on', 'React Native, with', 'run-time polyfills']}
      />
      <Arrow x1={107} y1={splitY + boxHeight(3)} x2={107} y2={hostY} />
      <Arrow x1={292} y1={splitY + boxHeight(3)} x2={292} y2={hostY} />
      <Box
        x={20}
        y={hostY}
        width={col}
        title="Browser"
        lines={['HTML and CSS, plus', 'a style-merge runtime']}
      />
      <Box
        x={right}
        y={hostY}
        width={col}
        title="Android and iOS"
        lines={['View, Text, Image', 'and TextInput']}
      />
    </Diagram>
  );
}
