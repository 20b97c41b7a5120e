/**
 * `check:recipes --newest` moves packages released together as one family
 * (scripts/recipes/families.mjs). Checked on a registry made of the cases that broke the
 * table before: react-router 8.5.3 beside @react-router/node 8.5.1, which pins
 * react-router 8.5.1; React Native's packages, some without a release of the newest
 * minor; React's; an exact pin from outside a family; and a real break (@babel/core 8
 * against vite-plugin-babel's peer range ^7), which is reported, not moved back.
 */
import {describe, expect, it} from 'vitest';
import {
  exactVersion,
  familyTarget,
  findFamilies,
  follow,
  inStep,
  planVersions,
  type Manifest,
  type Registry,
} from '../../scripts/recipes/families.mjs';

type Published = Record<string, Record<string, Manifest>>;

/** The newest version of `name` that is no pre-release, as its `latest` tag names it. */
const latestOf = (published: Published, name: string) =>
  Object.keys(published[name])
    .filter((version) => !version.includes('-'))
    .at(-1)!;

/** A registry holding `published`: each package's versions and their manifests. */
function registryOf(published: Published): Registry {
  return {
    releases: async (name) => ({
      versions: Object.keys(published[name]),
      latest: latestOf(published, name),
    }),
    manifest: async (name, version) => published[name][version],
  };
}

const reactRouter = (version: string) => ({
  [version]: {dependencies: {cookie: '^1.0.1'}, peerDependencies: {react: '>=18'}},
});
const published: Published = {
  'react-router': {...reactRouter('8.4.0'), ...reactRouter('8.5.1'), ...reactRouter('8.5.3')},
  '@react-router/node': {
    '8.4.0': {peerDependencies: {'react-router': '8.4.0'}},
    '8.5.1': {peerDependencies: {'react-router': '8.5.1'}},
  },
  '@react-router/serve': {
    '8.4.0': {
      dependencies: {'@react-router/node': '8.4.0', express: '^5.2.1'},
      peerDependencies: {'react-router': '8.4.0'},
    },
  },
  '@react-router/dev': {
    '8.4.0': {
      dependencies: {'@react-router/node': '8.4.0'},
      peerDependencies: {'react-router': '^8.4.0', vite: '^7.0.0 || ^8.0.0'},
    },
  },
  react: {'18.3.1': {}, '19.3.0': {}, '19.3.1': {}},
  'react-dom': {
    '18.3.1': {peerDependencies: {react: '^18.3.1'}},
    '19.3.0': {peerDependencies: {react: '^19.3.0'}},
    '19.3.1': {peerDependencies: {react: '^19.3.1'}},
  },
  'react-strict-dom': {
    '0.0.37': {
      peerDependencies: {react: '^18.2.0', 'react-dom': '^18.2.0', 'react-native': '>=0.75.2'},
    },
  },
  'react-native': {
    // A placeholder above every release, as the registry's react-native has.
    '1000.0.0': {peerDependencies: {react: '18.2.0'}},
    '0.87.1': {
      dependencies: {'@react-native/codegen': '0.87.1'},
      peerDependencies: {react: '^19.2.3'},
    },
    '0.88.1': {
      dependencies: {'@react-native/codegen': '0.88.1'},
      peerDependencies: {react: '^19.3.0'},
    },
  },
  '@react-native/babel-preset': {'0.87.1': {}, '0.88.1': {}},
  '@react-native/jest-preset': {
    '0.87.1': {peerDependencies: {react: '^19.2.3'}},
    '0.88.0-rc.1': {peerDependencies: {react: '^19.2.3'}},
  },
  '@react-native/typescript-config': {'0.87.1': {}, '0.88.0-nightly-20260829-c6b137cac': {}},
  'jest-expo': {'58.0.3': {dependencies: {'react-test-renderer': '19.3.0'}}},
  'react-test-renderer': {
    '19.3.0': {peerDependencies: {react: '^19.3.0'}},
    '19.3.1': {peerDependencies: {react: '^19.3.1'}},
  },
  vite: {'8.3.8': {}, '8.4.0': {}},
  '@babel/core': {'7.29.13': {}, '8.1.3': {}},
  'vite-plugin-babel': {
    '1.7.3': {peerDependencies: {'@babel/core': '^7.0.0', vite: '^7.0.0 || ^8.0.0'}},
  },
};
const registry = registryOf(published);

