import React, {type ReactNode} from 'react';
import Diagram, {Arrow, Box, boxHeight} from '@site/src/components/Diagram';

const description = [
  'Step 1: a component file imports css and html from react-strict-dom and renders html.label with a style from css.create.',
  'Step 2: the react-strict-dom Babel preset transforms it. Its first plugin turns html.label into a plain label element, for into htmlFor, and the style prop into a call to merge with the element’s default styles. Its second plugin, StyleX, turns css.create into objects of class names.',
  'Step 3, on the left: the bundler’s Babel pass produces the JavaScript bundle: React DOM elements whose className comes from merge at run time.',
  'Step 3, on the right: the PostCSS plugin runs the same preset over the files matched by its include globs and collects the style rules.',
  'Step 4, on the right: it replaces the @react-strict-dom rule in strict.css with atomic CSS classes, grouped in cascade layers.',
  'Step 5: the browser receives HTML elements with atomic class names, styled by one static stylesheet.',
].join(' ');

/** The web build: one Babel preset feeds both the JavaScript bundle and the extracted CSS. */
export default function WebBuildDiagram(): ReactNode {
  const col = 175;
  const right = 205;
  const presetY = 107;
  const splitY = presetY + boxHeight(3) + 24;
  const cssY = splitY + boxHeight(3) + 22;
  const browserY = cssY + boxHeight(2) + 24;
  return (
    <Diagram
      title="How a React Strict DOM component is built for the web"
      description={description}
      caption="Web: the Babel preset compiles elements and styles; the PostCSS plugin writes the CSS."
      height={browserY + boxHeight(2) + 8}>
      <Box
        x={20}
        y={8}
        width={360}
        title="Your component (Label.tsx)"
        code
        lines={['<html.label for="email" style={…}>', 'css.create({ label: { … } })']}
      />
      <Arrow x1={200} y1={8 + boxHeight(2)} x2={200} y2={presetY} />
      <Box
        x={20}
        y={presetY}
        width={360}
        accent
        title="react-strict-dom/babel-preset"
        lines={[
          'RSD plugin: html.label → <label>, for → htmlFor',
          'style → merge(defaultStyles.label, …)',
          'StyleX plugin: css.create() → class names',
        ]}
      />
      <Arrow x1={107} y1={presetY + boxHeight(3)} x2={107} y2={splitY} />
      <Arrow x1={292} y1={presetY + boxHeight(3)} x2={292} y2={splitY} />
      <Box
        x={20}
        y={splitY}
        width={col}
        title="JavaScript bundle"
        lines={['React DOM elements', 'styles → class names', 'merge() → className']}
      />
      <Box
        x={right}
        y={splitY}
        width={col}
        title="PostCSS plugin"
        lines={['runs the same preset', 'on its include globs,', 'collects the rules']}
      />
      <Arrow x1={292} y1={splitY + boxHeight(3)} x2={292} y2={cssY} />
      <Box
        x={right}
        y={cssY}
        width={col}
        title="strict.css"
        lines={['atomic classes in', 'cascade layers']}
      />
      <Arrow x1={107} y1={splitY + boxHeight(3)} x2={107} y2={browserY} />
      <Arrow x1={292} y1={cssY + boxHeight(2)} x2={292} y2={browserY} />
      <Box
        x={20}
        y={browserY}
        width={360}
        accent
        title="Browser"
        lines={['HTML elements with atomic class names,', 'styled by one static stylesheet']}
      />
    </Diagram>
  );
}
