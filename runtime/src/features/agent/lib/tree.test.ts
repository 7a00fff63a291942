import { describe, expect, it } from 'vitest';
import { buildTree, expandedForSearch } from './tree.ts';

const list = [
  { id: 2, parentId: 1, depth: 1 },
  { id: 3, parentId: 1, depth: 1 },
  { id: 4, parentId: 2, depth: 2 },
  { id: 5, parentId: 4, depth: 3 },
];

describe('downline tree', () => {
  it('nests members under their upline, direct downlines at the root', () => {
    const roots = buildTree(list);
    expect(roots.map((r) => r.item.id)).toEqual([2, 3]);
    expect(roots[0]!.children[0]!.item.id).toBe(4);
    expect(roots[0]!.children[0]!.children[0]!.item.id).toBe(5);
  });

  it('expands the path of a search result', () => {
    expect([...expandedForSearch(buildTree(list))].sort()).toEqual([2, 4]);
  });
});
