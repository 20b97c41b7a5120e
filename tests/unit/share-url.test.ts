import {randomBytes} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {
  decodeFiles,
  encodeFiles,
  maxHashLength,
  maxSharedBytes,
} from '@site/src/components/LiveEditor/shareUrl';

// A playground link holds its files in the hash; anything else in a hash is
// untrusted data, turned away as "unreadable" without decoding more than it must.

describe('a playground link’s hash', () => {
  it('holds the files it was made from', async () => {
    const files = {'App.tsx': 'export default function App() {\n  return null;\n}\n'};
    expect(await decodeFiles(await encodeFiles(files))).toEqual({files});
  });

  it('can hold the largest files allowed, even when they do not compress', async () => {
    // Random text compresses little: near the worst case a real link meets.
    const source = randomBytes(maxSharedBytes)
      .toString('base64')
      .slice(0, maxSharedBytes - 20);
    const hash = await encodeFiles({'App.tsx': source});
    expect(hash.length).toBeLessThanOrEqual(maxHashLength);
    expect(await decodeFiles(hash)).toEqual({files: {'App.tsx': source}});
  });

  it('is turned away unread when longer than such files can be', async () => {
    expect(await decodeFiles('A'.repeat(maxHashLength + 1))).toEqual({unreadable: true});
  });
});
