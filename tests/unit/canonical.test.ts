import {describe, expect, it} from 'vitest';
import {canonicalPaths, normalizePath} from '../../src/theme/NotFound/Content/canonical';

describe('normalizePath', () => {
  it.each([
    ['/react-strict-dom/learn/installation.html', '/react-strict-dom/learn/installation/'],
    ['/react-strict-dom/learn/index.html', '/react-strict-dom/learn/'],
    ['/react-strict-dom//Learn//Styles', '/react-strict-dom/learn/styles/'],
    ['/React-Strict-DOM/API/', '/react-strict-dom/api/'],
  ])('%s → %s', (input, expected) => {
    expect(normalizePath(input)).toBe(expected);
  });
});

describe('canonicalPaths', () => {
  it('lists exact routes only, nested ones included', () => {
    const routes = [
      {path: '/base/', exact: true},
      {path: '/base/', routes: [{path: '/base/learn/', exact: true}, {path: '*'}]},
    ];
    expect(canonicalPaths(routes)).toEqual(['/base/', '/base/learn/']);
  });
});