/** Each name at its newest release, as `--newest` first picks it. */
const newestOf = (names: string[]) =>
  Object.fromEntries(names.map((name) => [name, {version: latestOf(published, name)}]));
const versionsOf = (names: string[]) =>
  Object.fromEntries(names.map((name) => [name, Object.keys(published[name])]));

describe('ranges', () => {
  it('reads an exact version, with or without =', () => {
    expect(exactVersion('8.5.1')).toBe('8.5.1');
    expect(exactVersion('= 8.5.1')).toBe('8.5.1');
    expect(exactVersion('^8.5.1')).toBeNull();
  });

  it('finds a range that starts at its package’s own version', () => {
    expect(inStep('^19.3.1', '19.3.1')).toBe(true);
    expect(inStep('8.4.0', '8.4.0')).toBe(true);
    expect(inStep('^7.0.0', '1.7.3')).toBe(false);
    expect(inStep('^18.2.0 || ^19.0.0', '18.2.0')).toBe(false);
    expect(inStep('workspace:*', '1.0.0')).toBe(false);
  });
});

describe('findFamilies', () => {
  it('joins packages whose manifests name each other at their own version', async () => {
    const names = [
      'react-router',
      '@react-router/node',
      '@react-router/serve',
      '@react-router/dev',
      'react',
      'react-dom',
      'vite',
    ];
    const newest = Object.fromEntries(
      Object.entries(newestOf(names)).map(([n, {version}]) => [n, version]),
    );
    const {families} = await findFamilies(names, newest, registry);
    expect(families).toEqual([
      ['@react-router/dev', '@react-router/node', '@react-router/serve', 'react-router'],
      ['react', 'react-dom'],
    ]);
  });

  it('joins a scope to the package that pins it at its own version, and keeps outside pins apart', async () => {
    const names = [
      'react-native',
      '@react-native/jest-preset',
      '@react-native/typescript-config',
      'jest-expo',
      'react-test-renderer',
    ];
    const newest = Object.fromEntries(
      Object.entries(newestOf(names)).map(([n, {version}]) => [n, version]),
    );
    const {families, pins} = await findFamilies(names, newest, registry);
    expect(families).toEqual([
      ['@react-native/jest-preset', '@react-native/typescript-config', 'react-native'],
    ]);
    expect(pins).toEqual([
      {name: 'jest-expo', version: '58.0.3', dependency: 'react-test-renderer', pin: '19.3.0'},
    ]);
  });
});

describe('follow', () => {
  const versions = versionsOf([
    '@react-native/jest-preset',
    '@react-native/typescript-config',
    'react-router',
  ]);
  it('takes the family’s version, else a pre-release of its minor, else the newest release below', () => {
    expect(follow(versions['react-router'], '8.4.0')).toBe('8.4.0');
    expect(follow(versions['@react-native/jest-preset'], '0.88.1')).toBe('0.88.0-rc.1');
    // A nightly is no release of the family's minor.
    expect(follow(versions['@react-native/typescript-config'], '0.88.1')).toBe('0.87.1');
    expect(follow(versions['react-router'], '7.0.0')).toBeNull();
  });
});

describe('familyTarget', () => {
  const members = [
    '@react-router/dev',
    '@react-router/node',
    '@react-router/serve',
    'react-router',
  ];
  const newest = Object.fromEntries(
    Object.entries(newestOf(members)).map(([n, {version}]) => [n, version]),
  );
  const current = Object.fromEntries(members.map((name) => [name, '8.4.0']));

  it('is the newest version every member has', () => {
    expect(familyTarget(members, versionsOf(members), newest, current, {}).version).toBe('8.4.0');
  });

  it('is the anchored member’s version when one has an anchor', () => {
    const target = familyTarget(members, versionsOf(members), newest, current, {
      'react-router': {version: '8.5.1'},
    });
    expect(target).toEqual({
      version: '8.5.1',
      why: expect.stringContaining('follows react-router'),
    });
  });

  it('never goes below what the recipe has now: then the newest member leads', () => {
    const native = ['@react-native/jest-preset', 'react-native'];
    const target = familyTarget(
      native,
      versionsOf(native),
      {'react-native': '0.88.1', '@react-native/jest-preset': '0.87.1'},
      {'react-native': '0.88.1', '@react-native/jest-preset': '0.88.0-rc.1'},
      {},
    );
    expect(target.version).toBe('0.88.1');
  });
});

