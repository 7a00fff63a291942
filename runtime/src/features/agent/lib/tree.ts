// The downline list (breadth first, with parentId and depth) as a tree the team page renders.
interface TreeItem {
  id: number;
  parentId: number;
  depth: number;
}

export interface TreeNode<T extends TreeItem> {
  item: T;
  children: TreeNode<T>[];
}

/** Roots are the direct downlines (depth 1); children keep the server's order. */
export function buildTree<T extends TreeItem>(list: readonly T[]): TreeNode<T>[] {
  const nodes = new Map<number, TreeNode<T>>();
  for (const item of list) nodes.set(item.id, { item, children: [] });
  const roots: TreeNode<T>[] = [];
  for (const item of list) {
    const node = nodes.get(item.id)!;
    const parent = item.depth > 1 ? nodes.get(item.parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** Ids to show expanded for a search: every node that has a matching descendant. */
export function expandedForSearch<T extends TreeItem>(roots: readonly TreeNode<T>[]): Set<number> {
  const out = new Set<number>();
  const walk = (n: TreeNode<T>) => {
    if (n.children.length > 0) out.add(n.item.id);
    n.children.forEach(walk);
  };
  roots.forEach(walk);
  return out;
}
