import type { ChildKey } from './model/navigation.ts';

/** The kinds of navigation element, named after their label field. */
export type ElementKind = 'product' | 'language' | 'version' | 'tab' | 'dropdown' | 'anchor' | 'group' | 'item';

/** A child collection of a navigation element. */
export type CollectionKey = ChildKey | 'menu';

/** The child collections in the precedence the reference implementation uses to pick one (COMPAT.md). */
export const CHILD_KEYS: readonly ChildKey[] = [
  'products',
  'languages',
  'versions',
  'tabs',
  'dropdowns',
  'anchors',
  'groups',
  'pages',
];

/** What one kind of element holds (SPEC.md "Navigation elements"). */
export interface ElementRule {
  /** The collection its entries live in (`tabs` for a tab), for messages. */
  collection: CollectionKey;
  /** Child collections the SPEC table lists for it; `any` for versions and languages. */
  children: readonly CollectionKey[] | 'any';
  /** Keys besides the label, the shared ones and child collections. */
  extraKeys: readonly string[];
  /** How messages name the kind, with its article: "an anchor", "a menu item". */
  noun: string;
}

/** SPEC.md "Navigation elements", one row per kind. */
export const ELEMENT_RULES: Readonly<Record<ElementKind, ElementRule>> = {
  product: { collection: 'products', children: ['groups', 'pages'], extraKeys: [], noun: 'a product' },
  language: {
    collection: 'languages',
    children: 'any',
    extraKeys: ['banner', 'navbar', 'footer', 'global'],
    noun: 'a language',
  },
  version: {
    collection: 'versions',
    children: 'any',
    extraKeys: ['banner', 'navbar', 'footer', 'global'],
    noun: 'a version',
  },
  tab: { collection: 'tabs', children: ['groups', 'pages', 'anchors', 'menu'], extraKeys: [], noun: 'a tab' },
  dropdown: { collection: 'dropdowns', children: ['groups', 'pages'], extraKeys: [], noun: 'a dropdown' },
  anchor: { collection: 'anchors', children: ['groups', 'pages'], extraKeys: ['color'], noun: 'an anchor' },
  group: { collection: 'groups', children: ['pages'], extraKeys: [], noun: 'a group' },
  item: { collection: 'menu', children: ['groups', 'pages'], extraKeys: [], noun: 'a menu item' },
};

/** The kind of element each collection holds (`pages` holds page entries, handled apart). */
export const COLLECTION_KINDS: Readonly<Record<Exclude<CollectionKey, 'pages'>, ElementKind>> = {
  products: 'product',
  languages: 'language',
  versions: 'version',
  tabs: 'tab',
  dropdowns: 'dropdown',
  anchors: 'anchor',
  groups: 'group',
  menu: 'item',
};

/**
 * Keys any navigation entry may carry (COMPAT.md "Names"), plus `iconType`, which the reference
 * schema documents on tabs, anchors, dropdowns and products.
 */
export const SHARED_KEYS: readonly string[] = [
  'hidden',
  'default',
  'description',
  'tag',
  'icon',
  'iconType',
  'href',
  'root',
  'expanded',
  'openapi',
  'asyncapi',
];