describe('planVersions', () => {
  it('moves react-router and @react-router/* together, to a version whose pins hold', async () => {
    const names = [
      'react-router',
      '@react-router/node',
      '@react-router/serve',
      '@react-router/dev',
      'react',
      'react-dom',
    ];
    const current = {
      ...Object.fromEntries(names.map((name) => [name, '8.4.0'])),
      react: '19.3.0',
      'react-dom': '19.3.0',
    };
    const {chosen, conflicts} = await planVersions({current, newest: newestOf(names), registry});
    expect(
      Object.fromEntries(Object.entries(chosen).map(([name, {version}]) => [name, version])),
    ).toEqual({
      'react-router': '8.4.0',
      '@react-router/node': '8.4.0',
      '@react-router/serve': '8.4.0',
      '@react-router/dev': '8.4.0',
      react: '19.3.1',
      'react-dom': '19.3.1',
    });
    expect(conflicts).toEqual([]);
  });

  it('moves a family to its anchor (an Expo SDK’s react), and a pinned package where its pin says', async () => {
    const names = ['react', 'react-dom', 'jest-expo', 'react-test-renderer'];
    const current = {
      react: '19.2.3',
      'react-dom': '19.2.3',
      'jest-expo': '57.0.5',
      'react-test-renderer': '19.2.3',
    };
    const {chosen} = await planVersions({
      current,
      newest: newestOf(names),
      anchored: {react: {version: '19.3.0', why: 'Expo SDK 58.0.26: 19.3.0'}},
      registry,
    });
    expect(chosen['react-dom']).toEqual({
      version: '19.3.0',
      why: expect.stringContaining('follows react'),
    });
    expect(chosen['react-test-renderer'].version).toBe('19.3.0');
  });

  it('keeps React Native’s packages on its minor, and reports a real break instead of hiding it', async () => {
    const names = [
      'react-native',
      '@react-native/babel-preset',
      '@react-native/jest-preset',
      '@react-native/typescript-config',
      'react',
      '@babel/core',
      'vite',
      'vite-plugin-babel',
    ];
    const current = {
      'react-native': '0.88.1',
      '@react-native/babel-preset': '0.88.1',
      '@react-native/jest-preset': '0.88.0-rc.1',
      '@react-native/typescript-config': '0.87.1',
      react: '19.3.0',
      '@babel/core': '7.29.13',
      vite: '8.3.8',
      'vite-plugin-babel': '1.7.3',
    };
    const {chosen, conflicts} = await planVersions({current, newest: newestOf(names), registry});
    expect(chosen['react-native'].version).toBe('0.88.1');
    expect(chosen['@react-native/jest-preset'].version).toBe('0.88.0-rc.1');
    expect(chosen['@react-native/typescript-config'].version).toBe('0.87.1');
    expect(chosen['@babel/core'].version).toBe('8.1.3');
    expect(conflicts).toEqual([
      {
        name: 'vite-plugin-babel',
        version: '1.7.3',
        dependency: '@babel/core',
        range: '^7.0.0',
        chosen: '8.1.3',
      },
    ]);
  });

  it('keeps a pinned package, and moves its peers only as far as its ranges allow', async () => {
    const names = ['react-strict-dom', 'react', 'react-dom', 'react-native'];
    const current = {
      'react-strict-dom': '0.0.37',
      react: '18.3.1',
      'react-dom': '18.3.1',
      'react-native': '0.76.9',
    };
    const {chosen, conflicts} = await planVersions({
      current,
      newest: newestOf(names),
      pinned: ['react-strict-dom'],
      registry,
    });
    expect(
      Object.fromEntries(Object.entries(chosen).map(([name, {version}]) => [name, version])),
    ).toEqual({
      'react-strict-dom': '0.0.37',
      react: '18.3.1',
      'react-dom': '18.3.1',
      'react-native': '0.88.1',
    });
    // React Native 0.88.1 itself asks for React 19: the table says so.
    expect(conflicts).toEqual([
      {
        name: 'react-native',
        version: '0.88.1',
        dependency: 'react',
        range: '^19.3.0',
        chosen: '18.3.1',
      },
    ]);
  });
});
