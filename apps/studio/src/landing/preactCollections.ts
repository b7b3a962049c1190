import {
  createContext,
  createElement,
  useContext,
  useLayoutEffect,
  useState,
  type ReactNode,
} from 'react';

/** The parts of react-aria's collection document (react-aria/collections/Document) used here. */
interface CollectionDomNode {
  ownerDocument: { createElement(type: string): CollectionDomNode };
  appendChild(child: CollectionDomNode): void;
  removeChild(child: CollectionDomNode): void;
}

/** The collection node the children of a CollectionNode belong under (the document at the root). */
export const CollectionParent = createContext<CollectionDomNode | null>(null);

/**
 * Stands in for the host element (`<item>`, `<section>`…) react-aria's CollectionBuilder renders
 * into its collection document through a React DOM portal. Preact's portals create real DOM
 * nodes with the global `document` and hand them to that fake document, which throws
 * ("Cannot set property previousSibling of #<Node>", preactjs/preact#4539), so on Preact every
 * collection (Select, Menu, ListBox…) failed. Here the node is made by the collection document
 * itself and attached in a layout effect, as React's commit does: children first, in order, then
 * the ref that hands react-aria its node. vite.preactCollections.ts swaps it in, in the landing
 * build only; the studio on React keeps react-aria's own portal.
 * A node mounted later than its siblings is appended after them: fine for the landing's
 * collections (a Select's options, a menu built when it opens).
 */
export function CollectionNode({
  type,
  nodeRef,
  children,
}: {
  type: string;
  nodeRef: (node: CollectionDomNode | null) => void;
  children?: ReactNode;
}) {
  const parent = useContext(CollectionParent);
  if (!parent) throw new Error(`<${type}> rendered outside a react-aria collection`);
  const [node] = useState(() => parent.ownerDocument.createElement(type));
  useLayoutEffect(() => {
    parent.appendChild(node);
    return () => parent.removeChild(node);
  }, [parent, node]);
  useLayoutEffect(() => {
    nodeRef(node);
    return () => nodeRef(null);
  }, [nodeRef, node]);
  return children == null
    ? null
    : createElement(CollectionParent.Provider, { value: node }, children);
}
